import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, balances, freshWorldEachTest, MINI_COST, relay, waitForLogs, type FreshWorld, type RelayWorld } from './relay-support.ts';
import { ANTHROPIC_UPSTREAM_URL, ANTHROPIC_USAGE, tokenKey, vendorReply, vendorRequests, vendorWorldSettings } from './vendor-upstream-support.ts';

const MODEL = 'claude-sonnet-4';
const PRICES = {
  ModelRatio: JSON.stringify({ [MODEL]: 2, [`${MODEL}-thinking`]: 2, 'gpt-4o-mini': 1 }),
  CompletionRatio: JSON.stringify({ [MODEL]: 5, [`${MODEL}-thinking`]: 5, 'gpt-4o-mini': 2 }),
  CacheRatio: JSON.stringify({ [MODEL]: 0.1, [`${MODEL}-thinking`]: 0.1 }),
};
/**
 * The fake's usage (10 uncached + 100 cache reads + 20 cache writes in, 3 out) at ratio 2, completion 5,
 * cache 0.1 and the default cache-creation ratio 1.25: (10 + 100 × 0.1 + 20 × 1.25 + 3 × 5) × 2.
 */
const CLAUDE_COST = 120;
const PROMPT_TOKENS = ANTHROPIC_USAGE.input_tokens + ANTHROPIC_USAGE.cache_read_input_tokens + ANTHROPIC_USAGE.cache_creation_input_tokens;

const message = (extra: Record<string, unknown> = {}) => ({ model: MODEL, max_tokens: 256, messages: [{ role: 'user', content: 'hi' }], ...extra });

function post(world: RelayWorld, path: string, body: unknown, headers: Record<string, string> = { Authorization: world.authorization }): Promise<Response> {
  return world.harness.request(path, { body, headers, userId: null });
}

describeEachDialect('relay: Anthropic channel (type 14), native and converted', (getDb, dialect) => {
  let world: RelayWorld;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ world, build } = fresh), vendorWorldSettings({ options: PRICES }));
  beforeEach(addClaudeChannel);

  async function addClaudeChannel(): Promise<void> {
    await addChannel(getDb(), { type: 14, key: 'sk-ant-upstream', base_url: ANTHROPIC_UPSTREAM_URL, models: `${MODEL},${MODEL}-thinking` });
  }

  /** The world made again with `options` over PRICES, and its Anthropic channel. */
  async function rebuildWith(options: Record<string, string>): Promise<void> {
    world = await build(vendorWorldSettings({ options: { ...PRICES, ...options } }));
    await addClaudeChannel();
  }

  it('/v1/messages non-stream: passed through with the channel key and the default anthropic-version; cache reads and writes billed and logged', async () => {
    const response = await relay(world, '/v1/messages', message());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { type: string; content: Array<{ text: string }>; usage: Record<string, number> };
    expect(body).toMatchObject({ type: 'message', content: [{ type: 'text', text: vendorReply(MODEL) }], usage: { ...ANTHROPIC_USAGE, output_tokens: 3 } });
    const upstream = vendorRequests.at(-1)!;
    expect(upstream.url.pathname).toBe('/v1/messages');
    expect(upstream.headers.get('x-api-key')).toBe('sk-ant-upstream');
    expect(upstream.headers.get('authorization')).toBeNull();
    expect(upstream.headers.get('anthropic-version')).toBe('2023-06-01');
    expect(upstream.headers.get('anthropic-beta')).toBeNull();
    expect(upstream.body).toEqual(message());

    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(after.consumed).toBe(CLAUDE_COST);
    expect(1_000_000 - after.quota).toBe(CLAUDE_COST);
    expect(500_000 - after.tokenRemain).toBe(CLAUDE_COST);
    const row = after.logs[0]!;
    expect(Number(row.prompt_tokens)).toBe(PROMPT_TOKENS);
    expect(Number(row.completion_tokens)).toBe(3);
    expect(JSON.parse(String(row.other))).toMatchObject({
      cache_tokens: 100,
      cache_creation_tokens: 20,
      cache_ratio: 0.1,
      model_ratio: 2,
      completion_ratio: 5,
    });
  });

  it('/v1/messages stream with x-api-key auth: events in order, the client anthropic-version and anthropic-beta forwarded, billed once', async () => {
    const response = await post(world, '/v1/messages', message({ stream: true }), {
      'x-api-key': tokenKey(world),
      'anthropic-version': '2023-01-01',
      'anthropic-beta': 'prompt-caching-2024-07-31',
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(events).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const deltas = [...text.matchAll(/"text_delta","text":"([^"]*)"/g)].map((match) => match[1]).join('');
    expect(deltas).toBe(vendorReply(MODEL));
    const upstream = vendorRequests.at(-1)!;
    expect(upstream.headers.get('anthropic-version')).toBe('2023-01-01');
    expect(upstream.headers.get('anthropic-beta')).toBe('prompt-caching-2024-07-31');
    expect(upstream.body.stream).toBe(true);

    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(Number(after.logs[0]!.is_stream)).toBe(1);
    expect(after.consumed).toBe(CLAUDE_COST);
    expect(1_000_000 - after.quota).toBe(CLAUDE_COST);
  });

  it('/v1/chat/completions on the Anthropic channel: converted both ways (non-stream and stream), max_tokens from claude.default_max_tokens', async () => {
    await rebuildWith({ 'claude.default_max_tokens': JSON.stringify({ default: 8192, [MODEL]: 3000 }) });
    const response = await relay(world, '/v1/chat/completions', {
      model: MODEL,
      messages: [
        { role: 'system', content: 'be brief' },
        { role: 'user', content: 'hi' },
      ],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { object: string; choices: Array<{ message: { content: string } }>; usage: Record<string, unknown> };
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0]!.message.content).toBe(vendorReply(MODEL));
    expect(body.usage).toMatchObject({ prompt_tokens: PROMPT_TOKENS, completion_tokens: 3 });
    expect(vendorRequests.at(-1)!.body).toMatchObject({
      model: MODEL,
      system: 'be brief',
      max_tokens: 3000,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
    });

    const stream = await relay(world, '/v1/chat/completions', { model: MODEL, max_tokens: 50, messages: [{ role: 'user', content: 'hi' }], stream: true });
    const text = await stream.text();
    const content = [...text.matchAll(/"content":"([^"]*)"/g)].map((match) => match[1]).join('');
    expect(content).toBe(vendorReply(MODEL));
    expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expect(vendorRequests.at(-1)!.body).toMatchObject({ max_tokens: 50, stream: true });

    await waitForLogs(getDb(), world, 2);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(2);
    expect(after.consumed).toBe(2 * CLAUDE_COST);
    expect(1_000_000 - after.quota).toBe(2 * CLAUDE_COST);
  });

  it('claude.model_headers_settings and the thinking adapter reach the upstream (SET-059, SET-060)', async () => {
    await rebuildWith({
      'claude.model_headers_settings': JSON.stringify({ [`${MODEL}-thinking`]: { 'anthropic-beta': ['output-128k-2025-02-19'], 'x-team': ['blue'] } }),
      'claude.thinking_adapter_budget_tokens_percentage': '0.5',
    });
    const response = await post(
      world,
      '/v1/chat/completions',
      { model: `${MODEL}-thinking`, max_tokens: 4000, temperature: 0.3, messages: [{ role: 'user', content: 'hi' }] },
      {
        Authorization: world.authorization,
        'anthropic-beta': 'prompt-caching-2024-07-31',
      },
    );
    expect(response.status).toBe(200);
    const upstream = vendorRequests.at(-1)!;
    expect(upstream.headers.get('anthropic-beta')).toBe('prompt-caching-2024-07-31,output-128k-2025-02-19');
    expect(upstream.headers.get('x-team')).toBe('blue');
    expect(upstream.body).toMatchObject({ model: MODEL, max_tokens: 4000, thinking: { type: 'enabled', budget_tokens: 2000 } });
    expect(upstream.body.temperature).toBeUndefined();

    // The native API gets the same adapter when the client configured no thinking itself.
    await post(world, '/v1/messages', { ...message({ model: `${MODEL}-thinking`, max_tokens: 3000 }) });
    expect(vendorRequests.at(-1)!.body).toMatchObject({ model: MODEL, thinking: { type: 'enabled', budget_tokens: 1500 } });

    await waitForLogs(getDb(), world, 2);
    const after = await balances(getDb(), world);
    expect(after.logs.map((row) => row.model_name)).toEqual([`${MODEL}-thinking`, `${MODEL}-thinking`]);
    expect(JSON.parse(String(after.logs[0]!.other))).toMatchObject({ is_model_mapped: true, upstream_model_name: MODEL });
  });

  it('the thinking adapter switched off leaves the model name and the body alone', async () => {
    await rebuildWith({ 'claude.thinking_adapter_enabled': 'false' });
    await relay(world, '/v1/chat/completions', { model: `${MODEL}-thinking`, max_tokens: 4000, messages: [{ role: 'user', content: 'hi' }] });
    expect(vendorRequests.at(-1)!.body.model).toBe(`${MODEL}-thinking`);
    expect(vendorRequests.at(-1)!.body.thinking).toBeUndefined();
  });

  it('/v1/messages on an OpenAI channel with x-api-key: converted to chat and back', async () => {
    await addChannel(getDb(), { base_url: 'http://127.0.0.1:9', models: 'gpt-4o-mini' });
    const response = await post(world, '/v1/messages', message({ model: 'gpt-4o-mini' }), { 'x-api-key': tokenKey(world) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      type: 'message',
      content: [{ type: 'text', text: 'Hello from gpt-4o-mini' }],
      usage: { input_tokens: 5, output_tokens: 3 },
    });
    await waitForLogs(getDb(), world, 1);
    expect((await balances(getDb(), world)).consumed).toBe(MINI_COST);
  });

  it('x-api-key is not a key carrier on /v1/chat/completions', async () => {
    const response = await post(world, '/v1/chat/completions', { model: MODEL, messages: [{ role: 'user', content: 'hi' }] }, { 'x-api-key': tokenKey(world) });
    expect(response.status).toBe(401);
    expect(vendorRequests).toHaveLength(0);
  });
});
