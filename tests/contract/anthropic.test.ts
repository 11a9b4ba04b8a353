import Anthropic, { AuthenticationError, BadRequestError, NotFoundError, PermissionDeniedError, ServiceUnavailableError } from '@anthropic-ai/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockReply, MOCK_TOOL_ARGUMENTS, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { computeCost } from '@gateway/domain';
import {
  anthropicCalls,
  anthropicCountCalls,
  MOCK_ANTHROPIC_TOKEN_COUNT,
  MOCK_ANTHROPIC_USAGE,
  MOCK_REDACTED_THINKING,
  MOCK_THINKING_OUTPUT_TOKENS,
  MOCK_THINKING_PIECES,
  MOCK_THINKING_SIGNATURE,
  MOCK_TOOL_USE_ID,
} from '../fixtures/mock-upstream/anthropic-messages.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { setUpAndSignIn, type ConsoleSession } from './support/console-api.ts';

/** Served by an Anthropic channel (type 14): /v1/messages passed through natively. */
const NATIVE = 'claude-native';
/** Served by an OpenAI channel (type 1): /v1/messages converted to chat and back. */
const CONVERTED = 'claude-converted';
const CHANNEL_KEY = 'sk-ant-channel';
/** Priced, but no channel serves it. */
const NO_CHANNEL = 'claude-nowhere';

/**
 * Expected quota per request: computeCost of the usage at the ratios set below (ratio mode, group 1):
 * native: prompt 5 + 4 cache reads + 2 cache writes, ratio 1.5, completion 5, cache 0.1, cache creation
 * the default 1.25; converted: the OpenAI mock's 5 prompt tokens, ratio 1, completion 2.
 */
function nativeQuota(completion: number): number {
  const { input_tokens: uncached, cache_read_input_tokens: reads, cache_creation_input_tokens: writes } = MOCK_ANTHROPIC_USAGE;
  return computeCost(
    { promptTokens: uncached + reads + writes, completionTokens: completion, cachedTokens: reads, cacheCreationTokens: writes },
    { kind: 'ratio', modelRatio: 1.5, completionRatio: 5, cacheRatio: 0.1 },
    1,
  );
}
const convertedQuota = (completion: number) => 5 + completion * 2;
const REPLY_WORDS = 3;
/** The OpenAI mock bills a tool call at ceil(arguments length / 4) completion tokens. */
const TOOL_CALL_TOKENS = Math.ceil(MOCK_TOOL_ARGUMENTS.length / 4);

const weatherTool = {
  name: 'get_weather',
  description: 'Current weather',
  input_schema: { type: 'object' as const, properties: { city: { type: 'string' } }, required: ['city'] },
};
const hello = [{ role: 'user' as const, content: 'hi' }];

interface LogRow {
  id: number;
  model_name: string;
  quota: number;
  prompt_tokens: number;
  completion_tokens: number;
  is_stream: boolean | number;
  token_name: string;
  other: string;
}

/** The official @anthropic-ai/sdk against the real apps/server and the mock upstream. */
describe('contract: official @anthropic-ai/sdk client', () => {
  let upstream: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let client: Anthropic;

  async function consumeLogs(model: string): Promise<LogRow[]> {
    const page = await admin.call<{ items: LogRow[] }>('GET', `/api/log/?p=0&page_size=100&type=2&model_name=${model}&token_name=anthropic-contract`);
    return page.items.filter((row) => row.model_name === model);
  }

  /** Waits for the request's consume row, then checks no second row follows: exactly one log per request. */
  async function onlyNewLog(model: string, before: number): Promise<LogRow> {
    let rows: LogRow[] = [];
    for (let round = 0; round < 100 && rows.length <= before; round += 1) {
      rows = await consumeLogs(model);
      if (rows.length <= before) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    rows = await consumeLogs(model);
    expect(rows).toHaveLength(before + 1);
    return rows.reduce((newest, row) => (row.id > newest.id ? row : newest));
  }

  async function logged<T>(model: string, request: () => Promise<T>): Promise<{ result: T; row: LogRow }> {
    const before = (await consumeLogs(model)).length;
    const result = await request();
    return { result, row: await onlyNewLog(model, before) };
  }

  beforeAll(async () => {
    upstream = await startMockUpstream();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'anthropic-mock', type: 14, key: CHANNEL_KEY, base_url: upstream.url, models: NATIVE, group: 'default' },
    });
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'openai-mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: CONVERTED, group: 'default' },
    });
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ [NATIVE]: 1.5, [CONVERTED]: 1, [NO_CHANNEL]: 1 }) });
    await admin.call('PUT', '/api/option/', { key: 'CompletionRatio', value: JSON.stringify({ [NATIVE]: 5, [CONVERTED]: 2 }) });
    await admin.call('PUT', '/api/option/', { key: 'CacheRatio', value: JSON.stringify({ [NATIVE]: 0.1 }) });
    const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
      name: 'anthropic-contract',
      unlimited_quota: true,
      remain_quota: 0,
      expired_time: -1,
    });
    client = new Anthropic({ apiKey: `sk-${token!.key}`, baseURL: server.url, maxRetries: 0 });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  describe('native: an Anthropic channel', () => {
    it('messages, non-stream: the upstream answer with cache usage, the channel key and the client headers upstream, one log with the quota', async () => {
      const { result: message, row } = await logged(NATIVE, () =>
        client.messages.create(
          { model: NATIVE, max_tokens: 64, messages: hello },
          { headers: { 'anthropic-version': '2023-06-01', 'anthropic-beta': 'prompt-caching-2024-07-31' } },
        ),
      );
      expect(message.content).toEqual([{ type: 'text', text: mockReply(NATIVE) }]);
      expect(message.stop_reason).toBe('end_turn');
      expect(message.usage).toMatchObject({ ...MOCK_ANTHROPIC_USAGE, output_tokens: REPLY_WORDS });
      expect(anthropicCalls.at(-1)).toEqual({ apiKey: CHANNEL_KEY, version: '2023-06-01', beta: 'prompt-caching-2024-07-31' });
      expect(row.quota).toBe(nativeQuota(REPLY_WORDS));
      expect(row.prompt_tokens).toBe(11);
      expect(row.completion_tokens).toBe(REPLY_WORDS);
      expect(JSON.parse(row.other)).toMatchObject({ cache_tokens: 4, cache_creation_tokens: 2 });
    });

    it('messages.stream(): text deltas in order, final usage, one log', async () => {
      const { result, row } = await logged(NATIVE, async () => {
        const deltas: string[] = [];
        const stream = client.messages.stream({ model: NATIVE, max_tokens: 64, messages: hello });
        stream.on('text', (text) => deltas.push(text));
        return { deltas, final: await stream.finalMessage() };
      });
      expect(result.deltas).toEqual(['Hello', ' from', ` ${NATIVE}`]);
      expect(result.final.usage).toMatchObject({ ...MOCK_ANTHROPIC_USAGE, output_tokens: REPLY_WORDS });
      expect(row.quota).toBe(nativeQuota(REPLY_WORDS));
      expect(Boolean(row.is_stream)).toBe(true);
    });

    it('create({ stream: true }): the events in their order', async () => {
      const { result: types, row } = await logged(NATIVE, async () => {
        const events = await client.messages.create({ model: NATIVE, max_tokens: 64, messages: hello, stream: true });
        const seen: string[] = [];
        for await (const event of events) seen.push(event.type);
        return seen;
      });
      expect(types).toEqual([
        'message_start',
        'content_block_start',
        'content_block_delta',
        'content_block_delta',
        'content_block_delta',
        'content_block_stop',
        'message_delta',
        'message_stop',
      ]);
      expect(row.quota).toBe(nativeQuota(REPLY_WORDS));
    });

    it('tool use, non-stream and streamed (input_json_delta assembled by the SDK)', async () => {
      const arguments_ = JSON.parse(MOCK_TOOL_ARGUMENTS) as unknown;
      const { result: plain, row } = await logged(NATIVE, () =>
        client.messages.create({ model: NATIVE, max_tokens: 64, tools: [weatherTool], messages: hello }),
      );
      expect(plain.stop_reason).toBe('tool_use');
      expect(plain.content).toEqual([{ type: 'tool_use', id: MOCK_TOOL_USE_ID, name: 'get_weather', input: arguments_ }]);
      expect(row.quota).toBe(nativeQuota(1));

      const { result: streamed } = await logged(NATIVE, () =>
        client.messages.stream({ model: NATIVE, max_tokens: 64, tools: [weatherTool], messages: hello }).finalMessage(),
      );
      expect(streamed.stop_reason).toBe('tool_use');
      expect(streamed.content).toMatchObject([{ type: 'tool_use', id: MOCK_TOOL_USE_ID, name: 'get_weather', input: arguments_ }]);
    });
  });

  describe('extended thinking + tools: streamed unchanged, billed through computeCost', () => {
    const thinkingBody = {
      model: NATIVE,
      max_tokens: 2048,
      thinking: { type: 'enabled' as const, budget_tokens: 1024 },
      tools: [weatherTool],
      messages: hello,
      stream: true as const,
    };
    const betas = { 'anthropic-version': '2023-06-01', 'anthropic-beta': 'interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14' };

    /** The events as (name, payload) pairs, in order. */
    function sseEvents(text: string): Array<{ event: string; data: unknown }> {
      return text
        .split('\n\n')
        .filter((block) => block.startsWith('event: '))
        .map((block) => {
          const [name, data] = block.split('\n');
          return { event: name!.slice('event: '.length), data: JSON.parse(data!.slice('data: '.length)) as unknown };
        });
    }

    it('the raw stream reaches the client byte for byte as the upstream sent it: thinking, signature_delta, redacted_thinking, input_json_delta in order; one log row', async () => {
      const direct = await (
        await fetch(`${upstream.url}/v1/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...betas },
          body: JSON.stringify(thinkingBody),
        })
      ).text();
      const { result: relayed, row } = await logged(NATIVE, async () => {
        const response = await fetch(`${server.url}/v1/messages?beta=true`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': client.apiKey!, ...betas },
          body: JSON.stringify(thinkingBody),
        });
        expect(response.headers.get('content-type')).toContain('text/event-stream');
        return response.text();
      });
      expect(relayed).toBe(direct);
      const deltas = sseEvents(relayed).flatMap(({ data }) => {
        const record = data as { type: string; delta?: { type: string }; content_block?: { type: string } };
        return record.type === 'content_block_delta'
          ? [record.delta!.type]
          : record.type === 'content_block_start'
            ? [`start:${record.content_block!.type}`]
            : [];
      });
      expect(deltas).toEqual([
        'start:thinking',
        'thinking_delta',
        'thinking_delta',
        'signature_delta',
        'start:redacted_thinking',
        'start:tool_use',
        'input_json_delta',
        'input_json_delta',
      ]);
      expect(anthropicCalls.at(-1)).toEqual({ apiKey: CHANNEL_KEY, version: betas['anthropic-version'], beta: betas['anthropic-beta'] });
      expect(row.quota).toBe(nativeQuota(MOCK_THINKING_OUTPUT_TOKENS));
      expect(row.completion_tokens).toBe(MOCK_THINKING_OUTPUT_TOKENS);
    });

    it('the SDK sees the same events and assembles thinking (with its signature), redacted thinking and the tool input', async () => {
      const direct = await (
        await fetch(`${upstream.url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(thinkingBody) })
      ).text();
      const { result: seen } = await logged(NATIVE, async () => {
        const events: unknown[] = [];
        for await (const event of await client.messages.create(thinkingBody, { headers: betas })) events.push(event);
        return events;
      });
      // The SDK drops `ping` keep-alives; every other event arrives as the upstream sent it.
      expect(seen).toEqual(
        sseEvents(direct)
          .filter(({ event }) => event !== 'ping')
          .map(({ data }) => data),
      );

      const { result: final, row } = await logged(NATIVE, () =>
        client.messages.stream({ ...thinkingBody, stream: undefined }, { headers: betas }).finalMessage(),
      );
      expect(final.content).toEqual([
        { type: 'thinking', thinking: MOCK_THINKING_PIECES.join(''), signature: MOCK_THINKING_SIGNATURE },
        { type: 'redacted_thinking', data: MOCK_REDACTED_THINKING },
        { type: 'tool_use', id: MOCK_TOOL_USE_ID, name: 'get_weather', input: JSON.parse(MOCK_TOOL_ARGUMENTS) as unknown },
      ]);
      expect(final.stop_reason).toBe('tool_use');
      expect(final.usage).toMatchObject({ ...MOCK_ANTHROPIC_USAGE, output_tokens: MOCK_THINKING_OUTPUT_TOKENS });
      expect(row.quota).toBe(nativeQuota(MOCK_THINKING_OUTPUT_TOKENS));
      expect(JSON.parse(row.other)).toMatchObject({
        cache_tokens: MOCK_ANTHROPIC_USAGE.cache_read_input_tokens,
        cache_creation_tokens: MOCK_ANTHROPIC_USAGE.cache_creation_input_tokens,
      });
    });

    it('cache usage billed exactly when converted: /v1/chat/completions on the Anthropic channel bills the cache reads and writes through computeCost', async () => {
      const { result, row } = await logged(NATIVE, async () => {
        const response = await fetch(`${server.url}/v1/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${client.apiKey!}` },
          body: JSON.stringify({ model: NATIVE, max_tokens: 64, messages: hello }),
        });
        return (await response.json()) as { usage: { prompt_tokens: number; prompt_tokens_details: { cached_tokens: number } } };
      });
      const { input_tokens: uncached, cache_read_input_tokens: reads, cache_creation_input_tokens: writes } = MOCK_ANTHROPIC_USAGE;
      expect(result.usage).toMatchObject({ prompt_tokens: uncached + reads + writes, prompt_tokens_details: { cached_tokens: reads } });
      expect(row.quota).toBe(nativeQuota(REPLY_WORDS));
      expect(JSON.parse(row.other)).toMatchObject({ cache_tokens: reads, cache_creation_tokens: writes });
    });
  });

  describe('messages.countTokens: never billed, no log row', () => {
    /** Every log row of the contract token for a model, whatever its type (consume, error …). */
    async function allLogs(model: string): Promise<LogRow[]> {
      const page = await admin.call<{ items: LogRow[] }>('GET', `/api/log/?p=0&page_size=100&model_name=${model}&token_name=anthropic-contract`);
      return page.items.filter((row) => row.model_name === model);
    }

    it('native: the Anthropic channel counts, with the channel key and the client anthropic-version / anthropic-beta; the next message is the only new row', async () => {
      const before = await allLogs(NATIVE);
      const { result: counted } = await logged(NATIVE, async () => {
        const count = await client.messages.countTokens(
          { model: NATIVE, system: 'be brief', tools: [weatherTool], messages: hello },
          { headers: { 'anthropic-version': '2023-06-01', 'anthropic-beta': 'token-counting-2024-11-01' } },
        );
        await client.messages.create({ model: NATIVE, max_tokens: 64, messages: hello });
        return count;
      });
      expect(counted).toEqual({ input_tokens: MOCK_ANTHROPIC_TOKEN_COUNT });
      expect(anthropicCountCalls.at(-1)).toEqual({
        apiKey: CHANNEL_KEY,
        version: '2023-06-01',
        beta: 'token-counting-2024-11-01',
        body: { model: NATIVE, system: 'be brief', tools: [weatherTool], messages: hello },
      });
      expect(await allLogs(NATIVE)).toHaveLength(before.length + 1);
    });

    it('converted: an OpenAI channel answers the tokenizer estimate, no upstream call', async () => {
      const upstreamCalls = upstream.requests.length;
      const before = await allLogs(CONVERTED);
      const plain = await client.messages.countTokens({ model: CONVERTED, messages: hello });
      const withTools = await client.messages.countTokens({ model: CONVERTED, system: 'be brief', tools: [weatherTool], messages: hello });
      expect(plain.input_tokens).toBeGreaterThan(0);
      expect(plain.input_tokens).not.toBe(MOCK_ANTHROPIC_TOKEN_COUNT);
      expect(withTools.input_tokens).toBeGreaterThan(plain.input_tokens);
      expect(upstream.requests).toHaveLength(upstreamCalls);
      await logged(CONVERTED, () => client.messages.create({ model: CONVERTED, max_tokens: 64, messages: hello }));
      expect(await allLogs(CONVERTED)).toHaveLength(before.length + 1);
    });

    it('refusals in the Anthropic envelope: bad key, unpriced model', async () => {
      const stranger = new Anthropic({ apiKey: 'sk-not-a-real-key', baseURL: server.url, maxRetries: 0 });
      await expect(stranger.messages.countTokens({ model: NATIVE, messages: hello })).rejects.toBeInstanceOf(AuthenticationError);
      await expect(client.messages.countTokens({ model: 'claude-unpriced', messages: hello })).rejects.toBeInstanceOf(PermissionDeniedError);
    });
  });

  describe('converted: an OpenAI channel', () => {
    it('messages, non-stream: an Anthropic message from a chat completion, one log with the quota', async () => {
      const { result: message, row } = await logged(CONVERTED, () => client.messages.create({ model: CONVERTED, max_tokens: 64, messages: hello }));
      expect(message.type).toBe('message');
      expect(message.content).toEqual([{ type: 'text', text: mockReply(CONVERTED) }]);
      expect(message.stop_reason).toBe('end_turn');
      expect(message.usage).toMatchObject({ input_tokens: 5, output_tokens: REPLY_WORDS });
      expect(upstream.requests.at(-1)!.path).toBe('/v1/chat/completions');
      expect(row.quota).toBe(convertedQuota(REPLY_WORDS));
    });

    it('messages.stream(): text deltas in order, final usage, one log', async () => {
      const { result, row } = await logged(CONVERTED, async () => {
        const deltas: string[] = [];
        const stream = client.messages.stream({ model: CONVERTED, max_tokens: 64, messages: hello });
        stream.on('text', (text) => deltas.push(text));
        return { deltas, final: await stream.finalMessage() };
      });
      expect(result.deltas.join('')).toBe(mockReply(CONVERTED));
      expect(result.deltas.length).toBeGreaterThan(1);
      expect(result.final.usage.output_tokens).toBe(REPLY_WORDS);
      expect(row.quota).toBe(convertedQuota(REPLY_WORDS));
      expect(Boolean(row.is_stream)).toBe(true);
    });

    it('tool use, non-stream and streamed', async () => {
      const arguments_ = JSON.parse(MOCK_TOOL_ARGUMENTS) as unknown;
      const { result: plain, row } = await logged(CONVERTED, () =>
        client.messages.create({ model: CONVERTED, max_tokens: 64, tools: [weatherTool], messages: hello }),
      );
      expect(plain.stop_reason).toBe('tool_use');
      expect(plain.content).toMatchObject([{ type: 'tool_use', name: 'get_weather', input: arguments_ }]);
      expect(row.quota).toBe(convertedQuota(TOOL_CALL_TOKENS));

      const { result: streamed } = await logged(CONVERTED, () =>
        client.messages.stream({ model: CONVERTED, max_tokens: 64, tools: [weatherTool], messages: hello }).finalMessage(),
      );
      expect(streamed.stop_reason).toBe('tool_use');
      expect(streamed.content).toMatchObject([{ type: 'tool_use', name: 'get_weather', input: arguments_ }]);
    });
  });

  it('error classes: bad key → AuthenticationError, no messages → BadRequestError, no channel → ServiceUnavailableError, no price → PermissionDeniedError, unknown model → NotFoundError', async () => {
    const before = (await consumeLogs(NATIVE)).length;
    const stranger = new Anthropic({ apiKey: 'sk-not-a-real-key', baseURL: server.url, maxRetries: 0 });
    await expect(stranger.messages.create({ model: NATIVE, max_tokens: 64, messages: hello })).rejects.toBeInstanceOf(AuthenticationError);
    // The SDK's types require messages; the relay must refuse a body without them (Anthropic error envelope, 400).
    const withoutMessages = { model: NATIVE, max_tokens: 64 } as unknown as Anthropic.MessageCreateParamsNonStreaming;
    const refused = await client.messages.create(withoutMessages).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BadRequestError);
    expect((refused as BadRequestError).error).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    await expect(client.messages.create({ model: NO_CHANNEL, max_tokens: 64, messages: hello })).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(client.messages.create({ model: 'claude-unpriced', max_tokens: 64, messages: hello })).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(client.models.retrieve('no-such-model')).rejects.toBeInstanceOf(NotFoundError);
    // Refusals bill nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await consumeLogs(NATIVE)).toHaveLength(before);
  });
});
