import { beforeEach, expect, it } from 'vitest';
import { insertLog, insertToken } from '@gateway/db';
import { LogType } from '@gateway/domain';
import { describeEachDialect } from '@gateway/db/testing';
import type { Platform } from '../src/platform/platform.ts';
import { createOptionStore } from '../src/services/option-store.ts';
import { RETENTION_INTERVAL_MS, retentionCutoff, runLogRetention, scheduleLogRetention } from '../src/services/log-retention/index.ts';
import { addChannel, freshWorldEachTest, type FakeUpstream, type RelayWorld } from './relay-support.ts';
import { envelopeOf, login, seedUser, setUpRoot, type Session } from './support/harness.ts';

/**
 * Log retention (LOG-053/054 rollup correctness; ADR 0042): after mixed relayed traffic the
 * dashboard's sums (GET /api/data, /api/data/self from quota_data) equal the sums of the consume
 * usage-log rows for the same range and filters — before and after LogRetentionDays deleted the raw rows.
 */
interface DataRow {
  model_name: string;
  user_id: number;
  count: number;
  quota: number;
  token_used: number;
}
type Sums = Record<string, { count: number; quota: number; token_used: number }>;

function sumBy(rows: ReadonlyArray<DataRow>): Sums {
  const sums: Sums = {};
  for (const row of rows) {
    const sum = (sums[row.model_name] ??= { count: 0, quota: 0, token_used: 0 });
    sum.count += row.count;
    sum.quota += row.quota;
    sum.token_used += row.token_used;
  }
  return sums;
}

const chat = (model: string, stream = false) => ({
  model,
  messages: [{ role: 'user', content: 'hi' }],
  stream,
  stream_options: stream ? { include_usage: true } : undefined,
});
const DAY = 86_400;

describeEachDialect('log retention keeps the dashboard correct', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let root: Session;
  let second: { id: number; authorization: string };

  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh), { quota: 10_000_000, tokenQuota: 5_000_000 });
  beforeEach(async () => {
    root = await setUpRoot(world.harness);
    await addChannel(getDb(), { base_url: upstream.url });
    const user = await seedUser(getDb(), { username: 'retained-user', quota: 10_000_000 });
    const key = `retain${'k'.repeat(42)}`;
    await insertToken(getDb(), { user_id: user.id, key, name: 'retain-token', unlimited_quota: true, remain_quota: 0 });
    second = { id: user.id, authorization: `Bearer sk-${key}` };
  });

  async function relayMixedTraffic(): Promise<void> {
    const calls: Array<[string, unknown]> = [
      [world.authorization, chat('gpt-4o-mini')],
      [world.authorization, chat('gpt-4o-mini', true)],
      [world.authorization, chat('gpt-4o', true)],
      [second.authorization, chat('gpt-4o-mini')],
      [second.authorization, chat('gpt-4o')],
      [world.authorization, chat('no-such-model')],
    ];
    for (const [authorization, body] of calls)
      await (await world.harness.request('/v1/chat/completions', { body, headers: { Authorization: authorization }, userId: null })).text();
    await world.harness.settle();
  }

  const range = () => {
    const now = Math.floor(Date.now() / 1000);
    return { start_timestamp: String(now - 3600 - (now % 3600)), end_timestamp: String(now + 60) };
  };

  async function dashboard(path: string, session: Session, query: Record<string, string> = {}): Promise<Sums> {
    const response = await world.harness.request(`${path}?${new URLSearchParams({ ...range(), granularity: 'day', ...query })}`, { session });
    expect(response.status).toBe(200);
    return sumBy((await envelopeOf<DataRow[]>(response)).data!);
  }

  async function logSums(userId?: number): Promise<Sums> {
    let query = getDb().selectFrom('logs').selectAll().where('type', '=', LogType.Consume);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    const rows = await query.execute();
    return sumBy(
      rows.map((row) => ({
        model_name: row.model_name,
        user_id: Number(row.user_id),
        count: 1,
        quota: Number(row.quota),
        token_used: Number(row.prompt_tokens) + Number(row.completion_tokens),
      })),
    );
  }

  it('dashboard sums equal the usage-log sums (all, one username, self) before and after retention deleted the rows', async () => {
    await relayMixedTraffic();
    const self = await login(world.harness, 'relay-user', 'password-123');
    const expected = { all: await logSums(), second: await logSums(second.id), self: await logSums(world.userId) };
    expect(Object.keys(expected.all).sort()).toEqual(['gpt-4o', 'gpt-4o-mini']);
    expect(Object.keys(expected.second).length).toBeGreaterThan(0);
    const read = async () => ({
      all: await dashboard('/api/data/', root),
      second: await dashboard('/api/data/', root, { username: 'retained-user' }),
      self: await dashboard('/api/data/self', self),
    });
    expect(await read()).toEqual(expected);

    const saved = await world.harness.request('/api/option/', { method: 'PUT', session: root, body: { key: 'LogRetentionDays', value: '1' } });
    expect(saved.status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    // A row younger than the cut-off (now + 2 days − 1 day) must survive the run.
    await insertLog(getDb(), { user_id: world.userId, created_at: now + DAY + 3600, type: LogType.System, content: 'young' });
    const tasks: Array<() => Promise<unknown>> = [];
    // The scheduler's view of the platform: its timer (captured here), and the database and clock the fleet lease uses (ADR 0043).
    const every = (interval: number, task: () => Promise<unknown>) => {
      expect(interval).toBe(RETENTION_INTERVAL_MS);
      tasks.push(task);
    };
    const platform = { ...world.harness.platform, every } as Platform;
    scheduleLogRetention(platform, { db: getDb(), options: createOptionStore(getDb()), nowSeconds: () => now + 2 * DAY });
    expect(tasks).toHaveLength(1);
    await tasks[0]!();

    const left = await getDb().selectFrom('logs').select(['content']).execute();
    expect(left.map((row) => row.content)).toEqual(['young']);
    expect(await read()).toEqual(expected);
  });

  it('LogRetentionDays 0 keeps every row; the option refuses a negative or fractional value', async () => {
    await relayMixedTraffic();
    const before = await getDb().selectFrom('logs').select('id').execute();
    expect(await runLogRetention({ db: getDb(), options: createOptionStore(getDb()), nowSeconds: () => Math.floor(Date.now() / 1000) + 3650 * DAY })).toBe(0);
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(before.length);
    for (const value of ['-1', '1.5', 'forever']) {
      const response = await world.harness.request('/api/option/', { method: 'PUT', session: root, body: { key: 'LogRetentionDays', value } });
      expect(response.status, value).toBe(400);
    }
    expect(retentionCutoff(0, 1_000_000)).toBeNull();
    expect(retentionCutoff(2, 1_000_000)).toBe(1_000_000 - 2 * DAY);
  });

  it('the retention run deletes in batches and yields between them', async () => {
    const now = Math.floor(Date.now() / 1000);
    const rows = Array.from({ length: 25 }, (_, index) => ({ user_id: world.userId, created_at: now - 10 * DAY + index, type: LogType.Consume }));
    for (const row of rows) await insertLog(getDb(), row);
    await world.harness.request('/api/option/', { method: 'PUT', session: root, body: { key: 'LogRetentionDays', value: '7' } });
    let pauses = 0;
    const deleted = await runLogRetention(
      { db: getDb(), options: createOptionStore(getDb()), nowSeconds: () => now },
      { batchSize: 10, pause: async () => void (pauses += 1) },
    );
    expect(deleted).toBe(25);
    expect(pauses).toBe(2);
    expect(
      await getDb()
        .selectFrom('logs')
        .select('id')
        .where('created_at', '<', now - 7 * DAY)
        .execute(),
    ).toHaveLength(0);
  });
});
