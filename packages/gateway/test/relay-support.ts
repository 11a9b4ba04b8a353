import { clearAllTables, type TestDialect } from '@gateway/db/testing';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { insertChannel, insertToken, syncChannelAbilities, upsertOptions, type DatabaseHandle, type NewChannel } from '@gateway/db';
import { LogType } from '@gateway/domain';
import { createHarness, seedUser, type Harness, type HarnessOptions } from './support/harness.ts';
import { answerMediaRequest } from './relay-media-support.ts';
import { responsesAnswer, responsesFollowUpAnswer } from './responses-upstream-support.ts';

type Db = DatabaseHandle['db'];

/** Prices every relay test uses: ratio 1 for gpt-4o-mini (its completion ratio 4 is new-api's built-in one), $0.002 per call for gpt-4o. */
export const RELAY_PRICES = {
  ModelRatio: JSON.stringify({ 'gpt-4o-mini': 1, 'text-embedding-3-small': 1, 'text-moderation-stable': 1, 'rerank-1': 1 }),
  // The built-in table knows gpt-4o-mini (4) and wins over this option, as in new-api (reference §3.5).
  CompletionRatio: JSON.stringify({ 'gpt-4o-mini': 4 }),
  ModelPrice: JSON.stringify({ 'gpt-4o': 0.002 }),
  GroupRatio: JSON.stringify({ default: 1, vip: 2 }),
};

/** Mock usage of "Hello from gpt-4o-mini": 5 prompt + 3 completion tokens → (5 + 3 × 4) × 1 × 1. */
export const MINI_COST = 17;
/** 0.002 USD × 500 000 quota per USD. */
export const PER_CALL_COST = 1000;

/**
/** A test-controlled upstream: base URLs whose path starts with /scripted/ are answered by `scriptedUpstream.answer`. */
export const scriptedUpstream: { answer: ((init: RequestInit | undefined) => Response) | null } = { answer: null };

/** One request the fake upstream received. */
export interface RecordedUpstreamRequest {
  path: string;
  authorization: string | null;
  body: unknown;
  /** The HTTP method, where the test needs it (the Responses API follow-ups). */
  method?: string;
  /** Every header, lower-case names (recorded by the foreign origin, which checks that no credential arrived). */
  headers?: Record<string, string>;
}

/**
 * An OpenAI-compatible upstream behind the platform's fetch (gateway tests never open sockets; the
 * real-socket mock upstream of tests/fixtures is exercised by tests/contract). Same answers as that
 * mock: "Hello from <model>", usage 5 prompt tokens + one completion token per word.
 */
export interface FakeUpstream {
  url: string;
  requests: RecordedUpstreamRequest[];
  stop(): Promise<void>;
}

export function mockReply(model: string): string {
  return `Hello from ${model}`;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function chatAnswer(body: Record<string, unknown>): Response {
  const model = typeof body.model === 'string' ? body.model : 'unknown';
  const content = mockReply(model);
  const words = content.split(' ');
  const usage = { prompt_tokens: 5, completion_tokens: words.length, total_tokens: 5 + words.length };
  const base = { id: 'chatcmpl-fake', created: 1_700_000_000, model };
  if (body.stream !== true) {
    return json(200, { ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage });
  }
  const events = words.map((word, index) => ({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: index === 0 ? word : ` ${word}` }, finish_reason: null }] }));
  const last: Record<string, unknown> = { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] };
  if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) last.usage = usage;
  const text = [...events, last].map((event) => `data: ${JSON.stringify(event)}\n\n`).join('') + 'data: [DONE]\n\n';
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** The fake upstream's base URL: an IP literal the egress guard allows for admin-configured channels. */
const FAKE_UPSTREAM_URL = 'http://127.0.0.1:9';
const fakeRequests: RecordedUpstreamRequest[] = [];

/**
 * Another origin (another port) that records every request it receives and answers a chat completion
 * of its own: the fake upstream's paths /redirect-<status>/away/<path> redirect there, and
 * /redirect-<status>/here/<path> redirect to <path> on the same origin (issue 9 item 1).
 */
export const FOREIGN_ORIGIN = 'http://127.0.0.1:10';
export const foreignRequests: RecordedUpstreamRequest[] = [];

function redirectOrForeign(url: URL, init: RequestInit | undefined): Response | undefined {
  const redirect = /^\/redirect-(\d{3})\/(away|here)(\/.*)$/.exec(url.pathname);
  if (redirect !== null && url.origin === FAKE_UPSTREAM_URL) {
    const location = `${redirect[2] === 'away' ? FOREIGN_ORIGIN : ''}${redirect[3]}${url.search}`;
    return new Response(null, { status: Number(redirect[1]), headers: { location } });
  }
  if (url.origin !== FOREIGN_ORIGIN) return undefined;
  const headers = Object.fromEntries(new Headers(init?.headers));
  foreignRequests.push({ path: url.pathname + url.search, authorization: headers.authorization ?? null, body: init?.body, headers });
  return json(200, { id: 'chatcmpl-foreign', object: 'chat.completion', created: 1, model: 'foreign', choices: [{ index: 0, message: { role: 'assistant', content: 'the foreign answer' }, finish_reason: 'stop' }] });
}

export async function startUpstream(): Promise<FakeUpstream> {
  fakeRequests.length = 0;
  foreignRequests.length = 0;
  return { url: FAKE_UPSTREAM_URL, requests: fakeRequests, stop: async () => {} };
}

/**
 * Outbound fetch of the test platform: the fake upstream; base URLs whose path starts with
 * /fail-<status> answer that status (an upstream failing on demand); /scripted/ is the test's own.
 */
export const relayTestFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  if (url.pathname.startsWith('/scripted/') && scriptedUpstream.answer !== null) return scriptedUpstream.answer(init);
  const redirected = redirectOrForeign(url, init);
  if (redirected !== undefined) return redirected;
  const failing = /^\/fail-(\d{3})\//.exec(url.pathname);
  if (failing) return json(Number(failing[1]), { error: { message: `injected ${failing[1]}`, type: 'server_error', code: null } });
  if (url.origin !== FAKE_UPSTREAM_URL) throw new Error(`unexpected outbound fetch in a test: ${url.href}`);
  const media = await answerMediaRequest(url.pathname, init, fakeRequests);
  if (media !== undefined) return media;
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  fakeRequests.push({ path: url.pathname, authorization: new Headers(init?.headers).get('authorization'), body, method: init?.method ?? 'GET' });
  const followUp = responsesFollowUpAnswer(url.pathname, init?.method ?? 'GET');
  if (followUp !== undefined) return followUp;
  if (url.pathname === '/v1/chat/completions') return chatAnswer(body);
  if (url.pathname === '/v1/responses') return responsesAnswer(body);
  if (url.pathname === '/v1/completions') {
    const text = mockReply(String(body.model));
    return json(200, { id: 'cmpl-fake', object: 'text_completion', created: 1_700_000_000, model: body.model, choices: [{ index: 0, text, finish_reason: 'stop' }], usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 } });
  }
  if (url.pathname === '/v1/moderations') {
    return json(200, { id: 'modr-fake', model: body.model, results: [{ flagged: false, categories: {}, category_scores: {} }], usage: { prompt_tokens: 4, completion_tokens: 0, total_tokens: 4 } });
  }
  if (url.pathname === '/v1/rerank') {
    return json(200, { results: [{ index: 0, relevance_score: 0.9 }], usage: { prompt_tokens: 6, total_tokens: 6 } });
  }
  if (url.pathname === '/v1/embeddings') {
    return json(200, { object: 'list', data: [{ object: 'embedding', index: 0, embedding: [0.1, 0.2, 0.3] }], model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } });
  }
  return json(404, { error: { message: `fake upstream: no route ${url.pathname}`, type: 'invalid_request_error' } });
};

export interface RelayWorld {
  harness: Harness;
  upstream: FakeUpstream;
  userId: number;
  tokenId: number;
  /** `Bearer sk-…` of the user's token. */
  authorization: string;
}

/** Options, a user with `quota`, a limited token with `tokenQuota`; channels are added by the test. */
export async function buildWorld(
  db: Db,
  dialect: TestDialect,
  upstream: FakeUpstream,
  quota: number,
  tokenQuota: number,
  options: Record<string, string> = {},
  harnessOptions: HarnessOptions = {},
): Promise<RelayWorld> {
  await upsertOptions(db, { ...RELAY_PRICES, ...options });
  const harness = createHarness(db, dialect, { fetch: relayTestFetch, ...harnessOptions });
  const userId = (await seedUser(db, { username: 'relay-user', quota })).id;
  const key = `relay${'k'.repeat(43)}`;
  const tokenId = await insertToken(db, { user_id: userId, key, name: 'relay-token', unlimited_quota: false, remain_quota: tokenQuota });
  return { harness, upstream, userId, tokenId, authorization: `Bearer sk-${key}` };
}

/** Inserts an enabled OpenAI channel (type 1) with its abilities. */
export async function addChannel(db: Db, values: Partial<NewChannel> & { base_url: string }): Promise<number> {
  const id = await insertChannel(db, { type: 1, key: 'sk-upstream', name: 'mock', models: 'gpt-4o-mini,gpt-4o,text-embedding-3-small,text-moderation-stable,rerank-1', group: 'default', status: 1, ...values });
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
    const row = await db.selectFrom('logs').select((eb) => eb.fn.countAll<number>().as('total')).where('user_id', '=', world.userId).executeTakeFirstOrThrow();
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

/** The balances most relay suites start from: the user's quota and its token's. */
export const STARTING_BALANCES = { quota: 1_000_000, tokenQuota: 500_000 } as const;

/**
 * The hooks a relay suite on the fake upstream shares: the upstream started once, and before each test a
 * cleared database, no recorded upstream calls and a fresh world with `balances`, handed to `use`.
 */
export function freshWorldEachTest(
  getDb: () => Db,
  dialect: TestDialect,
  use: (fresh: { upstream: FakeUpstream; world: RelayWorld }) => void,
  balances: { quota: number; tokenQuota: number } = STARTING_BALANCES,
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
    use({ upstream, world: await buildWorld(getDb(), dialect, upstream, balances.quota, balances.tokenQuota) });
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
