import { clearAllTables, type TestDialect } from '@gateway/db/testing';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { insertChannel, insertToken, syncChannelAbilities, upsertOptions, type DatabaseHandle, type NewChannel } from '@gateway/db';
import { LogType } from '@gateway/domain';
import { createHarness, seedUser, type Harness, type HarnessOptions } from './support/harness.ts';
import { startUpstream, upstreamFetch as relayTestFetch, vendorRequests, type FakeUpstream } from '@gateway/test-upstream';

type Db = DatabaseHandle['db'];

/** Prices every relay test uses: ratio 1 for gpt-4o-mini (its completion ratio 4 is new-api's built-in one), $0.002 per call for gpt-4o. */
export const RELAY_PRICES = {
  ModelRatio: JSON.stringify({ 'gpt-4o-mini': 1, 'text-embedding-3-small': 1, 'text-moderation-stable': 1, 'rerank-1': 1 }),
  // The built-in table knows gpt-4o-mini (4) and wins over this option, as in new-api.
  CompletionRatio: JSON.stringify({ 'gpt-4o-mini': 4 }),
  ModelPrice: JSON.stringify({ 'gpt-4o': 0.002 }),
  GroupRatio: JSON.stringify({ default: 1, vip: 2 }),
};

/** Mock usage of "Hello from gpt-4o-mini": 5 prompt + 3 completion tokens → (5 + 3 × 4) × 1 × 1. */
export const MINI_COST = 17;
/** 0.002 USD × 500 000 quota per USD. */
export const PER_CALL_COST = 1000;

/**
 * The fake upstream (@gateway/test-upstream) behind the platform's fetch: gateway tests never open sockets.
 * "Hello from <model>", usage 5 prompt tokens + one completion token per word.
 */
export { FOREIGN_ORIGIN, foreignRequests, mockReply, scriptedUpstream, startUpstream, upstreamFetch as relayTestFetch } from '@gateway/test-upstream';
export type { FakeUpstream, RecordedUpstreamRequest } from '@gateway/test-upstream';

export interface RelayWorld {
  harness: Harness;
  upstream: FakeUpstream;
  userId: number;
  tokenId: number;
  /** `Bearer sk-…` of the user's token. */
  authorization: string;
}

/** The balances most relay suites start from: the user's quota and its token's. */
export const STARTING_BALANCES = { quota: 1_000_000, tokenQuota: 500_000 } as const;

/** How a world is made: the user's and its token's balances, option rows over RELAY_PRICES, the harness's options. */
export interface WorldSettings {
  /** The user's quota (STARTING_BALANCES by default). */
  quota?: number;
  /** The limited token's remain_quota (STARTING_BALANCES by default). */
  tokenQuota?: number;
  /** Option rows written over RELAY_PRICES before the gateway starts. */
  options?: Record<string, string>;
  /** The harness's options; its fetch is the fake upstream unless given. */
  harness?: HarnessOptions;
}

/** Options, a user with `quota`, a limited token with `tokenQuota`; channels are added by the test. */
export async function buildWorld(db: Db, dialect: TestDialect, settings: WorldSettings & { upstream: FakeUpstream }): Promise<RelayWorld> {
  const { upstream, quota = STARTING_BALANCES.quota, tokenQuota = STARTING_BALANCES.tokenQuota, options = {}, harness: harnessOptions = {} } = settings;
  await upsertOptions(db, { ...RELAY_PRICES, ...options });
  const harness = createHarness(db, dialect, { fetch: relayTestFetch, ...harnessOptions });
  const userId = (await seedUser(db, { username: 'relay-user', quota })).id;
  const key = `relay${'k'.repeat(43)}`;
  const tokenId = await insertToken(db, { user_id: userId, key, name: 'relay-token', unlimited_quota: false, remain_quota: tokenQuota });
  return { harness, upstream, userId, tokenId, authorization: `Bearer sk-${key}` };
}

/** Inserts an enabled OpenAI channel (type 1) with its abilities. */
export async function addChannel(db: Db, values: Partial<NewChannel> & { base_url: string }): Promise<number> {
  const id = await insertChannel(db, {
    type: 1,
    key: 'sk-upstream',
    name: 'mock',
    models: 'gpt-4o-mini,gpt-4o,text-embedding-3-small,text-moderation-stable,rerank-1',
    group: 'default',
    status: 1,
    ...values,
  });
  const row = await db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  await syncChannelAbilities(db, [{ ...row, id: Number(row.id) }]);
  return id;
}

/** Balances and counters the billing invariants compare. */
export async function balances(db: Db, world: RelayWorld) {
  const user = await db.selectFrom('users').select(['quota', 'used_quota', 'request_count']).where('id', '=', world.userId).executeTakeFirstOrThrow();
  const token = await db.selectFrom('tokens').select(['remain_quota', 'used_quota']).where('id', '=', world.tokenId).executeTakeFirstOrThrow();
  const logs = await db.selectFrom('logs').selectAll().where('user_id', '=', world.userId).orderBy('id').execute();
  const consumed = logs.filter((row) => Number(row.type) === LogType.Consume).reduce((sum, row) => sum + Number(row.quota), 0);
  return {
    quota: Number(user.quota),
    usedQuota: Number(user.used_quota),
    requestCount: Number(user.request_count),
    tokenRemain: Number(token.remain_quota),
    tokenUsed: Number(token.used_quota),
    logs,
    consumed,
  };
}

/** Waits until the batched usage log wrote `count` rows for the world's user. */
export async function waitForLogs(db: Db, world: RelayWorld, count: number): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    const row = await db
      .selectFrom('logs')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', world.userId)
      .executeTakeFirstOrThrow();
    if (Number(row.total) >= count) {
      // One more beat so the counters of the same batch are committed too (they share its transaction).
      await new Promise((resolve) => setTimeout(resolve, 20));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect.fail(`expected ${count} log rows`);
}

/** POSTs a relay request with the world's token. */
export function relay(world: RelayWorld, path: string, body: unknown): Promise<Response> {
  return world.harness.request(path, { body, headers: { Authorization: world.authorization }, userId: null });
}

/** What a fresh test starts with; `build` replaces the world by one made with other settings (tables cleared first). */
export interface FreshWorld {
  upstream: FakeUpstream;
  world: RelayWorld;
  build(settings: WorldSettings): Promise<RelayWorld>;
}

/**
 * The hooks every relay suite on the fake upstream shares: the upstream started once, and before each test a
 * cleared database, no recorded upstream calls (neither the OpenAI fake's nor the Anthropic and Gemini fakes')
 * and a fresh world made with `settings`, handed to `use`. A test whose options are its own calls `build`
 * (settings given as a function are read before each test).
 */
export function freshWorldEachTest(
  getDb: () => Db,
  dialect: TestDialect,
  use: (fresh: FreshWorld) => void,
  settings: WorldSettings | (() => WorldSettings) = {},
): void {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(async () => {
    await upstream.stop();
  });
  beforeEach(async () => {
    await clearAllTables(getDb());
    upstream.requests.length = 0;
    vendorRequests.length = 0;
    const build = async (chosen: WorldSettings) => {
      await clearAllTables(getDb());
      return buildWorld(getDb(), dialect, { upstream, ...chosen });
    };
    const world = await buildWorld(getDb(), dialect, { upstream, ...(typeof settings === 'function' ? settings() : settings) });
    use({ upstream, world, build });
  });
}

/**
 * Waits for `rows` log rows of the world's user and checks the billing invariant: Σ consume quota == Δ user
 * quota == Δ token quota since `start`. Answers the balances (their `logs` oldest first).
 */
export async function expectBilledRows(db: Db, world: RelayWorld, rows: number, start: { quota: number; tokenQuota: number } = STARTING_BALANCES) {
  await waitForLogs(db, world, rows);
  const after = await balances(db, world);
  expect(after.logs).toHaveLength(rows);
  expect(start.quota - after.quota).toBe(after.consumed);
  expect(start.tokenQuota - after.tokenRemain).toBe(after.consumed);
  return after;
}
