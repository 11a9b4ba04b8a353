import OpenAI, { InternalServerError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession, type LimitedCaller } from './support/console-api.ts';
import { logRows, settledSnapshot, waitForRows } from './support/ledger.ts';

/**
 * RELAY_TIMEOUT / STREAMING_TIMEOUT (reference env settings) on the Node transport: an upstream that does
 * not start its answer in time, or goes silent mid-stream, is cut off instead of holding the request.
 */
describe('relay timeouts on the real server (RELAY_TIMEOUT=1, STREAMING_TIMEOUT=1)', () => {
  let upstream: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let caller: LimitedCaller;
  let client: OpenAI;

  beforeAll(async () => {
    upstream = await startMockUpstream();
    server = await startServer({ RELAY_TIMEOUT: '1', STREAMING_TIMEOUT: '1' });
    admin = await setUpAndSignIn(server.url);
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'late-model': 1, 'stalling-model': 1 }) });
    for (const [model, faulty] of [
      ['late-model', 'late-model+latency=3000'],
      ['stalling-model', 'stalling-model+words=40;chunk-delay=2000'],
    ] as const) {
      await admin.call('POST', '/api/channel/', {
        mode: 'single',
        channel: {
          name: model,
          type: 1,
          key: 'sk-upstream',
          base_url: upstream.url,
          models: model,
          group: 'default',
          model_mapping: JSON.stringify({ [model]: faulty }),
        },
      });
    }
    caller = await createLimitedCaller(server.url, admin, { username: 'timeouts', quota: 5_000_000, tokenQuota: 2_000_000 });
    client = new OpenAI({ apiKey: caller.apiKey, baseURL: `${server.url}/v1`, maxRetries: 0 });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  it('an upstream that has not answered after RELAY_TIMEOUT: a clean error, nothing billed, one error row', async () => {
    const before = await settledSnapshot(admin, caller);
    const started = Date.now();
    const failure = await client.chat.completions.create({ model: 'late-model', messages: [{ role: 'user', content: 'hi' }] }).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(2_900);
    expect(failure).toBeInstanceOf(InternalServerError);
    const errors = await waitForRows(admin, { type: 5, model: 'late-model' }, 1);
    expect(errors).toHaveLength(1);
    const after = await settledSnapshot(admin, caller);
    expect(await logRows(admin, { type: 2, model: 'late-model' })).toHaveLength(0);
    expect(after).toMatchObject({ userQuota: before.userQuota, userUsedQuota: before.userUsedQuota, tokenRemainQuota: before.tokenRemainQuota });
  });

  it('a stream that stays silent longer than STREAMING_TIMEOUT ends, billed for what came', async () => {
    const stream = await client.chat.completions.create({ model: 'stalling-model', messages: [{ role: 'user', content: 'hi' }], stream: true });
    let text = '';
    const started = Date.now();
    try {
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    } catch {
      // The SDK may report the cut stream as an error; what matters is that it ended and what was billed.
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    const [row] = await waitForRows(admin, { type: 2, model: 'stalling-model' }, 1);
    expect(JSON.parse(row!.other).interruption).toMatch(/upstream stream broke/);
    expect(row!.completion_tokens).toBeLessThan(40);
    expect(text.split(' ').filter(Boolean).length).toBeLessThan(40);
  });
});
