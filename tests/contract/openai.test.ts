import OpenAI, {
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_TOOL_ARGUMENTS, mockReply, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession } from './support/console-api.ts';
import { startSlowUpstream, type SlowUpstream } from './support/slow-upstream.ts';

/** The official openai client against the real apps/server and the mock upstream. */
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
    // Upstreams that always fail, through model_mapping onto the mock's fault directives.
    for (const [model, fault] of [
      ['busy-model', 'status=429'],
      ['broken-model', 'status=500'],
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
          model_mapping: JSON.stringify({ [model]: `${model}+${fault}` }),
        },
      });
    }
    await admin.call('PUT', '/api/option/', {
      key: 'ModelRatio',
      value: JSON.stringify({ 'gpt-4o-mini': 0.075, 'text-embedding-3-small': 0.01, 'slow-model': 1, 'busy-model': 1, 'broken-model': 1 }),
    });
    const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
      name: 'contract',
      unlimited_quota: true,
      remain_quota: 0,
      expired_time: -1,
    });
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
    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
      stream_options: { include_usage: true },
    });
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
    await expect(stranger.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })).rejects.toBeInstanceOf(
      AuthenticationError,
    );
    await expect(client.models.retrieve('no-such-model')).rejects.toBeInstanceOf(NotFoundError);
  });

  const weatherTool = {
    type: 'function' as const,
    function: {
      name: 'get_weather',
      description: 'Weather of a city',
      parameters: { type: 'object', properties: { city: { type: 'string' }, unit: { type: 'string' } } },
    },
  };

  it('tools, non-stream: the tool call arrives whole', async () => {
    const completion = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'weather in Paris?' }],
      tools: [weatherTool],
    });
    const choice = completion.choices[0]!;
    expect(choice.finish_reason).toBe('tool_calls');
    const call = choice.message.tool_calls![0]!;
    expect(call.type).toBe('function');
    expect(call.type === 'function' ? call.function : undefined).toEqual({ name: 'get_weather', arguments: MOCK_TOOL_ARGUMENTS });
  });

  it('tools, stream: the SDK stream helper reassembles tool-call deltas split across chunks', async () => {
    const runner = client.chat.completions.stream({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'weather in Paris?' }], tools: [weatherTool] });
    let argumentDeltas = 0;
    runner.on('tool_calls.function.arguments.delta', () => {
      argumentDeltas += 1;
    });
    const final = await runner.finalChatCompletion();
    const call = final.choices[0]!.message.tool_calls?.[0];
    expect(call?.type === 'function' ? call.function : undefined).toMatchObject({ name: 'get_weather', arguments: MOCK_TOOL_ARGUMENTS });
    expect(argumentDeltas).toBeGreaterThan(1);
    expect(final.choices[0]!.finish_reason).toBe('tool_calls');
  });

  it('error classes: a bad body is a BadRequestError (400)', async () => {
    const failure = await client.chat.completions.create({ model: 'gpt-4o-mini' } as never).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BadRequestError);
    expect((failure as BadRequestError).status).toBe(400);
    expect((failure as BadRequestError).error).toMatchObject({ message: expect.stringContaining('messages is required') });
  });

  it('error classes: every channel answering 429 is a RateLimitError, an upstream 500 with no other channel an InternalServerError', async () => {
    const busy = await client.chat.completions.create({ model: 'busy-model', messages: [{ role: 'user', content: 'hi' }] }).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(RateLimitError);
    expect((busy as RateLimitError).status).toBe(429);
    const broken = await client.chat.completions
      .create({ model: 'broken-model', messages: [{ role: 'user', content: 'hi' }] })
      .catch((error: unknown) => error);
    expect(broken).toBeInstanceOf(InternalServerError);
    expect((broken as InternalServerError).status).toBe(500);
  });

  it('error classes: insufficient quota is a PermissionDeniedError (403)', async () => {
    const broke = await createLimitedCaller(server.url, admin, { username: 'no-quota', quota: 0 });
    const poorClient = new OpenAI({ apiKey: broke.apiKey, baseURL: `${server.url}/v1`, maxRetries: 0 });
    const failure = await poorClient.chat.completions
      .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermissionDeniedError);
    expect((failure as PermissionDeniedError).error).toMatchObject({ type: 'insufficient_quota' });
  });

  it('abort mid-stream: the client stops and the relay closes the upstream connection', async () => {
    const controller = new AbortController();
    const stream = await client.chat.completions.create(
      { model: 'slow-model', messages: [{ role: 'user', content: 'hi' }], stream: true },
      { signal: controller.signal },
    );
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
      const page = await admin.call<{ items: Array<{ model_name: string; quota: number; completion_tokens: number; other: string }> }>(
        'GET',
        '/api/log/self?p=0&page_size=50',
      );
      row = page.items.find((item) => item.model_name === 'slow-model');
      if (row === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row).toBeDefined();
    expect(row!.quota).toBeGreaterThan(0);
    expect(row!.completion_tokens).toBeGreaterThan(0);
    expect(JSON.parse(row!.other).interruption).toBe('client disconnected');
  });
});
