import { beforeEach, expect, it } from 'vitest';
import { insertLogs, LOG_COUNT_LOOKAHEAD } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { LogType, Role } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';

interface LogPage {
  items: Array<{ id: number; created_at: number }>;
  page: number;
  page_size: number;
  total: number;
  total_capped: boolean;
}

const T0 = 1_700_000_000;

/** ADR 0042: the log lists' keyset cursor (before_id) beside `p`, and the counted window. */
describeEachDialect('log list paging at scale', (getDb, dialect) => {
  let harness: Harness;
  let admin: Session;
  let alice: Session;

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    alice = (await seedAndLogin(harness, { username: 'alice' })).session;
    await getDb().deleteFrom('logs').execute();
    const rows = Array.from({ length: 45 }, (_, index) => ({
      user_id: alice.userId,
      username: 'alice',
      created_at: T0 + index,
      type: LogType.Consume,
      model_name: 'gpt-4o',
      quota: 1,
    }));
    for (let start = 0; start < rows.length; start += 15) await insertLogs(getDb(), rows.slice(start, start + 15));
  });

  const list = async (path: string, session: Session, query: Record<string, string>) => {
    const response = await harness.request(`${path}?${new URLSearchParams(query)}`, { session });
    expect(response.status).toBe(200);
    return (await envelopeOf<LogPage>(response)).data!;
  };

  it('p=2 with before_id (the last id of page 1) answers the same page as p=2 alone, admin and self', async () => {
    for (const [path, session] of [
      ['/api/log/', admin],
      ['/api/log/self', alice],
    ] as const) {
      const first = await list(path, session, { p: '1', page_size: '20' });
      expect(first).toMatchObject({ page: 1, page_size: 20, total: 45, total_capped: false });
      const byOffset = await list(path, session, { p: '2', page_size: '20' });
      const byCursor = await list(path, session, { p: '2', page_size: '20', before_id: String(first.items.at(-1)!.id) });
      expect(byCursor.items.map((row) => row.id)).toEqual(byOffset.items.map((row) => row.id));
      expect(byCursor).toMatchObject({ page: 2, total: 45, total_capped: false });
      expect(byCursor.items).toHaveLength(20);
    }
  });

  it('a bad before_id is a 400', async () => {
    for (const value of ['0', '-3', 'abc', '1.5']) {
      const response = await harness.request(`/api/log/?before_id=${value}`, { session: admin });
      expect(response.status, value).toBe(400);
    }
  });

  it(`the total counts at most ${LOG_COUNT_LOOKAHEAD} rows past the page and says so`, async () => {
    const extra = Array.from({ length: LOG_COUNT_LOOKAHEAD }, (_, index) => ({ user_id: alice.userId, created_at: T0 + 100 + index, type: LogType.System }));
    for (let start = 0; start < extra.length; start += 200) await insertLogs(getDb(), extra.slice(start, start + 200));
    expect(await list('/api/log/', admin, { p: '1', page_size: '10' })).toMatchObject({ total: LOG_COUNT_LOOKAHEAD, total_capped: true });
    // Page 6 starts 50 rows in, so the count reaches all 1,045 rows.
    expect(await list('/api/log/', admin, { p: '6', page_size: '10' })).toMatchObject({ total: LOG_COUNT_LOOKAHEAD + 45, total_capped: false });
  });
});
