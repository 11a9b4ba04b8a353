import { expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { countChatPromptTokens, loadTokenCounter } from '../src/services/token-count/index.ts';
import { addChannel, balances, freshWorldEachTest, relay, waitForLogs, type RelayWorld } from './relay-support.ts';
import { ANTHROPIC_TOKEN_COUNT, ANTHROPIC_UPSTREAM_URL, tokenKey, vendorRequests, vendorWorldSettings } from './vendor-upstream-support.ts';

const MODEL = 'claude-sonnet-4';
const PRICES = { ModelRatio: JSON.stringify({ [MODEL]: 2, 'gpt-4o-mini': 1 }), CompletionRatio: JSON.stringify({ [MODEL]: 5 }) };
const countBody = {
  model: MODEL,
  system: 'You are terse.',
  messages: [{ role: 'user', content: 'How many tokens is this sentence?' }],
  tools: [{ name: 'lookup', description: 'Looks a word up', input_schema: { type: 'object', properties: { word: { type: 'string' } } } }],
};

function post(world: RelayWorld, body: unknown, headers: Record<string, string> = { Authorization: world.authorization }): Promise<Response> {
  return world.harness.request('/v1/messages/count_tokens', { body, headers, userId: null });
}

async function tokenizerCount(body: Record<string, unknown>): Promise<number> {
  return countChatPromptTokens(body, await loadTokenCounter('cl100k_base'));
}

describeEachDialect('relay: POST /v1/messages/count_tokens', (getDb, dialect) => {
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ world } = fresh), vendorWorldSettings({ options: PRICES }));

  /** The channel serving MODEL with the key sk-ant-upstream, of the test's type and base URL. */
  async function addModelChannel(channel: { type: number; base_url: string }): Promise<void> {
    await addChannel(getDb(), { key: 'sk-ant-upstream', models: MODEL, ...channel });
  }

  /** A /v1/messages call after the count: its batch holds the only row, so the count wrote nothing and billed nothing. */
  async function expectNothingBilledBefore(): Promise<void> {
    const before = await balances(getDb(), world);
    expect(before).toMatchObject({ quota: 1_000_000, tokenRemain: 500_000, usedQuota: 0, requestCount: 0 });
    expect(before.logs).toHaveLength(0);
    expect((await relay(world, '/v1/messages', { model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] })).status).toBe(200);
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.logs).toHaveLength(1);
    expect(after.requestCount).toBe(1);
    expect(1_000_000 - after.quota).toBe(after.consumed);
  }

  it('Anthropic channel: the upstream count_tokens answers, with the channel key and the client anthropic-version and anthropic-beta; never billed, no log row', async () => {
    await addModelChannel({ type: 14, base_url: ANTHROPIC_UPSTREAM_URL });
    const response = await post(world, countBody, {
      'x-api-key': tokenKey(world),
      'anthropic-version': '2023-01-01',
      'anthropic-beta': 'token-counting-2024-11-01',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ input_tokens: ANTHROPIC_TOKEN_COUNT });
    const upstream = vendorRequests.at(-1)!;
    expect(upstream.url.pathname).toBe('/v1/messages/count_tokens');
    expect(upstream.headers.get('x-api-key')).toBe('sk-ant-upstream');
    expect(upstream.headers.get('anthropic-version')).toBe('2023-01-01');
    expect(upstream.headers.get('anthropic-beta')).toBe('token-counting-2024-11-01');
    expect(upstream.body).toEqual(countBody);
    await expectNothingBilledBefore();
  });

  it('an Anthropic channel of lower priority is preferred over an OpenAI-format one for the native count', async () => {
    await addModelChannel({ type: 1, base_url: 'http://127.0.0.1:9' });
    await addChannel(getDb(), { type: 14, key: 'sk-ant-low', base_url: ANTHROPIC_UPSTREAM_URL, models: MODEL, priority: -10 });
    const response = await post(world, countBody);
    expect(await response.json()).toEqual({ input_tokens: ANTHROPIC_TOKEN_COUNT });
    expect(vendorRequests.at(-1)!.headers.get('x-api-key')).toBe('sk-ant-low');
  });

  it('OpenAI-format channel: a tokenizer estimate of system, messages and tools, no upstream call', async () => {
    await addModelChannel({ type: 1, base_url: 'http://127.0.0.1:9' });
    const response = await post(world, countBody);
    expect(response.status).toBe(200);
    const expected = await tokenizerCount(countBody);
    expect(expected).toBeGreaterThan(20);
    expect(await response.json()).toEqual({ input_tokens: expected });
    expect(vendorRequests).toHaveLength(0);
    await expectNothingBilledBefore();
  });

  it('Anthropic-compatible upstream without count_tokens (404): the estimate instead of the error', async () => {
    await addModelChannel({ type: 14, base_url: `${ANTHROPIC_UPSTREAM_URL}/no-count` });
    const response = await post(world, countBody);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ input_tokens: await tokenizerCount(countBody) });
    expect(vendorRequests.at(-1)!.url.pathname).toBe('/no-count/v1/messages/count_tokens');
  });

  it('a 200 whose body is not JSON is a 502 in the Anthropic envelope, not a 500', async () => {
    await addModelChannel({ type: 14, base_url: `${ANTHROPIC_UPSTREAM_URL}/garbled` });
    const response = await post(world, countBody);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'upstream_error' } });
  });

  it('an upstream failure other than a missing endpoint is answered in the Anthropic envelope with its status', async () => {
    await addModelChannel({ type: 14, base_url: 'http://127.0.0.1:9/fail-500' });
    const response = await post(world, countBody);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ type: 'error', error: { message: expect.stringContaining('injected 500') } });
  });

  it('refusals as for /v1/messages: no key 401, model outside the token limits 403, unpriced model 403, no messages 400', async () => {
    await addModelChannel({ type: 14, base_url: ANTHROPIC_UPSTREAM_URL });
    expect((await post(world, countBody, {})).status).toBe(401);
    await getDb().updateTable('tokens').set({ model_limits_enabled: 1, model_limits: 'gpt-4o-mini' }).where('id', '=', world.tokenId).execute();
    const limited = await world.harness.request('/v1/messages/count_tokens', {
      body: countBody,
      headers: { Authorization: world.authorization },
      userId: null,
    });
    expect(limited.status).toBe(403);
    expect(await limited.json()).toMatchObject({ type: 'error', error: { type: 'new_api_error', message: expect.stringContaining('no access to model') } });
    const unpriced = await post(world, { ...countBody, model: 'mystery-model' });
    expect(unpriced.status).toBe(403);
    const missing = await post(world, { model: MODEL });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      type: 'error',
      error: { type: 'invalid_request_error', message: expect.stringContaining('messages is required') },
    });
    expect(vendorRequests).toHaveLength(0);
  });
});
