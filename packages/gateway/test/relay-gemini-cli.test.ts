import { beforeEach, expect, it } from 'vitest';
import { computeCost } from '@gateway/domain';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, balances, freshWorldEachTest, MINI_COST, mockReply, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';
import { violatedField, type GoogleError } from './support/google-error.ts';
import {
  ANTHROPIC_UPSTREAM_URL,
  ANTHROPIC_USAGE,
  GEMINI_TOKEN_COUNT,
  GEMINI_UPSTREAM_URL,
  GEMINI_USAGE,
  tokenKey,
  vendorReply,
  vendorRequests,
  vendorWorldSettings,
} from './vendor-upstream-support.ts';

const GEMINI = 'gemini-2.5-pro';
const CLAUDE = 'claude-sonnet-4';
const OPENAI = 'gpt-4o-mini';
const PRICES = {
  ModelRatio: JSON.stringify({ [GEMINI]: 1, [CLAUDE]: 2, [OPENAI]: 1 }),
  CompletionRatio: JSON.stringify({ [GEMINI]: 4, [CLAUDE]: 5 }),
  CacheRatio: JSON.stringify({ [CLAUDE]: 0.1 }),
};
/** The Gemini fake's usage (8 prompt, 4 candidates + 2 thoughts) at ratio 1, completion 4. */
const GEMINI_COST = GEMINI_USAGE.promptTokenCount + (GEMINI_USAGE.candidatesTokenCount + GEMINI_USAGE.thoughtsTokenCount) * 4;
/** The Anthropic fake's usage billed by computeCost at the prices above (cache reads 0.1, writes the default 1.25). */
const CLAUDE_PROMPT = ANTHROPIC_USAGE.input_tokens + ANTHROPIC_USAGE.cache_read_input_tokens + ANTHROPIC_USAGE.cache_creation_input_tokens;
const CLAUDE_COST = computeCost(
  {
    promptTokens: CLAUDE_PROMPT,
    completionTokens: 3,
    cachedTokens: ANTHROPIC_USAGE.cache_read_input_tokens,
    cacheCreationTokens: ANTHROPIC_USAGE.cache_creation_input_tokens,
  },
  { kind: 'ratio', modelRatio: 2, completionRatio: 5, cacheRatio: 0.1 },
  1,
);

const generate = {
  systemInstruction: { parts: [{ text: 'be brief' }] },
  contents: [{ role: 'user', parts: [{ text: 'hi' }] }],
  generationConfig: { maxOutputTokens: 64 },
};

interface GeminiChunk {
  candidates: Array<{ content: { role: string; parts: Array<{ text?: string }> }; finishReason?: string }>;
  usageMetadata?: Record<string, number>;
}

function post(world: RelayWorld, path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return world.harness.request(path, { body, headers, userId: null });
}

function sseChunks(text: string): GeminiChunk[] {
  return text
    .split('\n\n')
    .filter((event) => event.startsWith('data: '))
    .map((event) => JSON.parse(event.slice(6)) as GeminiChunk);
}

function joinedText(chunks: GeminiChunk[]): string {
  return chunks.map((chunk) => chunk.candidates[0]!.content.parts.map((part) => part.text ?? '').join('')).join('');
}

describeEachDialect('relay: Gemini CLI — streamGenerateContent converted for chat channels, countTokens', (getDb, dialect) => {
  let world: RelayWorld;
  /** The OpenAI-format fake (its recorded requests). */
  let openai: FakeUpstream;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ world, upstream: openai } = fresh), vendorWorldSettings({ options: PRICES }));

  /** A Gemini, an Anthropic and an OpenAI channel, one model each. */
  beforeEach(async () => {
    await addChannel(getDb(), { type: 24, key: 'AIza-upstream', base_url: GEMINI_UPSTREAM_URL, models: GEMINI });
    await addChannel(getDb(), { type: 14, key: 'sk-ant-upstream', base_url: ANTHROPIC_UPSTREAM_URL, models: CLAUDE });
    await addChannel(getDb(), { type: 1, key: 'sk-openai-upstream', base_url: 'http://127.0.0.1:9', models: OPENAI });
  });

  async function billedOnce(cost: number): Promise<Awaited<ReturnType<typeof balances>>['logs'][number]> {
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(after.consumed).toBe(cost);
    expect(1_000_000 - after.quota).toBe(cost);
    expect(500_000 - after.tokenRemain).toBe(cost);
    return after.logs[0]!;
  }

  it('OpenAI channel, :streamGenerateContent?alt=sse with x-goog-api-key: chat upstream with include_usage, Gemini chunks back, usageMetadata last, billed once', async () => {
    const response = await post(world, `/v1beta/models/${OPENAI}:streamGenerateContent?alt=sse`, generate, { 'x-goog-api-key': tokenKey(world) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    expect(text).not.toContain('[DONE]');
    const chunks = sseChunks(text);
    expect(joinedText(chunks)).toBe(mockReply(OPENAI));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.at(-1)).toMatchObject({
      candidates: [{ finishReason: 'STOP' }],
      usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 3, totalTokenCount: 8 },
    });
    expect(chunks.slice(0, -1).every((chunk) => chunk.usageMetadata === undefined)).toBe(true);
    expect(openai.requests.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-openai-upstream',
      body: {
        model: OPENAI,
        messages: [
          { role: 'system', content: 'be brief' },
          { role: 'user', content: 'hi' },
        ],
        max_tokens: 64,
        stream: true,
        stream_options: { include_usage: true },
      },
    });
    const row = await billedOnce(MINI_COST);
    expect(Number(row.is_stream)).toBe(1);
    expect(row.model_name).toBe(OPENAI);
    expect(JSON.parse(String(row.other))).toMatchObject({ request_conversion: 'gemini_to_chat' });
  });

  it('OpenAI channel, :generateContent with ?key=: converted answer, billed once', async () => {
    const response = await post(world, `/v1beta/models/${OPENAI}:generateContent?key=${tokenKey(world)}`, generate, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      candidates: [{ content: { role: 'model', parts: [{ text: mockReply(OPENAI) }] }, finishReason: 'STOP' }],
      usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 3, totalTokenCount: 8 },
      modelVersion: OPENAI,
    });
    expect(vendorRequests).toHaveLength(0);
    expect(openai.requests).toHaveLength(1);
    expect((openai.requests[0]!.body as { stream?: unknown }).stream).toBeUndefined();
    await billedOnce(MINI_COST);
  });

  it('Anthropic channel, streamed: a Messages request upstream, Gemini chunks back with the cache reads, cache usage billed exactly through computeCost', async () => {
    const response = await post(world, `/v1beta/models/${CLAUDE}:streamGenerateContent?alt=sse`, generate, { 'x-goog-api-key': tokenKey(world) });
    expect(response.status).toBe(200);
    const chunks = sseChunks(await response.text());
    expect(joinedText(chunks)).toBe(vendorReply(CLAUDE));
    expect(chunks.at(-1)!.usageMetadata).toEqual({
      promptTokenCount: CLAUDE_PROMPT,
      candidatesTokenCount: 3,
      cachedContentTokenCount: ANTHROPIC_USAGE.cache_read_input_tokens,
      totalTokenCount: CLAUDE_PROMPT + 3,
    });
    const upstream = vendorRequests.at(-1)!;
    expect(upstream.url.origin + upstream.url.pathname).toBe(`${ANTHROPIC_UPSTREAM_URL}/v1/messages`);
    expect(upstream.headers.get('x-api-key')).toBe('sk-ant-upstream');
    expect(upstream.body).toMatchObject({ model: CLAUDE, system: 'be brief', max_tokens: 64, stream: true });
    const row = await billedOnce(CLAUDE_COST);
    expect(Number(row.prompt_tokens)).toBe(CLAUDE_PROMPT);
    expect(JSON.parse(String(row.other))).toMatchObject({ cache_tokens: 100, cache_creation_tokens: 20, request_conversion: 'gemini_to_chat' });
  });

  it('a model served natively and by conversion goes to the Gemini channel even when the chat channel has the higher priority; the row names no conversion', async () => {
    await addChannel(getDb(), { type: 1, key: 'sk-openai-upstream', base_url: 'http://127.0.0.1:9', models: GEMINI, priority: 10 });
    const response = await post(world, `/v1beta/models/${GEMINI}:streamGenerateContent?alt=sse`, generate, { 'x-goog-api-key': tokenKey(world) });
    expect(response.status).toBe(200);
    expect(joinedText(sseChunks(await response.text()))).toBe(vendorReply(GEMINI));
    expect(vendorRequests.at(-1)!.url.pathname).toBe(`/v1beta/models/${GEMINI}:streamGenerateContent`);
    expect(openai.requests).toHaveLength(0);
    const row = await billedOnce(GEMINI_COST);
    expect(JSON.parse(String(row.other)).request_conversion).toBeUndefined();
  });

  it(':countTokens — a Gemini channel counts natively (x-goog-api-key, ?key=, Bearer), other channels estimate; never billed, no log row', async () => {
    const native = await post(world, `/v1beta/models/${GEMINI}:countTokens`, { contents: generate.contents }, { 'x-goog-api-key': tokenKey(world) });
    expect(native.status).toBe(200);
    expect(await native.json()).toEqual({ totalTokens: GEMINI_TOKEN_COUNT });
    const upstream = vendorRequests.at(-1)!;
    expect(upstream.url.pathname).toBe(`/v1beta/models/${GEMINI}:countTokens`);
    expect(upstream.headers.get('x-goog-api-key')).toBe('AIza-upstream');
    expect(upstream.body).toEqual({ contents: generate.contents });
    const viaQuery = await post(
      world,
      `/v1/models/${GEMINI}:countTokens?key=${tokenKey(world)}`,
      { generateContentRequest: { model: `models/${GEMINI}`, ...generate } },
      {},
    );
    expect(await viaQuery.json()).toEqual({ totalTokens: GEMINI_TOKEN_COUNT });

    const calls = vendorRequests.length;
    const plain = (await (
      await post(world, `/v1beta/models/${OPENAI}:countTokens`, { contents: generate.contents }, { Authorization: world.authorization })
    ).json()) as { totalTokens: number };
    const withSystem = (await (
      await post(world, `/v1beta/models/${OPENAI}:countTokens`, { generateContentRequest: generate }, { Authorization: world.authorization })
    ).json()) as { totalTokens: number };
    expect(plain.totalTokens).toBeGreaterThan(0);
    expect(withSystem.totalTokens).toBeGreaterThan(plain.totalTokens);
    expect(vendorRequests).toHaveLength(calls);
    expect(openai.requests).toHaveLength(0);

    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(0);
    expect(after.quota).toBe(1_000_000);
    expect(after.tokenRemain).toBe(500_000);
  });

  it(":countTokens refusals: bad key 401, no contents 400, unpriced model 404 (NOT_FOUND to Google's clients, ADR 0048) — nothing sent upstream", async () => {
    expect((await post(world, `/v1beta/models/${GEMINI}:countTokens?key=sk-wrong`, { contents: generate.contents }, {})).status).toBe(401);
    const invalid = await post(world, `/v1beta/models/${GEMINI}:countTokens`, { config: {} }, { Authorization: world.authorization });
    expect(invalid.status).toBe(400);
    expect(violatedField((await invalid.json()) as GoogleError)).toBe('contents');
    expect(
      (await post(world, '/v1beta/models/gemini-unpriced:countTokens', { contents: generate.contents }, { Authorization: world.authorization })).status,
    ).toBe(404);
    expect(vendorRequests).toHaveLength(0);
    expect(openai.requests).toHaveLength(0);
  });
});
