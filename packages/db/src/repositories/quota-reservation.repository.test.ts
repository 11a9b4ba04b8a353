import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { sqliteFastPathOf } from './sqlite-fast-path.ts';
import { runAtomically } from './query-helpers.ts';
import { insertToken } from './tokens.repository.ts';
import { applyUsageBatch } from './usage-batch.repository.ts';
import { listQuotaData, reserveRequestQuota, settleTokenUsage, settleUserUsage } from './usage-counters.repository.ts';
import { insertChannel } from './channels.repository.ts';
import { insertUser } from './users.repository.ts';

describeEachDialect('relay quota reservation and settlement', (getDb, dialect) => {
  let userId: number;
  let tokenId: number;

  async function balances() {
    const user = await getDb().selectFrom('users').select(['quota', 'used_quota', 'request_count']).where('id', '=', userId).executeTakeFirstOrThrow();
    const token = await getDb().selectFrom('tokens').select(['remain_quota', 'used_quota']).where('id', '=', tokenId).executeTakeFirstOrThrow();
    return {
      quota: Number(user.quota),
      used: Number(user.used_quota),
      requests: Number(user.request_count),
      remain: Number(token.remain_quota),
      tokenUsed: Number(token.used_quota),
    };
  }

  beforeEach(async () => {
    await clearAllTables(getDb());
    userId = await insertUser(getDb(), { username: 'payer', password: 'x', quota: 100 });
    tokenId = await insertToken(getDb(), { user_id: userId, key: 'reservation-key-0123456789abcdefghijk', name: 't', remain_quota: 60 });
  });

  it('takes the amount from user and token together, and nothing when either is short', async () => {
    expect(await reserveRequestQuota(getDb(), userId, tokenId, 50)).toBe(true);
    expect(await balances()).toMatchObject({ quota: 50, remain: 10 });
    // The token has 10 left: refused, and the user's 50 stay untouched.
    expect(await reserveRequestQuota(getDb(), userId, tokenId, 20)).toBe(false);
    expect(await balances()).toMatchObject({ quota: 50, remain: 10 });
    // Unlimited token (null): only the user is checked.
    expect(await reserveRequestQuota(getDb(), userId, null, 50)).toBe(true);
    expect(await reserveRequestQuota(getDb(), userId, null, 1)).toBe(false);
    expect(await balances()).toMatchObject({ quota: 0, remain: 10 });
    await expect(reserveRequestQuota(getDb(), userId, null, 1.5)).rejects.toThrow(RangeError);
  });

  it('SQLite has the fast path; it is never used through a transaction object, nor while one is open', async () => {
    expect(sqliteFastPathOf(getDb()) !== undefined).toBe(dialect === 'sqlite');
    expect(sqliteFastPathOf(getDb())?.available() ?? false).toBe(dialect === 'sqlite');
    await runAtomically(getDb(), async (transaction) => {
      expect(sqliteFastPathOf(transaction)).toBeUndefined();
      expect(sqliteFastPathOf(getDb())?.available() ?? false).toBe(false);
    });
  });

  it('reservations of one event-loop turn commit together, each refused or granted on its own', async () => {
    const other = await insertUser(getDb(), { username: 'other', password: 'x', quota: 5 });
    const results = await Promise.all([
      reserveRequestQuota(getDb(), userId, tokenId, 50),
      reserveRequestQuota(getDb(), other, null, 6), // short: refused alone
      reserveRequestQuota(getDb(), userId, tokenId, 20), // token short after the first: refused alone
      reserveRequestQuota(getDb(), other, null, 5),
      reserveRequestQuota(getDb(), userId, null, 40),
    ]);
    expect(results).toEqual([true, false, false, true, true]);
    expect(await balances()).toMatchObject({ quota: 10, remain: 10 });
    const row = await getDb().selectFrom('users').select('quota').where('id', '=', other).executeTakeFirstOrThrow();
    expect(Number(row.quota)).toBe(0);
  });

  it('concurrent reservations never overdraw', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => reserveRequestQuota(getDb(), userId, tokenId, 7)));
    expect(results.filter(Boolean)).toHaveLength(8); // 60 / 7 on the token
    expect(await balances()).toMatchObject({ quota: 44, remain: 4 });
  });

  it('inside an open transaction it joins that transaction and rolls back with it', async () => {
    await expect(
      runAtomically(getDb(), async (transaction) => {
        expect(await reserveRequestQuota(transaction, userId, tokenId, 30)).toBe(true);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await balances()).toMatchObject({ quota: 100, remain: 60 });
  });

  it('a reservation made while another transaction is open on the connection does not join it', async () => {
    let reserved: Promise<boolean> | undefined;
    await expect(
      runAtomically(getDb(), async (transaction) => {
        await transaction.updateTable('users').set({ display_name: 'changed' }).where('id', '=', userId).execute();
        // A concurrent request arrives mid-transaction (same process, same SQLite connection).
        reserved = reserveRequestQuota(getDb(), userId, tokenId, 30);
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new Error('roll back the other work');
      }),
    ).rejects.toThrow('roll back the other work');
    expect(await reserved).toBe(true);
    expect(await balances()).toMatchObject({ quota: 70, remain: 30 });
  });

  it('settlement returns the difference and counts the usage', async () => {
    await reserveRequestQuota(getDb(), userId, tokenId, 40);
    await settleUserUsage(getDb(), userId, { quotaReturn: 40 - 25, usedQuota: 25, requests: 1 });
    await settleTokenUsage(getDb(), tokenId, { remainReturn: 40 - 25, usedQuota: 25 });
    expect(await balances()).toEqual({ quota: 75, used: 25, requests: 1, remain: 35, tokenUsed: 25 });
    // An overrun (cost above the reservation) is taken in full.
    await reserveRequestQuota(getDb(), userId, tokenId, 10);
    await settleUserUsage(getDb(), userId, { quotaReturn: 10 - 12, usedQuota: 12, requests: 1 });
    await settleTokenUsage(getDb(), tokenId, { remainReturn: 10 - 12, usedQuota: 12 });
    expect(await balances()).toEqual({ quota: 63, used: 37, requests: 2, remain: 23, tokenUsed: 37 });
  });

  it('a usage batch lands whole: rows, settlements, channel quota and quota_data buckets', async () => {
    const channelId = await insertChannel(getDb(), { name: 'c', type: 1, key: 'k', models: 'm', group: 'default' });
    await reserveRequestQuota(getDb(), userId, tokenId, 30);
    const row = {
      user_id: userId,
      created_at: 7200 + 5,
      type: 2,
      content: 'c',
      username: 'payer',
      token_name: 't',
      model_name: 'm',
      quota: 12,
      prompt_tokens: 3,
      completion_tokens: 4,
      use_time: 1,
      is_stream: true,
      channel_id: channelId,
      token_id: tokenId,
      group: 'default',
      other: '{}',
    };
    const bucket = { user_id: userId, username: 'payer', model_name: 'm', created_at: 7200, count: 1, quota: 12, token_used: 7 };
    const batch = {
      rows: [row],
      users: new Map([[userId, { quotaReturn: 18, usedQuota: 12, requests: 1 }]]),
      tokens: new Map([[tokenId, { remainReturn: 18, usedQuota: 12 }]]),
      channels: new Map([[channelId, 12]]),
      buckets: [bucket],
    };
    await applyUsageBatch(getDb(), batch);
    await applyUsageBatch(getDb(), { ...batch, rows: [{ ...row, is_stream: false }], users: new Map(), tokens: new Map() });
    expect(await balances()).toEqual({ quota: 88, used: 12, requests: 1, remain: 48, tokenUsed: 12 });
    const logs = await getDb().selectFrom('logs').selectAll().orderBy('id').execute();
    expect(logs.map((log) => [Number(log.quota), Boolean(log.is_stream), log.group, log.other])).toEqual([
      [12, true, 'default', '{}'],
      [12, false, 'default', '{}'],
    ]);
    expect(Number((await getDb().selectFrom('channels').select('used_quota').executeTakeFirstOrThrow()).used_quota)).toBe(24);
    expect((await listQuotaData(getDb())).map((entry) => [Number(entry.count), Number(entry.quota), Number(entry.token_used)])).toEqual([[2, 24, 14]]);
    // A bad value anywhere refuses the whole batch before the first write.
    await expect(applyUsageBatch(getDb(), { ...batch, buckets: [{ ...bucket, quota: 0.5 }] })).rejects.toThrow(RangeError);
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(2);
  });
});
