import { beforeEach, expect, it } from 'vitest';
import { insertChannel, insertToken, listQuotaData, upsertOptions } from '@gateway/db';
import {
  awayUntil,
  clearAllTables,
  connectionLost,
  describeEachDialect,
  dialectNameOf,
  droppingAtCommit,
  passThrough,
  refusingTransactions,
} from '@gateway/db/testing';
import { LogType } from '@gateway/domain';
import type { Logger, Platform, ShutdownHook } from '../src/index.ts';
import { createGatewayServices } from '../src/services/gateway-services.ts';
import { BATCH_ATTEMPTS, BATCH_ID_WINDOW_SECONDS, createUsageLog, scheduleBatchIdPrune, type UsageLogEntry } from '../src/services/usage-log/index.ts';
import { createBatchWriter } from '../src/services/usage-log/batch-writer.ts';
import { prepareEntry } from '../src/services/usage-log/usage-log-entry.ts';
import { seedUser } from './support/harness.ts';

const HOUR = 3600;

const BASE_HOUR = 1_800_003_600; // a whole hour, so bucket edges are easy to state

describeEachDialect('usage-log writer', (getDb, dialect) => {
  let userId: number;
  let otherUserId: number;
  let tokenId: number;
  let channelId: number;
  let errors: string[];
  const logger: Logger = { info: () => {}, warn: () => {}, error: (message, fields) => errors.push(`${message} ${JSON.stringify(fields ?? {})}`) };

  beforeEach(async () => {
    await clearAllTables(getDb());
    errors = [];
    userId = (await seedUser(getDb(), { username: 'alice' })).id;
    otherUserId = (await seedUser(getDb(), { username: 'bob' })).id;
    tokenId = await insertToken(getDb(), { user_id: userId, key: 'usage-log-token-key-0123456789abcdef', name: 'main' });
    channelId = await insertChannel(getDb(), { name: 'c1', type: 1, key: 'sk-x', models: 'gpt-4o', group: 'default' });
  });

  function consume(index: number, overrides: Partial<UsageLogEntry> = {}): UsageLogEntry {
    return {
      user_id: userId,
      username: 'alice',
      created_at: BASE_HOUR + index,
      type: LogType.Consume,
      model_name: 'gpt-4o',
      token_name: 'main',
      token_id: tokenId,
      channel_id: channelId,
      quota: 10 + index,
      prompt_tokens: 3,
      completion_tokens: 4,
      is_stream: index % 2 === 0,
      other: { model_ratio: 2.5, admin_info: { use_channel: [channelId] } },
      usedQuotaDelta: 10 + index,
      ...overrides,
    };
  }

  const counters = async () => ({
    user: await getDb().selectFrom('users').select(['used_quota', 'request_count', 'quota']).where('id', '=', userId).executeTakeFirstOrThrow(),
    token: await getDb().selectFrom('tokens').select(['used_quota', 'remain_quota']).where('id', '=', tokenId).executeTakeFirstOrThrow(),
    channel: await getDb().selectFrom('channels').select('used_quota').where('id', '=', channelId).executeTakeFirstOrThrow(),
  });

  it('API-LOG: 450 records become 450 rows in batches of ≤ 200; counters equal the sums; quota_data per hour', async () => {
    const writer = createUsageLog({ db: getDb(), logger, logConsumeEnabled: () => true });
    const before = await counters();
    let expectedQuota = 0;
    for (let index = 0; index < 450; index++) {
      // Two hour buckets: the last 50 fall into the next hour.
      const entry = consume(index, index >= 400 ? { created_at: BASE_HOUR + HOUR + index } : {});
      expectedQuota += entry.usedQuotaDelta!;
      writer.record(entry);
    }
    await writer.flush();
    expect(errors).toEqual([]);
    const rows = await getDb().selectFrom('logs').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(450);
    expect(rows.map((row) => Number(row.quota)).reduce((sum, quota) => sum + quota, 0)).toBe(expectedQuota);
    expect(JSON.parse(rows[0]!.other)).toEqual({ model_ratio: 2.5, admin_info: { use_channel: [channelId] } });
    expect(rows[0]!.is_stream).toBeTruthy();
    expect(rows[1]!.is_stream).toBeFalsy();
    const after = await counters();
    expect(Number(after.user.used_quota) - Number(before.user.used_quota)).toBe(expectedQuota);
    expect(Number(after.user.request_count) - Number(before.user.request_count)).toBe(450);
    expect(Number(after.token.used_quota) - Number(before.token.used_quota)).toBe(expectedQuota);
    expect(Number(after.channel.used_quota) - Number(before.channel.used_quota)).toBe(expectedQuota);
    // Quota itself belongs to billing: untouched here.
    expect(Number(after.user.quota)).toBe(Number(before.user.quota));
    expect(Number(after.token.remain_quota)).toBe(Number(before.token.remain_quota));

    const buckets = (await listQuotaData(getDb(), { userId })).map((row) => ({
      created_at: Number(row.created_at),
      count: Number(row.count),
      quota: Number(row.quota),
      token_used: Number(row.token_used),
      model_name: row.model_name,
      username: row.username,
    }));
    const firstHourQuota = Array.from({ length: 400 }, (_, index) => 10 + index).reduce((sum, quota) => sum + quota, 0);
    expect(buckets).toEqual([
      { created_at: BASE_HOUR, count: 400, quota: firstHourQuota, token_used: 400 * 7, model_name: 'gpt-4o', username: 'alice' },
      { created_at: BASE_HOUR + HOUR, count: 50, quota: expectedQuota - firstHourQuota, token_used: 50 * 7, model_name: 'gpt-4o', username: 'alice' },
    ]);
  });

  it('quota_data accumulates across batches into the same hour row', async () => {
    const writer = createUsageLog({ db: getDb(), logger, logConsumeEnabled: () => true });
    writer.record(consume(1));
    await writer.flush();
    writer.record(consume(2));
    writer.record(consume(3, { user_id: otherUserId, username: 'bob', token_id: 0 }));
    await writer.flush();
    const rows = await listQuotaData(getDb());
    expect(rows.map((row) => [row.username, Number(row.count), Number(row.quota)]).sort()).toEqual([
      ['alice', 2, 23],
      ['bob', 1, 13],
    ]);
  });

  it('a timer writes a batch without an explicit flush', async () => {
    const writer = createUsageLog({ db: getDb(), logger, logConsumeEnabled: () => true, maxDelayMs: 5 });
    writer.record(consume(1));
    await expect.poll(async () => (await getDb().selectFrom('logs').select('id').execute()).length, { timeout: 5000 }).toBe(1);
  });

  it('LogConsumeEnabled=false skips consume rows but applies their counters; other types are still logged', async () => {
    const writer = createUsageLog({ db: getDb(), logger, logConsumeEnabled: () => false });
    writer.record(consume(0, { usedQuotaDelta: 40, quota: 40 }));
    writer.record({ user_id: userId, created_at: BASE_HOUR, type: LogType.Error, content: 'upstream failed', other: { status_code: 503 } });
    await writer.flush();
    const rows = await getDb().selectFrom('logs').selectAll().execute();
    expect(rows.map((row) => row.type)).toEqual([LogType.Error]);
    expect(Number((await counters()).user.used_quota)).toBe(40);
    expect(Number((await counters()).channel.used_quota)).toBe(40);
  });

  it('a malformed entry is refused alone (record never throws) and the rest is written', async () => {
    const writer = createUsageLog({ db: getDb(), logger, logConsumeEnabled: () => true });
    expect(() => writer.record(consume(0, { quota: 1.5 }))).not.toThrow();
    writer.record(consume(1));
    await writer.flush();
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(1);
    expect(errors.join('\n')).toContain('usage log entry refused');
  });

  it('a batch that fails on every attempt is logged and does not stop later batches', async () => {
    const writer = createUsageLog({
      db: refusingTransactions(getDb(), BATCH_ATTEMPTS, () => new Error('database unavailable')),
      logger,
      logConsumeEnabled: () => true,
    });
    writer.record(consume(1));
    await writer.flush();
    writer.record(consume(2));
    await writer.flush();
    expect(errors.join('\n')).toContain('usage log batch lost after retry');
    const rows = await getDb().selectFrom('logs').selectAll().execute();
    expect(rows.map((row) => Number(row.quota))).toEqual([12]);
  });

  it('a batch that fails on every attempt is written entry by entry, so one refused entry never costs its neighbours their settlement', async () => {
    const before = await counters();
    const writer = createUsageLog({
      db: refusingTransactions(getDb(), BATCH_ATTEMPTS, () => new Error('one entry poisons the batch')),
      logger,
      logConsumeEnabled: () => true,
    });
    for (const index of [1, 2, 3]) writer.record(consume(index));
    await writer.flush();
    expect(errors).toEqual([]);
    const rows = await getDb().selectFrom('logs').select('quota').orderBy('id').execute();
    expect(rows.map((row) => Number(row.quota))).toEqual([11, 12, 13]);
    expect(Number((await counters()).user.used_quota) - Number(before.user.used_quota)).toBe(36);
  });

  it('ADR 0050: the connection drops after COMMIT; the batch is not written a second time', async () => {
    const before = await counters();
    const writer = createUsageLog({ db: droppingAtCommit(getDb(), { committed: true }), logger, logConsumeEnabled: () => true });
    for (const index of [1, 2]) writer.record(consume(index, { settlement: { quotaReturn: 5, tokenRemainReturn: 5 } }));
    await writer.flush();
    expect(errors).toEqual([]);
    expect((await getDb().selectFrom('logs').select('quota').orderBy('id').execute()).map((row) => Number(row.quota))).toEqual([11, 12]);
    const after = await counters();
    expect(Number(after.user.used_quota) - Number(before.user.used_quota)).toBe(23);
    expect(Number(after.user.quota) - Number(before.user.quota)).toBe(10);
    expect(Number(after.user.request_count) - Number(before.user.request_count)).toBe(2);
  });

  it('ADR 0050: after a dropped COMMIT whose outcome cannot be read, the next attempt under the same id settles it: written once', async () => {
    const writer = createUsageLog({ db: droppingAtCommit(getDb(), { committed: true, unreadable: 1 }), logger, logConsumeEnabled: () => true });
    for (const index of [1, 2]) writer.record(consume(index));
    await writer.flush();
    expect(errors).toEqual([]);
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(2);
  });

  it('ADR 0050: a batch whose outcome stays unknown up to shutdown is reported with its id, never split or sent under another id', async () => {
    const writer = createUsageLog({ db: droppingAtCommit(getDb(), { committed: true, unreadable: 1_000 }), logger, logConsumeEnabled: () => true });
    for (const index of [1, 2]) writer.record(consume(index));
    await writer.flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('usage log batch outcome unknown');
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(2);
    const ids = await getDb().selectFrom('edge_applied_messages').select('id').execute();
    expect(ids).toHaveLength(1);
    expect(errors[0]).toContain(ids[0]!.id);
  });

  it('ADR 0050: while the database is away a batch is held, and written once when it is back, without a flush', async () => {
    let back = false;
    const warnings: string[] = [];
    const watching: Logger = { ...logger, warn: (message) => warnings.push(message) };
    const before = await counters();
    const writer = createUsageLog({
      db: awayUntil(getDb(), () => back),
      logger: watching,
      logConsumeEnabled: () => true,
      heldBatchRetry: { firstDelayMs: 20, forMs: 600_000 },
    });
    for (const index of [1, 2]) writer.record(consume(index, { settlement: { quotaReturn: 5, tokenRemainReturn: 5 } }));
    await expect.poll(() => warnings).toContain('usage log batch outcome unknown; retried under its id');
    back = true;
    await expect.poll(async () => (await getDb().selectFrom('logs').select('id').execute()).length).toBe(2);
    const after = await counters();
    expect(Number(after.user.used_quota) - Number(before.user.used_quota)).toBe(23);
    expect(Number(after.user.quota) - Number(before.user.quota)).toBe(10);
    expect(errors).toEqual([]);
    // Nothing more comes: the held batch was settled once.
    await writer.flush();
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(2);
    expect(Number((await counters()).user.request_count) - Number(before.user.request_count)).toBe(2);
  });

  it('ADR 0050: a batch held for longer than its retry window is reported, not kept for ever', async () => {
    const writer = createUsageLog({
      db: awayUntil(getDb(), () => false),
      logger,
      logConsumeEnabled: () => true,
      heldBatchRetry: { firstDelayMs: 10, forMs: 0 },
    });
    writer.record(consume(1));
    await expect.poll(() => errors.join('\n')).toContain('usage log batch outcome unknown');
    expect(errors).toHaveLength(1);
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(0);
  });

  it('ADR 0050: at shutdown a held batch that surely did not land is split, and an entry held by that split is settled too', async () => {
    // Scripted outcomes, in call order; after the script every transaction and read is the database's own.
    const transactions = ['lost', 'lost', 'lost', 'refused', 'lost'];
    const reads = ['lost', 'lost', 'lost', 'ok', 'lost'];
    const db = getDb();
    const scripted = new Proxy(db, {
      get(target, property) {
        if (property === 'transaction' && transactions.length > 0) {
          const outcome = transactions.shift();
          return () => ({ execute: () => Promise.reject(outcome === 'lost' ? connectionLost() : new Error('refused')) });
        }
        if (property === 'selectFrom' && reads.length > 0 && reads.shift() === 'lost')
          return () => {
            throw connectionLost();
          };
        return passThrough(target, property);
      },
    });
    const writer = createUsageLog({ db: scripted, logger, logConsumeEnabled: () => true, heldBatchRetry: { firstDelayMs: 600_000, forMs: 600_000 } });
    for (const index of [1, 2]) writer.record(consume(index));
    await writer.flush();
    expect(transactions).toEqual([]);
    expect(errors).toEqual([]);
    expect((await getDb().selectFrom('logs').select('quota').orderBy('id').execute()).map((row) => Number(row.quota))).toEqual([12, 11]);
  });

  it('ADR 0050: each held batch keeps its own backoff: a retry round tries only the batches that are due', async () => {
    let clock = 0;
    let attempts = 0;
    const away = awayUntil(getDb(), () => false);
    const counting = new Proxy(away, {
      get(target, property) {
        if (property === 'transaction') attempts++;
        return passThrough(target, property);
      },
    });
    const writer = createBatchWriter({ db: counting, logger, retry: { firstDelayMs: 1_000, forMs: 1_000_000 }, now: () => clock });
    await writer.write([prepareEntry(consume(1), true, true)]);
    expect(writer.nextRetryMs()).toBe(1_000);
    clock = 1_000;
    await writer.retryHeld(false);
    // The first batch failed again: its next try is 2 s away (due at 3 s). A second batch is held now, due at 2 s.
    await writer.write([prepareEntry(consume(2), true, true)]);
    expect(writer.nextRetryMs()).toBe(1_000);
    const before = attempts;
    clock = 2_000;
    await writer.retryHeld(false);
    expect(attempts - before).toBe(1);
    expect(writer.nextRetryMs()).toBe(1_000);
    expect(errors).toEqual([]);
  });

  it('token counts beyond the 32-bit log columns are kept at the column limit instead of failing the batch (fuzz finding)', async () => {
    const writer = createUsageLog({ db: getDb(), logger, logConsumeEnabled: () => true });
    writer.record(consume(1, { prompt_tokens: 2 ** 40, completion_tokens: 2 ** 33, use_time: 2 ** 32 }));
    writer.record(consume(2));
    await writer.flush();
    expect(errors).toEqual([]);
    const rows = await getDb().selectFrom('logs').select(['prompt_tokens', 'completion_tokens', 'use_time', 'quota']).orderBy('id').execute();
    expect(rows.map((row) => [Number(row.prompt_tokens), Number(row.completion_tokens), Number(row.use_time), Number(row.quota)])).toEqual([
      [2_147_483_647, 2_147_483_647, 2_147_483_647, 11],
      [3, 4, 0, 12],
    ]);
  });

  it('a batch that fails once is retried and written', async () => {
    const writer = createUsageLog({ db: refusingTransactions(getDb(), 1, () => new Error('busy')), logger, logConsumeEnabled: () => true });
    writer.record(consume(1));
    await writer.flush();
    expect(errors).toEqual([]);
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(1);
  });

  it('ADR 0050: each batch records its id; the hourly job removes the ids older than a day, on one instance', async () => {
    const writer = createUsageLog({ db: getDb(), logger, logConsumeEnabled: () => true });
    writer.record(consume(1));
    await writer.flush();
    const [written] = await getDb().selectFrom('edge_applied_messages').select(['id', 'applied_at']).execute();
    expect(written?.id).toMatch(/^[0-9a-f-]{36}$/);
    const now = Number(written!.applied_at) + BATCH_ID_WINDOW_SECONDS + 1;
    await getDb()
      .insertInto('edge_applied_messages')
      .values({ id: 'recent', applied_at: now - 60 })
      .execute();
    const timers: Array<() => Promise<unknown>> = [];
    for (let instance = 0; instance < 2; instance++) {
      scheduleBatchIdPrune(
        { db: getDb(), clock: { now: () => now * 1000 }, logger, every: (_interval, task) => void timers.push(task) },
        { db: getDb(), nowSeconds: () => now },
      );
    }
    await Promise.all(timers.map((task) => task()));
    expect((await getDb().selectFrom('edge_applied_messages').select('id').execute()).map((row) => row.id)).toEqual(['recent']);
  });

  it('ADR 0052: flushes that come while a batch is written join one next batch instead of one batch each', async () => {
    // The first transaction waits until the test opens the gate, so later entries come while it is written.
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    let gated = false;
    const slowFirst = new Proxy(getDb(), {
      get(target, property) {
        if (property !== 'transaction' || gated) return passThrough(target, property);
        gated = true;
        const real = target.transaction();
        return () => ({ execute: async (work: Parameters<typeof real.execute>[0]) => (firstStarted(), await gate, real.execute(work)) });
      },
    });
    const writer = createUsageLog({ db: slowFirst, logger, logConsumeEnabled: () => true });
    writer.record(consume(0));
    const first = writer.flush();
    await started;
    // As on Workers, where every answer flushes when it ends: five answers end while the first batch is written.
    const later = Array.from({ length: 5 }, (_, index) => {
      writer.record(consume(index + 1));
      return writer.flush();
    });
    openGate();
    await Promise.all([first, ...later]);
    expect(errors).toEqual([]);
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(6);
    expect(Number((await counters()).user.request_count)).toBe(6);
    // One transaction for the first entry, one for the five that came during it.
    expect(await getDb().selectFrom('edge_applied_messages').select('id').execute()).toHaveLength(2);
  });

  it('the platform shutdown hook flushes everything recorded (nothing lost on SIGTERM)', async () => {
    await upsertOptions(getDb(), { LogConsumeEnabled: 'true' });
    const hooks: ShutdownHook[] = [];
    const platform: Platform = {
      db: getDb(),
      dialect: dialectNameOf(dialect),
      config: {
        sessionSecret: 'usage-log-test-secret',
        version: 'v',
        startTime: 0,
        secureCookies: false,
        rateLimits: { globalApi: { enabled: false, limit: 1, windowSeconds: 1 }, critical: { enabled: false, limit: 1, windowSeconds: 1 } },
        bcryptCost: 4,
      },
      clock: { now: () => Date.now() },
      rateLimiter: { hit: async () => ({ allowed: true, remaining: 1, resetSeconds: 0 }) } as unknown as Platform['rateLimiter'],
      logger,
      fetch: (() => Promise.reject(new Error('no fetch'))) as typeof fetch,
      waitUntil: () => {},
      clientIp: () => '192.0.2.1',
      onShutdown: (hook) => hooks.push(hook),
    };
    const services = createGatewayServices(platform);
    for (let index = 0; index < 120; index++) services.usageLog.record(consume(index));
    expect(hooks.length).toBeGreaterThan(0);
    for (const hook of hooks) await hook();
    expect(await getDb().selectFrom('logs').select('id').execute()).toHaveLength(120);
    expect(Number((await counters()).user.request_count)).toBe(120);
  });
});
