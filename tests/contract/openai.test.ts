import OpenAI, { APIUserAbortError, AuthenticationError, NotFoundError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockReply, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { setUpAndSignIn, type ConsoleSession } from './support/console-api.ts';
import { startSlowUpstream, type SlowUpstream } from './support/slow-upstream.ts';

/** The official openai client against the real apps/server and the mock upstream (issue "Relay": contract suite). */
describe('contract: official openai client', () => {
  let upstream: MockUpstream;
  let slow: SlowUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let client: OpenAI;

  beforeAll(async () => {
    upstream = await startMockUpstream();
    slow = await startSlowUpstream();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: 'gpt-4o-mini,text-embedding-3-small', group: 'default' },
    });
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'slow', type: 1, key: 'sk-upstream', base_url: slow.url, models: 'slow-model', group: 'default' },
    });
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'gpt-4o-mini': 0.075, 'text-embedding-3-small': 0.01, 'slow-model': 1 }) });
    const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', { name: 'contract', unlimited_quota: true, remain_quota: 0, expired_time: -1 });
    client = new OpenAI({ apiKey: `sk-${token!.key}`, baseURL: `${server.url}/v1`, maxRetries: 0 });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
    await slow?.stop();
  });

  it('chat completion, non-stream', async () => {
    const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(completion.choices[0]!.message.content).toBe(mockReply('gpt-4o-mini'));
    expect(completion.usage).toMatchObject({ prompt_tokens: 5, completion_tokens: 3 });
  });

  it('chat completion, stream: deltas in order, usage only when asked', async () => {
    const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: true } });
    let text = '';
    let usage: unknown = null;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toBe(mockReply('gpt-4o-mini'));
    expect(usage).toMatchObject({ prompt_tokens: 5, completion_tokens: 3 });

    const plain = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true });
    let sawUsage = false;
    for await (const chunk of plain) sawUsage ||= chunk.usage !== undefined && chunk.usage !== null;
    expect(sawUsage).toBe(false);
  });

  it('embeddings', async () => {
    const result = await client.embeddings.create({ model: 'text-embedding-3-small', input: 'hello' });
    expect(result.data[0]!.embedding).toEqual([0.1, 0.2, 0.3]);
  });

  it('models list', async () => {
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toEqual(expect.arrayContaining(['gpt-4o-mini', 'text-embedding-3-small']));
  });

  it('error classes: a bad key is an AuthenticationError (401), an unknown model a NotFoundError (404)', async () => {
    const stranger = new OpenAI({ apiKey: 'sk-not-a-real-key', baseURL: `${server.url}/v1`, maxRetries: 0 });
    await expect(stranger.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })).rejects.toBeInstanceOf(AuthenticationError);
    await expect(client.models.retrieve('no-such-model')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('abort mid-stream: the client stops and the relay closes the upstream connection', async () => {
    const controller = new AbortController();
    const stream = await client.chat.completions.create({ model: 'slow-model', messages: [{ role: 'user', content: 'hi' }], stream: true }, { signal: controller.signal });
    let received = 0;
    try {
      for await (const chunk of stream) {
        received += chunk.choices[0]?.delta.content === undefined ? 0 : 1;
        if (received === 2) controller.abort();
      }
    } catch (error) {
      // Depending on timing the client ends the iteration quietly or raises its abort error.
      expect(error).toBeInstanceOf(APIUserAbortError);
    }
    expect(received).toBe(2);
    // The upstream would stream forever; it only stops because the relay aborted its request.
    await slow.closed;

    // What was streamed is billed: one consume row noting the disconnect.
    let row: { model_name: string; quota: number; completion_tokens: number; other: string } | undefined;
    for (let round = 0; round < 100 && row === undefined; round += 1) {
      const page = await admin.call<{ items: Array<{ model_name: string; quota: number; completion_tokens: number; other: string }> }>('GET', '/api/log/self?p=0&page_size=50');
      row = page.items.find((item) => item.model_name === 'slow-model');
      if (row === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row).toBeDefined();
    expect(row!.quota).toBeGreaterThan(0);
    expect(row!.completion_tokens).toBeGreaterThan(0);
    expect(JSON.parse(row!.other).interruption).toBe('client disconnected');
  });
});
