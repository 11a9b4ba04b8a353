import { beforeEach, expect, it } from 'vitest';
import { addQuotaData, insertToken } from '@gateway/db';
import { LogType } from '@gateway/domain';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, freshWorldEachTest, relay, type FakeUpstream, type RelayWorld } from './relay-support.ts';
import { envelopeOf, login, seedUser, setUpRoot, type Session } from './support/harness.ts';

interface DataRow {
  id: number;
  user_id: number;
  username: string;
  model_name: string;
  created_at: number;
  token_used: number;
  count: number;
  quota: number;
}

type Sums = Record<string, { count: number; quota: number; token_used: number }>;

function sumByKey(rows: ReadonlyArray<{ key: string; count: number; quota: number; token_used: number }>): Sums {
  const sums: Sums = {};
  for (const row of rows) {
    const sum = (sums[row.key] ??= { count: 0, quota: 0, token_used: 0 });
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

describeEachDialect('data dashboard: /api/data from the quota_data rollups', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let root: Session;
  let other: { id: number; authorization: string };

  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh), { quota: 10_000_000, tokenQuota: 5_000_000 });
  beforeEach(async () => {
    root = await setUpRoot(world.harness);
    await addChannel(getDb(), { base_url: upstream.url });
    const user = await seedUser(getDb(), { username: 'second-user', quota: 10_000_000 });
    const key = `second${'k'.repeat(42)}`;
    await insertToken(getDb(), { user_id: user.id, key, name: 'second-token', unlimited_quota: true, remain_quota: 0 });
    other = { id: user.id, authorization: `Bearer sk-${key}` };
  });

  /** Mixed traffic of two users: token-priced and per-call models, streamed and not. */
  async function relayMixedTraffic(): Promise<void> {
    const calls: Array<[string, unknown]> = [
      [world.authorization, chat('gpt-4o-mini')],
      [world.authorization, chat('gpt-4o-mini', true)],
      [world.authorization, chat('gpt-4o')],
      [other.authorization, chat('gpt-4o-mini')],
      [other.authorization, chat('gpt-4o', true)],
      [other.authorization, chat('gpt-4o')],
    ];
    for (const [authorization, body] of calls) {
      const response = await world.harness.request('/v1/chat/completions', { body, headers: { Authorization: authorization }, userId: null });
      expect(response.status).toBe(200);
      await response.text();
    }
    expect((await relay(world, '/v1/chat/completions', chat('no-such-model'))).status).toBeGreaterThanOrEqual(400);
    await world.harness.settle();
  }

  async function consumeLogSums(key: (row: { model_name: string; user_id: number }) => string, userId?: number): Promise<Sums> {
    let query = getDb().selectFrom('logs').selectAll().where('type', '=', LogType.Consume);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    const logs = await query.execute();
    expect(logs.length).toBeGreaterThan(0);
    return sumByKey(
      logs.map((row) => ({
        key: key({ model_name: row.model_name, user_id: Number(row.user_id) }),
        count: 1,
        quota: Number(row.quota),
        token_used: Number(row.prompt_tokens) + Number(row.completion_tokens),
      })),
    );
  }

  function range(): Record<string, string> {
    const now = Math.floor(Date.now() / 1000);
    return { start_timestamp: String(now - 2 * 3600), end_timestamp: String(now + 60) };
  }

  it('LOG-053/LOG-054: admin sums per model equal the consume usage-log sums, in new-api row shape', async () => {
    await relayMixedTraffic();
    const response = await world.harness.request(`/api/data/?${new URLSearchParams({ ...range(), granularity: 'day' })}`, { session: root });
    expect(response.status).toBe(200);
    const rows = (await envelopeOf<DataRow[]>(response)).data!;
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'created_at', 'id', 'model_name', 'quota', 'token_used', 'user_id', 'username']);
    expect(sumByKey(rows.map((row) => ({ ...row, key: row.model_name })))).toEqual(await consumeLogSums((row) => row.model_name));
    expect(new Set(rows.map((row) => `${row.model_name}@${row.created_at}`)).size).toBe(rows.length);
  });

  it('ADR 0046: the cross-user rollup equals the per-user rows summed, after mixed traffic over several batches', async () => {
    await relayMixedTraffic();
    await relayMixedTraffic();
    const perUser = await getDb().selectFrom('quota_data').selectAll().execute();
    const expected = sumByKey(
      perUser.map((row) => ({
        key: `${row.created_at}:${row.model_name}`,
        count: Number(row.count),
        quota: Number(row.quota),
        token_used: Number(row.token_used),
      })),
    );
    const rollup = await getDb().selectFrom('quota_data_models').selectAll().execute();
    expect(rollup.length).toBeGreaterThan(0);
    expect(
      sumByKey(
        rollup.map((row) => ({
          key: `${row.created_at}:${row.model_name}`,
          count: Number(row.count),
          quota: Number(row.quota),
          token_used: Number(row.token_used),
        })),
      ),
    ).toEqual(expected);
    const grouped = (
      await envelopeOf<DataRow[]>(await world.harness.request(`/api/data/?${new URLSearchParams({ ...range(), group_by: 'user' })}`, { session: root }))
    ).data!;
    const all = (await envelopeOf<DataRow[]>(await world.harness.request(`/api/data/?${new URLSearchParams(range())}`, { session: root }))).data!;
    const byModelHour = (rows: DataRow[]) => sumByKey(rows.map((row) => ({ ...row, key: `${row.created_at}:${row.model_name}` })));
    expect(byModelHour(all)).toEqual(byModelHour(grouped));
  });

  it('admin group_by=user and the username filter keep the sums per user', async () => {
    await relayMixedTraffic();
    const perUser = await world.harness.request(`/api/data/?${new URLSearchParams({ ...range(), group_by: 'user' })}`, { session: root });
    const rows = (await envelopeOf<DataRow[]>(perUser)).data!;
    expect(sumByKey(rows.map((row) => ({ ...row, key: `${row.user_id}:${row.model_name}` })))).toEqual(
      await consumeLogSums((row) => `${row.user_id}:${row.model_name}`),
    );

    const filtered = await world.harness.request(`/api/data/?${new URLSearchParams({ ...range(), username: 'second-user' })}`, { session: root });
    const secondRows = (await envelopeOf<DataRow[]>(filtered)).data!;
    expect(sumByKey(secondRows.map((row) => ({ ...row, key: row.model_name })))).toEqual(await consumeLogSums((row) => row.model_name, other.id));
  });

  it('the sums outlive the raw rows: DELETE /api/log removes the usage log, /api/data answers the same', async () => {
    await relayMixedTraffic();
    const ask = async () => (await envelopeOf<DataRow[]>(await world.harness.request(`/api/data/?${new URLSearchParams(range())}`, { session: root }))).data!;
    const before = await ask();
    expect(before.length).toBeGreaterThan(0);
    const removed = await world.harness.request(`/api/log/?target_timestamp=${Math.floor(Date.now() / 1000) + 120}`, { method: 'DELETE', session: root });
    expect(removed.status).toBe(200);
    expect(await getDb().selectFrom('logs').selectAll().where('type', '=', LogType.Consume).execute()).toHaveLength(0);
    expect(await ask()).toEqual(before);
  });

  it('self sees only its own rows, whatever username it asks for', async () => {
    await relayMixedTraffic();
    const session = await login(world.harness, 'relay-user', 'password-123');
    const response = await world.harness.request(`/api/data/self?${new URLSearchParams({ ...range(), username: 'second-user', granularity: 'week' })}`, {
      session,
    });
    expect(response.status).toBe(200);
    const rows = (await envelopeOf<DataRow[]>(response)).data!;
    expect(rows.every((row) => row.user_id === world.userId && row.username === 'relay-user')).toBe(true);
    expect(sumByKey(rows.map((row) => ({ ...row, key: row.model_name })))).toEqual(await consumeLogSums((row) => row.model_name, world.userId));
  });

  it('SET-021: hour, day and week buckets start at the hour, the UTC day and the Monday', async () => {
    const monday = Date.UTC(2026, 10, 23) / 1000;
    const hours = [monday - 3600, monday + 5 * 3600, monday + 30 * 3600, monday + 3 * 86_400];
    // addQuotaData writes the per-user row and the cross-user rollup the admin dashboard reads (ADR 0046).
    for (const created_at of hours)
      await addQuotaData(getDb(), { user_id: world.userId, username: 'relay-user', model_name: 'm', created_at, count: 1, quota: 10, token_used: 3 });
    const fetchBuckets = async (granularity: string) => {
      const query = new URLSearchParams({ start_timestamp: String(monday - 86_400), end_timestamp: String(monday + 6 * 86_400), granularity });
      const rows = (await envelopeOf<DataRow[]>(await world.harness.request(`/api/data/?${query}`, { session: root }))).data!;
      return rows.map((row) => [row.created_at - monday, row.count]);
    };
    expect(await fetchBuckets('hour')).toEqual(hours.map((hour) => [hour - monday, 1]));
    expect(await fetchBuckets('day')).toEqual([
      [-86_400, 1],
      [0, 1],
      [86_400, 1],
      [3 * 86_400, 1],
    ]);
    expect(await fetchBuckets('week')).toEqual([
      [-7 * 86_400, 1],
      [0, 3],
    ]);
    const option = await world.harness.request('/api/option/', { method: 'PUT', session: root, body: { key: 'DataExportDefaultTime', value: 'day' } });
    expect(option.status).toBe(200);
    expect(await fetchBuckets('')).toEqual([
      [-86_400, 1],
      [0, 1],
      [86_400, 1],
      [3 * 86_400, 1],
    ]);
  });

  it('SET-020: with DataExportEnabled off, consume rows are logged but no rollup is added', async () => {
    await world.harness.request('/api/option/', { method: 'PUT', session: root, body: { key: 'DataExportEnabled', value: 'false' } });
    await relayMixedTraffic();
    expect((await getDb().selectFrom('quota_data').selectAll().execute()).length).toBe(0);
    expect(Object.keys(await consumeLogSums((row) => row.model_name)).length).toBeGreaterThan(0);
  });

  it('a bad range, a span over a month, a bad granularity answer 400; users cannot read /api/data', async () => {
    const ask = (query: Record<string, string>) => world.harness.request(`/api/data/?${new URLSearchParams(query)}`, { session: root });
    const reversed = await ask({ start_timestamp: '2000', end_timestamp: '1000' });
    expect(reversed.status).toBe(400);
    expect((await envelopeOf(reversed)).message).toMatch(/end_timestamp must not be before start_timestamp/);
    const tooLong = await ask({ start_timestamp: '0', end_timestamp: String(31 * 86_400) });
    expect(tooLong.status).toBe(400);
    expect((await envelopeOf(tooLong)).message).toBe('The time span cannot exceed one month');
    expect((await ask({ granularity: 'month' })).status).toBe(400);
    expect((await ask({ start_timestamp: 'yesterday' })).status).toBe(400);
    const asUser = await world.harness.request('/api/data/', { session: await login(world.harness, 'relay-user', 'password-123') });
    expect(asUser.status).toBe(403);
  });
});
