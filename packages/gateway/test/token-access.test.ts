import { beforeEach, expect, it } from 'vitest';
import { insertToken } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { createHarness, seedUser, type Harness } from './support/harness.ts';

type Db = Parameters<typeof insertToken>[0];

const START_SECONDS = 1_800_000_000;

async function accessedTime(db: Db, tokenId: number): Promise<number> {
  const row = await db.selectFrom('tokens').select('accessed_time').where('id', '=', tokenId).executeTakeFirstOrThrow();
  return Number(row.accessed_time);
}

/** Polls past the recorder's 1 s flush window until accessed_time reaches `expected` (or gives up and answers the last value). */
async function settledAccessedTime(db: Db, tokenId: number, expected: number): Promise<number> {
  let value = await accessedTime(db, tokenId);
  for (let round = 0; round < 40 && value !== expected; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await accessedTime(db, tokenId);
  }
  return value;
}

describeEachDialect('tokens.accessed_time: updated on use, at most one write per token per minute', (getDb, dialect) => {
  let harness: Harness;
  let nowMs: number;
  let tokenId: number;
  const authorization = `Bearer sk-access${'a'.repeat(42)}`;

  beforeEach(async () => {
    await clearAllTables(getDb());
    nowMs = START_SECONDS * 1000;
    harness = createHarness(getDb(), dialect, { clock: { now: () => nowMs } });
    const user = await seedUser(getDb(), { username: 'access-user', quota: 1000 });
    tokenId = await insertToken(getDb(), {
      user_id: user.id,
      key: `access${'a'.repeat(42)}`,
      name: 'access',
      unlimited_quota: true,
      accessed_time: START_SECONDS - 3600,
    });
  });

  const use = () => harness.request('/v1/models', { headers: { Authorization: authorization }, userId: null });

  it('a use writes the time after the response; uses within 60 s write nothing more; the next minute writes again', async () => {
    expect((await use()).status).toBe(200);
    // Off the response path: nothing written yet when the answer is out.
    expect(await accessedTime(getDb(), tokenId)).toBe(START_SECONDS - 3600);
    expect(await settledAccessedTime(getDb(), tokenId, START_SECONDS)).toBe(START_SECONDS);

    nowMs += 30_000;
    for (let index = 0; index < 5; index += 1) expect((await use()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await accessedTime(getDb(), tokenId)).toBe(START_SECONDS);

    nowMs += 31_000;
    expect((await use()).status).toBe(200);
    expect(await settledAccessedTime(getDb(), tokenId, START_SECONDS + 61)).toBe(START_SECONDS + 61);
  });
});
