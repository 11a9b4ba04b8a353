import type { TestDialect } from '@gateway/db/testing';
import { insertToken, upsertOptions, type DatabaseHandle } from '@gateway/db';
import { createHarness, seedUser } from './support/harness.ts';
import { RELAY_PRICES, relayTestFetch, type RelayWorld } from './relay-support.ts';

type Db = DatabaseHandle['db'];

/**
 * Fake Anthropic and Gemini upstreams behind the platform's fetch (gateway tests open no sockets). They
 * answer like the real APIs, record every request with its headers, and report cache and thinking
 * usage so billing of those fields can be checked. Anything else goes to the OpenAI fake of relay-support.
 */
export const ANTHROPIC_UPSTREAM_URL = 'http://127.0.0.1:10';
export const GEMINI_UPSTREAM_URL = 'http://127.0.0.1:11';

export interface VendorRequest {
  url: URL;
  headers: Headers;
  body: Record<string, unknown>;
}

export const vendorRequests: VendorRequest[] = [];

export function vendorReply(model: string): string {
  return `Hello from ${model}`;
}

/** Usage of every fake Anthropic answer: 10 uncached input, 100 cache reads, 20 cache writes, output one token per word. */
export const ANTHROPIC_USAGE = { input_tokens: 10, cache_read_input_tokens: 100, cache_creation_input_tokens: 20 } as const;
/** The fake Anthropic count_tokens answer (a number no tokenizer estimate of the tests' bodies gives). */
export const ANTHROPIC_TOKEN_COUNT = 4321;
/** The fake Gemini countTokens answer (a number no tokenizer estimate of the tests' bodies gives). */
export const GEMINI_TOKEN_COUNT = 3141;
/** Usage of every fake Gemini answer (output = candidates + thoughts). */
export const GEMINI_USAGE = { promptTokenCount: 8, candidatesTokenCount: 4, thoughtsTokenCount: 2, totalTokenCount: 14 } as const;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function sse(events: string[]): Response {
  return new Response(events.join(''), { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function anthropicAnswer(body: Record<string, unknown>): Response {
  const model = String(body.model);
  const words = vendorReply(model).split(' ');
  if (body.stream !== true) {
    return json({
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: words.join(' ') }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { ...ANTHROPIC_USAGE, output_tokens: words.length },
    });
  }
  const event = (type: string, payload: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...payload })}\n\n`;
  return sse([
    event('message_start', { message: { id: 'msg_fake', type: 'message', role: 'assistant', model, content: [], stop_reason: null, usage: { ...ANTHROPIC_USAGE, output_tokens: 1 } } }),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    ...words.map((word, index) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: index === 0 ? word : ` ${word}` } })),
    event('content_block_stop', { index: 0 }),
    event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: words.length } }),
    event('message_stop', {}),
  ]);
}

function geminiAnswer(url: URL): Response {
  const model = /\/models\/([^/:]+):/.exec(url.pathname)?.[1] ?? 'unknown';
  const words = vendorReply(model).split(' ');
  if (!url.pathname.endsWith(':streamGenerateContent')) {
    return json({ candidates: [{ content: { role: 'model', parts: [{ text: words.join(' ') }] }, finishReason: 'STOP', index: 0 }], usageMetadata: GEMINI_USAGE, modelVersion: model });
  }
  return sse(
    words.map((word, index) => {
      const last = index === words.length - 1;
      const candidate = { content: { role: 'model', parts: [{ text: index === 0 ? word : ` ${word}` }] }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) };
      const usage = last ? GEMINI_USAGE : { promptTokenCount: GEMINI_USAGE.promptTokenCount, totalTokenCount: GEMINI_USAGE.promptTokenCount };
      return `data: ${JSON.stringify({ candidates: [candidate], usageMetadata: usage, modelVersion: model })}\n\n`;
    }),
  );
}

/** The platform fetch of vendor worlds: the Anthropic and Gemini fakes, anything else the OpenAI fake of relay-support. */
export const vendorFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  if (url.origin !== ANTHROPIC_UPSTREAM_URL && url.origin !== GEMINI_UPSTREAM_URL) return relayTestFetch(input, init);
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  vendorRequests.push({ url, headers: new Headers(init?.headers), body });
  if (url.origin === ANTHROPIC_UPSTREAM_URL && url.pathname === '/v1/messages') return anthropicAnswer(body);
  if (url.origin === ANTHROPIC_UPSTREAM_URL && url.pathname === '/v1/messages/count_tokens') return Response.json({ input_tokens: ANTHROPIC_TOKEN_COUNT });
  // A broken proxy: 200 with a body that is not JSON.
  if (url.origin === ANTHROPIC_UPSTREAM_URL && url.pathname === '/garbled/v1/messages/count_tokens') return new Response('<html>oops</html>', { status: 200 });
  if (url.origin === GEMINI_UPSTREAM_URL && /\/models\/[^/]+:(generateContent|streamGenerateContent)$/.test(url.pathname)) return geminiAnswer(url);
  if (url.origin === GEMINI_UPSTREAM_URL && /\/models\/[^/]+:countTokens$/.test(url.pathname)) return Response.json({ totalTokens: GEMINI_TOKEN_COUNT });
  return new Response(JSON.stringify({ error: { message: `fake vendor upstream: no route ${url.pathname}` } }), { status: 404 });
};

/** Like relay-support's buildWorld (a user with `quota`, a token with `tokenQuota`), with the vendor fakes reachable. */
export async function buildVendorWorld(db: Db, dialect: TestDialect, quota: number, tokenQuota: number, options: Record<string, string> = {}): Promise<RelayWorld> {
  vendorRequests.length = 0;
  await upsertOptions(db, { ...RELAY_PRICES, ...options });
  const harness = createHarness(db, dialect, { fetch: vendorFetch });
  const userId = (await seedUser(db, { username: 'vendor-user', quota })).id;
  const key = `vendor${'v'.repeat(42)}`;
  const tokenId = await insertToken(db, { user_id: userId, key, name: 'vendor-token', unlimited_quota: false, remain_quota: tokenQuota });
  return { harness, upstream: { url: ANTHROPIC_UPSTREAM_URL, requests: [], stop: async () => {} }, userId, tokenId, authorization: `Bearer sk-${key}` };
}

/** The key of a world's token without the Bearer prefix (`sk-…`), for x-api-key, x-goog-api-key and ?key=. */
export function tokenKey(world: RelayWorld): string {
  return world.authorization.replace(/^Bearer /, '');
}
