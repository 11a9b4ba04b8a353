import { afterEach, beforeEach, expect, it } from 'vitest';
import { findRelayResponse, findResponseConversation, insertToken, rememberRelayResponse, storeResponseConversation } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { seedUser } from './support/harness.ts';
import {
  addChannel,
  balances,
  expectBilledRows,
  freshWorldEachTest,
  MINI_COST,
  relay,
  scriptedUpstream,
  waitForLogs,
  type FakeUpstream,
  type FreshWorld,
  type RelayWorld,
} from './relay-support.ts';
import { runRelayResponsesCleanup, RELAY_RESPONSES_TTL_SECONDS } from '../src/services/relay-responses-cleanup/index.ts';

const MODEL = 'gpt-4o-mini';
/** DeepSeek: an OpenAI-compatible vendor that speaks chat completions only. */
const CHAT_ONLY = 43;
const weather = { type: 'function', name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } };
const request = (extra: Record<string, unknown> = {}) => ({ model: MODEL, input: 'hi', max_output_tokens: 64, ...extra });

/** A scripted chat upstream: first a tool call (with reasoning), then text once a tool result came back. Usage 40 + 10 (8 cached). */
const scriptedBodies: Array<Record<string, unknown>> = [];
function scriptedChat(init: RequestInit | undefined): Response {
  const body = JSON.parse(String(init?.body)) as { messages: Array<{ role: string }> };
  scriptedBodies.push(body);
  const answered = body.messages.some((message) => message.role === 'tool');
  const message = answered
    ? { role: 'assistant', content: 'It is 21 °C in Paris.' }
    : {
        role: 'assistant',
        content: null,
        reasoning_content: 'Need the weather tool.',
        tool_calls: [{ id: 'call_w1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
      };
  const usage = { prompt_tokens: 40, completion_tokens: 10, total_tokens: 50, prompt_tokens_details: { cached_tokens: 8 } };
  return Response.json({
    id: 'chatcmpl-s',
    object: 'chat.completion',
    created: 1,
    model: MODEL,
    choices: [{ index: 0, message, finish_reason: answered ? 'stop' : 'tool_calls' }],
    usage,
  });
}

describeEachDialect('relay: POST /v1/responses converted to chat completions on a chat-only channel (ADR 0038)', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world, build } = fresh));
  beforeEach(() => {
    scriptedBodies.length = 0;
  });
  afterEach(() => {
    scriptedUpstream.answer = null;
  });

  function call(method: 'GET' | 'POST' | 'DELETE', path: string, authorization = world.authorization): Promise<Response> {
    return world.harness.request(path, { method, headers: { Authorization: authorization }, userId: null });
  }

  /** The one consume row, with Σ log quota == Δ user quota == Δ token quota. */
  async function onlyRow(expectedQuota: number, rows = 1) {
    const row = (await expectBilledRows(getDb(), world, rows)).logs[rows - 1]!;
    expect(JSON.parse(String(row.other))).toMatchObject({ request_path: '/v1/responses', request_conversion: 'responses_to_chat' });
    expect(Number(row.quota)).toBe(expectedQuota);
    return row;
  }

  it('non-stream: the chat answer as a Response object; the chat request built by the channel; billed once through computeCost', async () => {
    await addChannel(getDb(), { type: CHAT_ONLY, base_url: upstream.url });
    const response = await relay(world, '/v1/responses', request({ instructions: 'Be brief.' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      id: string;
      object: string;
      status: string;
      output: Array<Record<string, unknown>>;
      usage: Record<string, unknown>;
    };
    expect(body).toMatchObject({ object: 'response', status: 'completed', usage: { input_tokens: 5, output_tokens: 3, total_tokens: 8 } });
    expect(body.output).toMatchObject([{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: `Hello from ${MODEL}` }] }]);
    const sent = upstream.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.body).toMatchObject({
      model: MODEL,
      max_tokens: 64,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'hi' },
      ],
    });
    await onlyRow(MINI_COST);
    // Remembered with its conversation: the owner can retrieve it from the gateway.
    expect(await findRelayResponse(getDb(), body.id)).toMatchObject({ user_id: world.userId });
    const retrieved = await call('GET', `/v1/responses/${body.id}`);
    expect(await retrieved.json()).toEqual(body);
  });

  it('stream: the response.* sequence in the order the official client accumulates, usage in response.completed, billed once', async () => {
    await addChannel(getDb(), { type: CHAT_ONLY, base_url: upstream.url });
    const response = await relay(world, '/v1/responses', request({ stream: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    expect(text).not.toContain('[DONE]');
    const events = text
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        const [eventLine, dataLine] = block.split('\n');
        const data = JSON.parse(dataLine!.slice('data: '.length)) as { type: string; sequence_number: number; response?: { usage: unknown; id: string } };
        expect(eventLine).toBe(`event: ${data.type}`);
        return data;
      });
    expect(events.map((event) => event.type)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_, index) => index));
    expect(events.at(-1)!.response!.usage).toMatchObject({ input_tokens: 5, output_tokens: 3 });
    expect((upstream.requests.at(-1)!.body as { stream_options?: unknown }).stream_options).toEqual({ include_usage: true });
    const row = await onlyRow(MINI_COST);
    expect(Number(row.is_stream)).toBe(1);
    expect(await findResponseConversation(getDb(), events[0]!.response!.id)).toBeDefined();
  });

  it('stream without upstream usage: the converted text is counted by the tokenizer and billed once', async () => {
    scriptedUpstream.answer = () => {
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: MODEL, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      const text = chunk({ role: 'assistant', content: 'Counting these words without any usage from upstream' }) + chunk({}, 'stop') + 'data: [DONE]\n\n';
      return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    };
    await addChannel(getDb(), { type: CHAT_ONLY, base_url: `${upstream.url}/scripted` });
    const text = await (await relay(world, '/v1/responses', request({ stream: true }))).text();
    expect(text).toContain('event: response.completed');
    const row = (await expectBilledRows(getDb(), world, 1)).logs[0]!;
    expect(Number(row.completion_tokens)).toBeGreaterThan(5);
    expect(JSON.parse(String(row.other))).toMatchObject({ completion_source: 'estimated', request_conversion: 'responses_to_chat' });
  });

  it('a tool round trip through previous_response_id: the stored conversation rebuilt as chat messages; follow-ups answered by the gateway', async () => {
    scriptedUpstream.answer = scriptedChat;
    await addChannel(getDb(), { type: CHAT_ONLY, base_url: `${upstream.url}/scripted` });
    const first = (await (await relay(world, '/v1/responses', request({ tools: [weather], input: 'Weather in Paris?' }))).json()) as {
      id: string;
      output: Array<Record<string, unknown>>;
    };
    expect(first.output).toMatchObject([
      { type: 'reasoning', summary: [{ text: 'Need the weather tool.' }] },
      { type: 'function_call', call_id: 'call_w1', name: 'get_weather', arguments: '{"city":"Paris"}' },
    ]);
    const second = await relay(
      world,
      '/v1/responses',
      request({ tools: [weather], previous_response_id: first.id, input: [{ type: 'function_call_output', call_id: 'call_w1', output: '{"temp":21}' }] }),
    );
    expect(second.status).toBe(200);
    const answer = (await second.json()) as { id: string; output: Array<{ content: Array<{ text: string }> }> };
    expect(answer.output[0]!.content[0]!.text).toBe('It is 21 °C in Paris.');
    expect(scriptedBodies[1]!.messages).toEqual([
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_w1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }] },
      { role: 'tool', tool_call_id: 'call_w1', content: '{"temp":21}' },
    ]);
    // Each turn billed once: (40 − 8 + 8 × cache ratio) + 10 × 4 with the built-in cache ratio.
    const after = await expectBilledRows(getDb(), world, 2);
    const other = JSON.parse(String(after.logs[1]!.other)) as { cache_ratio: number; cache_tokens: number };
    expect(other.cache_tokens).toBe(8);
    expect(Number(after.logs[1]!.quota)).toBe(Math.round(32 + 8 * other.cache_ratio + 40));

    const calls = scriptedBodies.length;
    const items = (await (await call('GET', `/v1/responses/${answer.id}/input_items?order=asc`)).json()) as {
      object: string;
      data: Array<{ id: string; type: string }>;
      has_more: boolean;
    };
    expect(items).toMatchObject({ object: 'list', has_more: false });
    expect(items.data.map((item) => item.type)).toEqual(['message', 'function_call', 'function_call_output']);
    const page = (await (await call('GET', `/v1/responses/${answer.id}/input_items?limit=1&after=${items.data[2]!.id}`)).json()) as {
      data: Array<{ type: string }>;
      has_more: boolean;
    };
    expect(page).toMatchObject({ data: [{ type: 'function_call' }], has_more: true });
    const cancel = await call('POST', `/v1/responses/${answer.id}/cancel`);
    expect(cancel.status).toBe(400);
    expect(await (await call('DELETE', `/v1/responses/${answer.id}`)).json()).toEqual({ id: answer.id, object: 'response', deleted: true });
    expect((await call('GET', `/v1/responses/${answer.id}`)).status).toBe(404);
    expect(scriptedBodies).toHaveLength(calls);
  });

  it('store: false is not remembered; an unknown or foreign previous_response_id is a 400 before anything is reserved', async () => {
    await addChannel(getDb(), { type: CHAT_ONLY, base_url: upstream.url });
    const unstored = (await (await relay(world, '/v1/responses', request({ store: false }))).json()) as { id: string };
    expect((await call('GET', `/v1/responses/${unstored.id}`)).status).toBe(404);
    const stranger = await seedUser(getDb(), { username: 'stranger', quota: 1000 });
    const key = `strangerkey${'s'.repeat(37)}`;
    await insertToken(getDb(), { user_id: stranger.id, key, name: 'stranger-token', unlimited_quota: true, remain_quota: 0 });
    const mine = (await (await relay(world, '/v1/responses', request())).json()) as { id: string };
    await waitForLogs(getDb(), world, 2);
    const before = await balances(getDb(), world);
    const calls = upstream.requests.length;
    for (const [previous, authorization] of [
      ['resp_unknown', world.authorization],
      [mine.id, `Bearer sk-${key}`],
    ] as const) {
      const refused = await world.harness.request('/v1/responses', {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify(request({ previous_response_id: previous })),
        userId: null,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: 'previous_response_not_found', param: 'previous_response_id' } });
    }
    expect(upstream.requests).toHaveLength(calls);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(before.logs.length);
    expect(after.quota).toBe(before.quota);
  });

  it('a built-in tool is refused with a clear 400 and nothing billed', async () => {
    await addChannel(getDb(), { type: CHAT_ONLY, base_url: upstream.url });
    const refused = await relay(world, '/v1/responses', request({ tools: [{ type: 'web_search_preview' }] }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'convert_request_failed', message: expect.stringContaining('web_search_preview') } });
    expect(upstream.requests).toHaveLength(0);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.quota).toBe(1_000_000);
    expect(after.consumed).toBe(0);
  });

  it('native channels come first; a converting channel of higher priority is the fallback when they fail', async () => {
    world = await build({ options: { RetryTimes: '1' } });
    const chatOnly = await addChannel(getDb(), { type: CHAT_ONLY, base_url: upstream.url, priority: 10 });
    const native = await addChannel(getDb(), { base_url: `${upstream.url}/fail-503`, priority: 0 });
    const response = await relay(world, '/v1/responses', request());
    expect(response.status).toBe(200);
    expect(upstream.requests.map((sent) => sent.path)).toEqual(['/v1/chat/completions']);
    const row = await onlyRow(MINI_COST);
    expect(JSON.parse(String(row.other)).admin_info.use_channel).toEqual([String(native), String(chatOnly)]);
  });

  it('previous_response_id of a native response is pinned to the channel that created it', async () => {
    world = await build({ options: { RetryTimes: '1' } });
    const failing = await addChannel(getDb(), { base_url: `${upstream.url}/fail-503`, key: 'sk-other', priority: 10 });
    const creator = await addChannel(getDb(), { base_url: upstream.url, key: 'sk-creator', priority: 0 });
    const first = (await (await relay(world, '/v1/responses', request())).json()) as { id: string };
    const second = await relay(world, '/v1/responses', request({ previous_response_id: first.id, input: 'and again' }));
    expect(second.status).toBe(200);
    expect((upstream.requests.at(-1)!.body as { previous_response_id?: string }).previous_response_id).toBe(first.id);
    await waitForLogs(getDb(), world, 2);
    const logs = (await balances(getDb(), world)).logs;
    expect(logs.map((row) => (JSON.parse(String(row.other)) as { admin_info: { use_channel: string[] } }).admin_info.use_channel)).toEqual([
      [String(failing), String(creator)],
      [String(creator)],
    ]);
  });
});

describeEachDialect('relay_responses cleanup job (ADR 0038)', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('removes responses and conversations older than the TTL and keeps younger ones', async () => {
    const now = 2_000_000_000;
    for (const [id, age] of [
      ['resp_expired', RELAY_RESPONSES_TTL_SECONDS + 1],
      ['resp_young', RELAY_RESPONSES_TTL_SECONDS - 60],
    ] as const) {
      await rememberRelayResponse(getDb(), { response_id: id, user_id: 1, channel_id: 1, created_at: now - age });
      await storeResponseConversation(getDb(), { response_id: id, input: '[]', response: '{}', created_at: now - age });
    }
    expect(await runRelayResponsesCleanup({ db: getDb(), nowSeconds: () => now }, 1)).toBe(2);
    expect(await findRelayResponse(getDb(), 'resp_expired')).toBeUndefined();
    expect(await findResponseConversation(getDb(), 'resp_expired')).toBeUndefined();
    expect(await findRelayResponse(getDb(), 'resp_young')).toBeDefined();
    expect(await findResponseConversation(getDb(), 'resp_young')).toBeDefined();
  });
});
