import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, balances, freshWorldEachTest, waitForLogs, type FreshWorld, type RelayWorld } from './relay-support.ts';
import { violatedField, type GoogleError } from './support/google-error.ts';
import { GEMINI_UPSTREAM_URL, GEMINI_USAGE, tokenKey, vendorReply, vendorRequests, vendorWorldSettings } from './vendor-upstream-support.ts';

const MODEL = 'gemini-2.5-flash';
const PRICES = {
  ModelRatio: JSON.stringify({ [MODEL]: 1, [`${MODEL}-thinking`]: 1, 'gpt-4o-mini': 1 }),
  CompletionRatio: JSON.stringify({ [MODEL]: 4, [`${MODEL}-thinking`]: 4 }),
};
/** The fake's usage: 8 prompt + (4 candidates + 2 thoughts) output at ratio 1 and completion ratio 4. */
const GEMINI_COST = GEMINI_USAGE.promptTokenCount + (GEMINI_USAGE.candidatesTokenCount + GEMINI_USAGE.thoughtsTokenCount) * 4;

const generate = { contents: [{ role: 'user', parts: [{ text: 'hi' }] }], generationConfig: { maxOutputTokens: 64 } };

function post(world: RelayWorld, path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return world.harness.request(path, { body, headers, userId: null });
}

describeEachDialect('relay: Gemini channel (type 24), native generateContent and converted chat', (getDb, dialect) => {
  let world: RelayWorld;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ world, build } = fresh), vendorWorldSettings({ options: PRICES }));
  beforeEach(addGeminiChannel);

  async function addGeminiChannel(): Promise<void> {
    await addChannel(getDb(), { type: 24, key: 'AIza-upstream', base_url: GEMINI_UPSTREAM_URL, models: `${MODEL},${MODEL}-thinking` });
  }

  /** The world made again with `options` over PRICES, and its Gemini channel. */
  async function rebuildWith(options: Record<string, string>): Promise<void> {
    world = await build(vendorWorldSettings({ options: { ...PRICES, ...options } }));
    await addGeminiChannel();
  }

  it('POST /v1beta/models/{model}:generateContent with Bearer: body passed through, model from the path, usageMetadata billed and logged', async () => {
    const response = await post(world, `/v1beta/models/${MODEL}:generateContent`, generate, { Authorization: world.authorization });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ candidates: [{ content: { parts: [{ text: vendorReply(MODEL) }] } }], usageMetadata: GEMINI_USAGE });
    const upstream = vendorRequests.at(-1)!;
    expect(upstream.url.pathname).toBe(`/v1beta/models/${MODEL}:generateContent`);
    expect(upstream.headers.get('x-goog-api-key')).toBe('AIza-upstream');
    expect(upstream.body).toEqual(generate);

    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(after.logs[0]).toMatchObject({ model_name: MODEL });
    expect(Number(after.logs[0]!.prompt_tokens)).toBe(8);
    expect(Number(after.logs[0]!.completion_tokens)).toBe(6);
    expect(after.consumed).toBe(GEMINI_COST);
    expect(1_000_000 - after.quota).toBe(GEMINI_COST);
    expect(500_000 - after.tokenRemain).toBe(GEMINI_COST);
  });

  it(':streamGenerateContent with x-goog-api-key: events forwarded as sent, the last usageMetadata billed', async () => {
    const response = await post(world, `/v1beta/models/${MODEL}:streamGenerateContent?alt=sse`, generate, { 'x-goog-api-key': tokenKey(world) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    const events = text
      .split('\n\n')
      .filter((event) => event.startsWith('data: '))
      .map((event) => JSON.parse(event.slice(6)) as { candidates: Array<{ content: { parts: Array<{ text: string }> } }> });
    expect(events.map((event) => event.candidates[0]!.content.parts[0]!.text).join('')).toBe(vendorReply(MODEL));
    expect(text).not.toContain('[DONE]');
    expect(vendorRequests.at(-1)!.url.pathname + vendorRequests.at(-1)!.url.search).toBe(`/v1beta/models/${MODEL}:streamGenerateContent?alt=sse`);

    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(Number(after.logs[0]!.is_stream)).toBe(1);
    expect(after.consumed).toBe(GEMINI_COST);
  });

  it('?key= authenticates on the Gemini routes (also under /v1), and is refused on /v1/chat/completions', async () => {
    await rebuildWith({ 'gemini.version_settings': JSON.stringify({ default: 'v1' }) });
    const native = await post(world, `/v1/models/${MODEL}:generateContent?key=${tokenKey(world)}`, generate, {});
    expect(native.status).toBe(200);
    // gemini.version_settings picks the upstream API version, whatever path the client used.
    expect(vendorRequests.at(-1)!.url.pathname).toBe(`/v1/models/${MODEL}:generateContent`);

    const chat = await post(world, `/v1/chat/completions?key=${tokenKey(world)}`, { model: MODEL, messages: [{ role: 'user', content: 'hi' }] }, {});
    expect(chat.status).toBe(401);
    const googleHeader = await post(
      world,
      '/v1/chat/completions',
      { model: MODEL, messages: [{ role: 'user', content: 'hi' }] },
      { 'x-goog-api-key': tokenKey(world) },
    );
    expect(googleHeader.status).toBe(401);
    expect(vendorRequests).toHaveLength(1);
    await waitForLogs(getDb(), world, 1);
    expect((await balances(getDb(), world)).logs).toHaveLength(1);
  });

  it('a bad key and a body without contents are refused without billing or an upstream call', async () => {
    expect((await post(world, `/v1beta/models/${MODEL}:generateContent?key=sk-wrong`, generate, {})).status).toBe(401);
    const invalid = await post(world, `/v1beta/models/${MODEL}:generateContent`, { generationConfig: {} }, { Authorization: world.authorization });
    expect(invalid.status).toBe(400);
    expect(violatedField((await invalid.json()) as GoogleError)).toBe('contents');
    expect(vendorRequests).toHaveLength(0);
    const after = await balances(getDb(), world);
    expect(after.quota).toBe(1_000_000);
    expect(after.consumed).toBe(0);
    expect(after.logs).toHaveLength(0);
  });

  it('converted chat gets gemini.version_settings, gemini.safety_settings and the thinking adapter (SET-054, SET-055)', async () => {
    await rebuildWith({
      'gemini.version_settings': JSON.stringify({ default: 'v1beta', [MODEL]: 'v1alpha' }),
      'gemini.safety_settings': JSON.stringify({ default: 'BLOCK_NONE', HARM_CATEGORY_HARASSMENT: 'BLOCK_ONLY_HIGH' }),
      'gemini.thinking_adapter_enabled': 'true',
    });
    const response = await post(
      world,
      '/v1/chat/completions',
      { model: `${MODEL}-thinking`, max_tokens: 1000, messages: [{ role: 'user', content: 'hi' }] },
      { Authorization: world.authorization },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { choices: Array<{ message: { content: string } }> }).choices[0]!.message.content).toBe(vendorReply(MODEL));
    const upstream = vendorRequests.at(-1)!;
    expect(upstream.url.pathname).toBe(`/v1alpha/models/${MODEL}:generateContent`);
    expect(upstream.body.generationConfig).toMatchObject({ maxOutputTokens: 1000, thinkingConfig: { thinkingBudget: 600, includeThoughts: true } });
    const safety = upstream.body.safetySettings as Array<{ category: string; threshold: string }>;
    expect(safety).toContainEqual({ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' });
    expect(safety).toContainEqual({ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_NONE' });
    expect(safety).toHaveLength(5);

    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.consumed).toBe(GEMINI_COST);
    expect(JSON.parse(String(after.logs[0]!.other))).toMatchObject({ is_model_mapped: true, upstream_model_name: MODEL });
  });
});
