import { afterEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { LogType } from '@gateway/domain';
import {
  addChannel,
  balances,
  freshWorldEachTest,
  relay,
  scriptedUpstream,
  waitForLogs,
  type FakeUpstream,
  type FreshWorld,
  type RelayWorld,
} from './relay-support.ts';

const SEARCH_MODEL = 'gpt-4o-mini-search-preview';
const CLAUDE = 'claude-sonnet-4';
const PRICES = {
  ModelRatio: JSON.stringify({ [SEARCH_MODEL]: 0.075, 'gpt-4o-mini': 1, [CLAUDE]: 2, 'dall-e-2': 8 }),
  CompletionRatio: JSON.stringify({ [SEARCH_MODEL]: 4, 'gpt-4o-mini': 2, [CLAUDE]: 5 }),
  CacheRatio: JSON.stringify({ [CLAUDE]: 0.1 }),
  GroupRatio: JSON.stringify({ default: 1 }),
  RetryTimes: '0',
};
/**
 * The fake answers "Hello from gpt-4o-mini-search-preview": 5 prompt + 3 completion tokens → (5 + 3 × 4) × 0.075
 * = 1.275, plus one web_search_preview call at $25 / 1k (gpt-4o* models): 25 / 1000 × 500 000 = 12 500.
 */
const SEARCH_PREVIEW_COST = 12_501;

/** Anthropic usage with cache reads and writes and two server-side web searches. */
const CLAUDE_USAGE = {
  input_tokens: 10,
  cache_read_input_tokens: 100,
  cache_creation_input_tokens: 20,
  output_tokens: 3,
  server_tool_use: { web_search_requests: 2 },
};
/** (10 + 100 × 0.1 + 20 × 1.25 + 3 × 5) × 2 = 120 tokens, plus 2 searches at $10 / 1k = 10 000. */
const CLAUDE_SEARCH_COST = 10_120;

function anthropicMessage(usage: Record<string, unknown>): Response {
  const content = [
    { type: 'server_tool_use', id: 'srvtoolu_01', name: 'web_search', input: { query: 'weather' } },
    {
      type: 'web_search_tool_result',
      tool_use_id: 'srvtoolu_01',
      content: [{ type: 'web_search_result', url: 'https://weather.example', title: 'Weather', encrypted_content: 'x', page_age: null }],
    },
    { type: 'text', text: 'Sunny.' },
  ];
  const body = { id: 'msg_search', type: 'message', role: 'assistant', model: CLAUDE, content, stop_reason: 'end_turn', stop_sequence: null, usage };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function anthropicStream(): Response {
  const event = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const text = [
    event('message_start', {
      message: {
        id: 'msg_search',
        type: 'message',
        role: 'assistant',
        model: CLAUDE,
        content: [],
        stop_reason: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    }),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Sunny.' } }),
    event('content_block_stop', { index: 0 }),
    event('message_delta', {
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 3, server_tool_use: { web_search_requests: 1 } },
    }),
    event('message_stop', {}),
  ].join('');
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describeEachDialect('relay: web search and file search billing, optional `other` fields (LOG-018, LOG-019)', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world, build } = fresh), { options: PRICES });

  async function setUp(quota = 1_000_000): Promise<void> {
    if (quota !== 1_000_000) world = await build({ quota, options: PRICES });
    await addChannel(getDb(), { base_url: upstream.url, models: `${SEARCH_MODEL},gpt-4o-mini,dall-e-2` });
  }
  afterEach(() => {
    scriptedUpstream.answer = null;
  });

  it('a search-preview request: one web search call at $25/1k on top of its tokens, and the exact `other` fields (LOG-019)', async () => {
    await setUp();
    const before = await balances(getDb(), world);
    const body = { model: SEARCH_MODEL, messages: [{ role: 'user', content: 'news?' }], web_search_options: { search_context_size: 'high' } };
    const response = await relay(world, '/v1/chat/completions', body);
    expect(response.status).toBe(200);
    // The client's web_search_options reach the upstream unchanged.
    expect(upstream.requests.at(-1)!.body).toMatchObject({ web_search_options: { search_context_size: 'high' } });

    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(after.consumed).toBe(SEARCH_PREVIEW_COST);
    expect(before.quota - after.quota).toBe(SEARCH_PREVIEW_COST);
    expect(before.tokenRemain - after.tokenRemain).toBe(SEARCH_PREVIEW_COST);
    expect(after.usedQuota - before.usedQuota).toBe(SEARCH_PREVIEW_COST);
    const row = after.logs[0]!;
    expect(Number(row.type)).toBe(LogType.Consume);
    expect(row.content).toContain('web search 1 call at $25/1k (search context high)');
    expect(JSON.parse(String(row.other))).toEqual({
      model_ratio: 0.075,
      group_ratio: 1,
      completion_ratio: 4,
      cache_tokens: 0,
      cache_ratio: 1,
      cache_creation_tokens: 0,
      model_price: -1,
      frt: expect.any(Number),
      prompt_source: 'upstream',
      completion_source: 'upstream',
      reserved_quota: expect.any(Number),
      quota_per_unit: 500_000,
      web_search: true,
      web_search_call_count: 1,
      web_search_price: 25,
      admin_info: { use_channel: [expect.any(String)] },
      content_parts: [
        { key: 'modelRatio', params: { modelRatio: 0.075, completionRatio: 4, groupRatio: 1 } },
        { key: 'webSearchCallsWithContext', params: { count: 1, price: 25, contextSize: 'high' } },
      ],
    });
  });

  it('a streamed search-preview request without web_search_options is billed the same search (context medium)', async () => {
    await setUp();
    const response = await relay(world, '/v1/chat/completions', { model: SEARCH_MODEL, stream: true, messages: [{ role: 'user', content: 'news?' }] });
    expect(response.status).toBe(200);
    await response.text();
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.consumed).toBe(SEARCH_PREVIEW_COST);
    expect(after.logs[0]!.content).toContain('(search context medium)');
    expect(JSON.parse(String(after.logs[0]!.other))).toMatchObject({ web_search: true, web_search_call_count: 1, web_search_price: 25 });
  });

  it('the known search is reserved: a balance that covers the tokens but not the search is refused and nothing is written', async () => {
    await setUp(5_000);
    const response = await relay(world, '/v1/chat/completions', { model: SEARCH_MODEL, messages: [{ role: 'user', content: 'news?' }] });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('insufficient_user_quota');
    expect(upstream.requests).toHaveLength(0);
    const after = await balances(getDb(), world);
    expect([after.quota, after.logs.length]).toEqual([5_000, 0]);
  });

  it('plain chat writes none of the optional keys; reasoning_effort from the body is logged (LOG-024)', async () => {
    await setUp();
    await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', reasoning_effort: 'low', messages: [{ role: 'user', content: 'hi' }] });
    await waitForLogs(getDb(), world, 2);
    const [plain, effort] = (await balances(getDb(), world)).logs.map((row) => JSON.parse(String(row.other)) as Record<string, unknown>);
    for (const key of [
      'web_search',
      'web_search_call_count',
      'web_search_price',
      'file_search',
      'image',
      'image_ratio',
      'reasoning_effort',
      'cache_creation_ratio',
      'image_count',
      'quota_per_unit',
    ]) {
      expect(plain).not.toHaveProperty(key);
    }
    expect(effort).toMatchObject({ reasoning_effort: 'low' });
    expect(effort).not.toHaveProperty('web_search');
  });

  it('images API: image and image_ratio (size × quality factor) in `other`', async () => {
    await setUp();
    const response = await relay(world, '/v1/images/generations', { model: 'dall-e-2', prompt: 'two cats', n: 2, size: '512x512' });
    expect(response.status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    const other = JSON.parse(String((await balances(getDb(), world)).logs[0]!.other)) as Record<string, unknown>;
    expect(other).toMatchObject({ image: true, image_ratio: 0.45, image_count: 2, quota_per_unit: 500_000, prompt_source: 'counted' });
    expect(other).not.toHaveProperty('web_search');
  });

  it('Anthropic server_tool_use.web_search_requests: 2 searches at $10/1k on top of the tokens, cache_creation_ratio logged (native and converted)', async () => {
    await setUp();
    await addChannel(getDb(), { type: 14, key: 'sk-ant', base_url: `${upstream.url}/scripted`, models: CLAUDE });
    scriptedUpstream.answer = () => anthropicMessage(CLAUDE_USAGE);
    const native = await relay(world, '/v1/messages', { model: CLAUDE, max_tokens: 256, messages: [{ role: 'user', content: 'weather?' }] });
    expect(native.status).toBe(200);
    expect(((await native.json()) as { usage: unknown }).usage).toEqual(CLAUDE_USAGE);
    const converted = await relay(world, '/v1/chat/completions', { model: CLAUDE, max_tokens: 256, messages: [{ role: 'user', content: 'weather?' }] });
    expect(converted.status).toBe(200);

    await waitForLogs(getDb(), world, 2);
    const after = await balances(getDb(), world);
    expect(after.logs.map((row) => Number(row.quota))).toEqual([CLAUDE_SEARCH_COST, CLAUDE_SEARCH_COST]);
    expect(1_000_000 - after.quota).toBe(2 * CLAUDE_SEARCH_COST);
    for (const row of after.logs) {
      expect(row.content).toContain('web search 2 calls at $10/1k');
      expect(JSON.parse(String(row.other))).toMatchObject({
        cache_creation_tokens: 20,
        cache_creation_ratio: 1.25,
        web_search: true,
        web_search_call_count: 2,
        web_search_price: 10,
      });
    }
  });

  it('Anthropic stream: the search count of the final message_delta is billed once', async () => {
    await setUp();
    await addChannel(getDb(), { type: 14, key: 'sk-ant', base_url: `${upstream.url}/scripted`, models: CLAUDE });
    scriptedUpstream.answer = () => anthropicStream();
    const response = await relay(world, '/v1/messages', { model: CLAUDE, max_tokens: 256, stream: true, messages: [{ role: 'user', content: 'weather?' }] });
    expect(response.status).toBe(200);
    await response.text();
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    // (10 + 3 × 5) × 2 = 50 tokens + one search 5 000
    expect(after.consumed).toBe(5_050);
    expect(1_000_000 - after.quota).toBe(5_050);
    expect(JSON.parse(String(after.logs[0]!.other))).toMatchObject({ web_search: true, web_search_call_count: 1, web_search_price: 10 });
  });
});
