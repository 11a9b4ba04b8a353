import OpenAI, { APIUserAbortError, InternalServerError } from 'openai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockReply, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession, type LimitedCaller } from './support/console-api.ts';
import { logRows, settledSnapshot, waitForRows } from './support/ledger.ts';

/** The upstream takes 10 s to answer: far longer than the cancellation takes to reach it, even on a busy machine. */
const SLOW_UPSTREAM_MODEL = 'slow-model+latency=10000';

/**
 * Faults: the real apps/server against the fault-injecting
 * mock upstream; every check reads the money back through the admin API. Each scenario has its own
 * model, routed by channels whose model_mapping points at a faulty upstream model (`model+directives`).
 */
describe('faults: retries, failures, disconnects and odd upstream streams are billed exactly', () => {
  let faulty: MockUpstream;
  let healthy: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let caller: LimitedCaller;
  let client: OpenAI;
  const channelIds = new Map<string, number>();

  async function addChannel(name: string, upstream: MockUpstream, model: string, options: { mapTo?: string; priority?: number } = {}): Promise<void> {
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: {
        name,
        type: 1,
        key: 'sk-upstream',
        base_url: upstream.url,
        models: model,
        group: 'default',
        priority: options.priority ?? 0,
        model_mapping: options.mapTo === undefined ? '' : JSON.stringify({ [model]: options.mapTo }),
      },
    });
  }

  beforeAll(async () => {
    faulty = await startMockUpstream();
    healthy = await startMockUpstream();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('PUT', '/api/option/', { key: 'RetryTimes', value: '2' });
    const models = ['retry-model', 'doomed-model', 'long-model', 'odd-model', 'bare-model', 'slow-model'];
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify(Object.fromEntries(models.map((model) => [model, 1.5]))) });
    // Higher priority is tried first, so the faulty channel always takes attempt 0.
    await addChannel('retry-faulty', faulty, 'retry-model', { mapTo: 'retry-model+status=500', priority: 10 });
    await addChannel('retry-healthy', healthy, 'retry-model');
    await addChannel('doomed-500', faulty, 'doomed-model', { mapTo: 'doomed-model+status=500', priority: 10 });
    await addChannel('doomed-503', faulty, 'doomed-model', { mapTo: 'doomed-model+status=503' });
    await addChannel('long', healthy, 'long-model', { mapTo: 'long-model+words=200;chunk-delay=10' });
    await addChannel('odd', healthy, 'odd-model', { mapTo: 'odd-model+malformed;null-choices' });
    await addChannel('bare', healthy, 'bare-model', { mapTo: 'bare-model+no-usage' });
    await addChannel('slow', healthy, 'slow-model', { mapTo: SLOW_UPSTREAM_MODEL });
    const channels = await admin.call<{ items: Array<{ id: number; name: string }> }>('GET', '/api/channel/?p=0&page_size=100');
    for (const channel of channels.items) channelIds.set(channel.name, channel.id);
    caller = await createLimitedCaller(server.url, admin, { username: 'faults', quota: 5_000_000, tokenQuota: 2_000_000 });
    client = new OpenAI({ apiKey: caller.apiKey, baseURL: `${server.url}/v1`, maxRetries: 0 });
  });

  afterAll(async () => {
    await server?.stop();
    await faulty?.stop();
    await healthy?.stop();
  });

  const ask = (model: string) => ({ model, messages: [{ role: 'user' as const, content: 'hello there' }] });

  it('upstream 500 then success on another channel: retried, exactly one consume row, billed once', async () => {
    const before = await settledSnapshot(admin, caller);
    const completion = await client.chat.completions.create(ask('retry-model'));
    expect(completion.choices[0]!.message.content).toBe(mockReply('retry-model'));
    expect(faulty.requests.filter((request) => (request.body as { model?: string }).model === 'retry-model+status=500')).toHaveLength(1);

    const rows = await waitForRows(admin, { type: 2, model: 'retry-model' }, 1);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.other).admin_info.use_channel).toEqual([String(channelIds.get('retry-faulty')), String(channelIds.get('retry-healthy'))]);
    expect(rows[0]!.channel).toBe(channelIds.get('retry-healthy'));
    expect(await logRows(admin, { type: 5, model: 'retry-model' })).toHaveLength(0);

    const after = await settledSnapshot(admin, caller);
    expect(rows[0]!.quota).toBeGreaterThan(0);
    expect(before.userQuota - after.userQuota).toBe(rows[0]!.quota);
    expect(after.userUsedQuota - before.userUsedQuota).toBe(rows[0]!.quota);
    expect(before.tokenRemainQuota - after.tokenRemainQuota).toBe(rows[0]!.quota);
    expect(after.consumeRows - before.consumeRows).toBe(1);
  });

  it('every channel failing: a clean OpenAI error, nothing billed, one error row with the status code', async () => {
    const before = await settledSnapshot(admin, caller);
    const failure = await client.chat.completions.create(ask('doomed-model')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InternalServerError);
    const error = failure as InternalServerError;
    expect(error.status).toBe(503);
    expect(error.error).toMatchObject({ type: expect.any(String), message: expect.stringContaining('request id') });
    expect(faulty.requests.filter((request) => String((request.body as { model?: string }).model).startsWith('doomed-model+'))).toHaveLength(2);

    const errors = await waitForRows(admin, { type: 5, model: 'doomed-model' }, 1);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!.other)).toMatchObject({ status_code: 503 });
    expect(errors[0]!.quota).toBe(0);
    const after = await settledSnapshot(admin, caller);
    expect(await logRows(admin, { type: 2, model: 'doomed-model' })).toHaveLength(0);
    expect(after).toMatchObject({
      userQuota: before.userQuota,
      userUsedQuota: before.userUsedQuota,
      tokenRemainQuota: before.tokenRemainQuota,
      tokenUsedQuota: before.tokenUsedQuota,
      consumeRows: before.consumeRows,
    });
  });

  it('client disconnects mid-stream: the upstream connection is closed, what was streamed is billed', async () => {
    // The whole answer once, for its price.
    await client.chat.completions.create(ask('long-model'));
    const [full] = await waitForRows(admin, { type: 2, model: 'long-model' }, 1);
    expect(full!.completion_tokens).toBe(200);

    const controller = new AbortController();
    const stream = await client.chat.completions.create({ ...ask('long-model'), stream: true }, { signal: controller.signal });
    let received = 0;
    try {
      for await (const chunk of stream) {
        if (chunk.choices[0]?.delta.content) received += 1;
        if (received === 3) controller.abort();
      }
    } catch (error) {
      expect(error).toBeInstanceOf(APIUserAbortError);
    }
    expect(received).toBe(3);
    const upstreamCall = healthy.requests.filter((request) => (request.body as { model?: string }).model === 'long-model+words=200;chunk-delay=10').at(-1)!;
    expect(await upstreamCall.ended).toBe('closed-early');

    const rows = await waitForRows(admin, { type: 2, model: 'long-model' }, 2);
    expect(rows).toHaveLength(2);
    const partial = rows.find((row) => row.id !== full!.id)!;
    expect(JSON.parse(partial.other).interruption).toBe('client disconnected');
    expect(partial.quota).toBeGreaterThan(0);
    expect(partial.quota).toBeLessThan(full!.quota);
    expect(partial.completion_tokens).toBeLessThan(200);
  });

  it('client disconnects before a non-stream answer: the upstream call is cancelled, nothing billed, a 499 error row', async () => {
    const before = await settledSnapshot(admin, caller);
    const controller = new AbortController();
    const answer = client.chat.completions.create(ask('slow-model'), { signal: controller.signal }).catch((error: unknown) => error);
    // Leave only once the gateway has called the upstream: on a busy machine that can take longer than any fixed delay.
    const upstreamCall = await vi.waitUntil(() => healthy.requests.find((request) => (request.body as { model?: string }).model === SLOW_UPSTREAM_MODEL), {
      timeout: 60_000,
      interval: 20,
    });
    expect(upstreamCall.outcome).toBe('pending');
    controller.abort();
    expect(await answer).toBeInstanceOf(APIUserAbortError);
    // Cancelled: the upstream's answer, 10 s away, never completed.
    expect(await upstreamCall.ended).toBe('closed-early');

    const errors = await waitForRows(admin, { type: 5, model: 'slow-model' }, 1);
    expect(JSON.parse(errors[0]!.other)).toMatchObject({ status_code: 499 });
    const after = await settledSnapshot(admin, caller);
    expect(await logRows(admin, { type: 2, model: 'slow-model' })).toHaveLength(0);
    expect(after).toMatchObject({
      userQuota: before.userQuota,
      userUsedQuota: before.userUsedQuota,
      tokenRemainQuota: before.tokenRemainQuota,
      tokenUsedQuota: before.tokenUsedQuota,
    });
  });

  it('a malformed chunk and a choices: null chunk do not break the stream (with and without include_usage)', async () => {
    for (const includeUsage of [false, true]) {
      const stream = await client.chat.completions.create({ ...ask('odd-model'), stream: true, stream_options: { include_usage: includeUsage } });
      let text = '';
      let usage: unknown = null;
      for await (const chunk of stream) {
        text += chunk.choices?.[0]?.delta.content ?? '';
        if (chunk.usage) usage = chunk.usage;
      }
      expect(text).toBe(mockReply('odd-model'));
      if (includeUsage) expect(usage).toMatchObject({ prompt_tokens: 5, completion_tokens: 3 });
      else expect(usage).toBeNull();
    }
    const rows = await waitForRows(admin, { type: 2, model: 'odd-model' }, 2);
    expect(rows.map((row) => [row.prompt_tokens, row.completion_tokens])).toEqual([
      [5, 3],
      [5, 3],
    ]);
  });

  it('missing usage: billed by estimate, and the row says so', async () => {
    const plain = await client.chat.completions.create(ask('bare-model'));
    expect(plain.choices[0]!.message.content).toBe(mockReply('bare-model'));
    const stream = await client.chat.completions.create({ ...ask('bare-model'), stream: true, stream_options: { include_usage: true } });
    let usage: { prompt_tokens: number; completion_tokens: number } | null = null;
    for await (const chunk of stream) if (chunk.usage) usage = chunk.usage;
    // The client asked for usage, the upstream sent none: the relay adds its estimate.
    expect(usage!.completion_tokens).toBeGreaterThan(0);

    const rows = await waitForRows(admin, { type: 2, model: 'bare-model' }, 2);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.content).toContain('usage estimated');
      expect(row.prompt_tokens).toBeGreaterThan(0);
      expect(row.completion_tokens).toBeGreaterThan(0);
      expect(row.quota).toBeGreaterThan(0);
    }
    const streamed = rows.find((row) => JSON.parse(row.other).frt !== undefined && row.completion_tokens === usage!.completion_tokens);
    expect(streamed).toBeDefined();
  });
});
