import { expect, it } from 'vitest';
import { insertToken } from '@gateway/db';
import { describeEachDialect } from '@gateway/db/testing';
import { seedUser } from './support/harness.ts';
import {
  addChannel,
  balances,
  expectBilledRows,
  freshWorldEachTest,
  relay,
  waitForLogs,
  type FakeUpstream,
  type FreshWorld,
  type RelayWorld,
} from './relay-support.ts';
import { FUNCTION_CALL_ARGUMENTS, RESPONSE_ID, RESPONSES_USAGE, responsesEventText } from '@gateway/test-upstream';

const MODEL = 'gpt-4o-mini';
const REPLY_WORDS = 3;
const request = (extra: Record<string, unknown> = {}) => ({ model: MODEL, input: 'hi', max_output_tokens: 64, ...extra });
const weather = {
  type: 'function',
  name: 'get_weather',
  description: 'Current weather',
  parameters: { type: 'object', properties: { city: { type: 'string' } } },
};

/** computeCost in ratio mode for the fake's usage: uncached input + cached × cache ratio + output × completion ratio 4 (ratio 1, group 1). */
function expectedQuota(outputTokens: number, cacheRatio: number): number {
  const cached = RESPONSES_USAGE.input_tokens_details.cached_tokens;
  return Math.round(RESPONSES_USAGE.input_tokens - cached + cached * cacheRatio + outputTokens * 4);
}

describeEachDialect('relay: POST /v1/responses on an OpenAI channel', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));

  /** The single consume row of the request, checked against the balance change: Σ log quota == Δ quota. */
  async function onlyRow(outputTokens: number) {
    const row = (await expectBilledRows(getDb(), world, 1)).logs[0]!;
    const other = JSON.parse(String(row.other)) as Record<string, unknown>;
    expect(other).toMatchObject({ request_path: '/v1/responses', cache_tokens: RESPONSES_USAGE.input_tokens_details.cached_tokens });
    expect(Number(row.quota)).toBe(expectedQuota(outputTokens, Number(other.cache_ratio)));
    expect(Number(row.prompt_tokens)).toBe(RESPONSES_USAGE.input_tokens);
    expect(Number(row.completion_tokens)).toBe(outputTokens);
    return row;
  }

  it('non-stream: the Response object passed through with the channel key; usage with cached tokens billed once', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const response = await relay(world, '/v1/responses', request({ reasoning: { effort: 'low' } }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; object: string; output: Array<{ content: Array<{ text: string }> }>; usage: Record<string, unknown> };
    expect(body).toMatchObject({ id: RESPONSE_ID, object: 'response', usage: { input_tokens: 12, output_tokens: REPLY_WORDS } });
    expect(body.output[0]!.content[0]!.text).toBe(`Hello from ${MODEL}`);
    const sent = upstream.requests.at(-1)!;
    expect(sent.path).toBe('/v1/responses');
    expect(sent.authorization).toBe('Bearer sk-upstream');
    expect(sent.body).toEqual(request({ reasoning: { effort: 'low' } }));
    const row = await onlyRow(REPLY_WORDS);
    expect(JSON.parse(String(row.other))).toMatchObject({ reasoning_effort: 'low' });
  });

  it('stream: every response.* event forwarded byte for byte in order, usage from response.completed billed once', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const response = await relay(world, '/v1/responses', request({ stream: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    expect(text).toBe(responsesEventText(request({ stream: true })));
    expect(text).not.toContain('[DONE]');
    expect((upstream.requests.at(-1)!.body as { stream?: unknown }).stream).toBe(true);
    const row = await onlyRow(REPLY_WORDS);
    expect(Number(row.is_stream)).toBe(1);
  });

  it('reasoning summary: the reasoning item and its summary deltas forwarded byte for byte before the answer', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const body = request({ stream: true, reasoning: { effort: 'medium', summary: 'auto' } });
    const text = await (await relay(world, '/v1/responses', body)).text();
    expect(text).toBe(responsesEventText(body));
    expect(text.indexOf('event: response.reasoning_summary_text.delta')).toBeGreaterThan(0);
    expect(text.indexOf('event: response.reasoning_summary_text.delta')).toBeLessThan(text.indexOf('event: response.output_text.delta'));
    const row = await onlyRow(REPLY_WORDS);
    expect(JSON.parse(String(row.other))).toMatchObject({ reasoning_effort: 'medium' });
  });

  it('function tools: the function_call item streamed, then the tool output answered with text (a round trip)', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    const first = await relay(world, '/v1/responses', request({ tools: [weather], stream: true }));
    const text = await first.text();
    expect(text).toContain('event: response.function_call_arguments.delta');
    expect(text).toContain(JSON.stringify(FUNCTION_CALL_ARGUMENTS).slice(1, -1));
    const second = await relay(
      world,
      '/v1/responses',
      request({
        tools: [weather],
        input: [
          { type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: FUNCTION_CALL_ARGUMENTS },
          { type: 'function_call_output', call_id: 'call_1', output: '{"temp":21}' },
        ],
      }),
    );
    expect(((await second.json()) as { output: Array<{ type: string }> }).output[0]!.type).toBe('message');
    await expectBilledRows(getDb(), world, 2);
  });

  it('routing prefers a channel that speaks the Responses API over a chat-only one (served by conversion) of higher priority, without spending a retry', async () => {
    await addChannel(getDb(), { type: 43, base_url: upstream.url, key: 'sk-chat-only', priority: 10 });
    await addChannel(getDb(), { base_url: upstream.url, key: 'sk-openai', priority: 0 });
    const response = await relay(world, '/v1/responses', request());
    expect(response.status).toBe(200);
    expect(upstream.requests.map((sent) => sent.authorization)).toEqual(['Bearer sk-openai']);
    await onlyRow(REPLY_WORDS);
  });

  it('a model served only by a channel without chat or Responses answers a clear 400, nothing billed', async () => {
    // Jina (type 38) serves embeddings and rerank only: nothing to convert the Responses API to (ADR 0038).
    await addChannel(getDb(), { type: 38, base_url: upstream.url });
    const refused = await relay(world, '/v1/responses', request());
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'channel_unsupported', message: expect.stringContaining('does not support this endpoint') } });
    expect(upstream.requests).toHaveLength(0);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.quota).toBe(1_000_000);
    expect(after.consumed).toBe(0);
  });
});

describeEachDialect('relay: /v1/responses/{id} follow-ups reach the creating channel, for its owner only (ADR 0035)', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world, build } = fresh));

  function call(method: 'GET' | 'POST' | 'DELETE', path: string, authorization = world.authorization): Promise<Response> {
    return world.harness.request(path, { method, headers: { Authorization: authorization }, userId: null });
  }

  it('retrieve, input_items, cancel and delete go to the channel that created the response (stream-created too), with its key; nothing billed', async () => {
    // Two channels serve the model: routing prefers the failing one, the retry lands on the creator, so a
    // follow-up routed like a new request would reach the wrong channel (and its 503).
    world = await build({ options: { RetryTimes: '1' } });
    await addChannel(getDb(), { base_url: `${upstream.url}/fail-503`, key: 'sk-other', priority: 10 });
    await addChannel(getDb(), { base_url: upstream.url, key: 'sk-creator', priority: 0 });
    const created = await relay(world, '/v1/responses', request({ stream: true }));
    expect(created.status).toBe(200);
    await created.text();
    expect(upstream.requests.at(-1)!.authorization).toBe('Bearer sk-creator');

    const retrieved = await call('GET', `/v1/responses/${RESPONSE_ID}?include[]=reasoning.encrypted_content`);
    expect(retrieved.status).toBe(200);
    expect(await retrieved.json()).toMatchObject({ id: RESPONSE_ID, status: 'completed' });
    expect(upstream.requests.at(-1)).toMatchObject({ path: `/v1/responses/${RESPONSE_ID}`, authorization: 'Bearer sk-creator', method: 'GET' });
    const items = await call('GET', `/v1/responses/${RESPONSE_ID}/input_items?limit=5`);
    expect(await items.json()).toMatchObject({ object: 'list', data: [{ type: 'message' }] });
    const cancelled = await call('POST', `/v1/responses/${RESPONSE_ID}/cancel`);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(upstream.requests.at(-1)).toMatchObject({ path: `/v1/responses/${RESPONSE_ID}/cancel`, method: 'POST', authorization: 'Bearer sk-creator' });
    const deleted = await call('DELETE', `/v1/responses/${RESPONSE_ID}`);
    expect(await deleted.json()).toEqual({ id: RESPONSE_ID, object: 'response', deleted: true });
    // Deleted: the gateway forgot it, so the next retrieve is the gateway's 404 without an upstream call.
    const calls = upstream.requests.length;
    const gone = await call('GET', `/v1/responses/${RESPONSE_ID}`);
    expect(gone.status).toBe(404);
    expect(upstream.requests).toHaveLength(calls);

    await waitForLogs(getDb(), world, 1);
    expect((await balances(getDb(), world)).logs).toHaveLength(1);
  });

  it('another user, or an id never created through the gateway: 404 without an upstream call', async () => {
    await addChannel(getDb(), { base_url: upstream.url });
    await (await relay(world, '/v1/responses', request())).json();
    const stranger = await seedUser(getDb(), { username: 'stranger', quota: 1000 });
    const key = `strangerkey${'s'.repeat(37)}`;
    await insertToken(getDb(), { user_id: stranger.id, key, name: 'stranger-token', unlimited_quota: true, remain_quota: 0 });
    const calls = upstream.requests.length;
    const foreign = await call('GET', `/v1/responses/${RESPONSE_ID}`, `Bearer sk-${key}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: 'response_not_found' } });
    expect((await call('DELETE', `/v1/responses/${RESPONSE_ID}`, `Bearer sk-${key}`)).status).toBe(404);
    expect((await call('GET', '/v1/responses/resp_unknown')).status).toBe(404);
    expect(upstream.requests).toHaveLength(calls);
    // The owner still reaches it.
    expect((await call('GET', `/v1/responses/${RESPONSE_ID}`)).status).toBe(200);
  });
});
