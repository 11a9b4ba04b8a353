import OpenAI, { BadRequestError, NotFoundError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockReply } from '../fixtures/mock-upstream/index.ts';
import { MOCK_TOOL_USE_ID } from '../fixtures/mock-upstream/anthropic-messages.ts';
import { MOCK_GEMINI_USAGE } from '../fixtures/mock-upstream/gemini-generate.ts';
import type { LogRowView } from './support/ledger.ts';
import { startOpenAIRelaySuite, type OpenAIRelaySuite } from './support/openai-relay-suite.ts';

const TOKEN_NAME = 'responses-converted';
const weather = {
  type: 'function' as const,
  name: 'get_weather',
  description: 'Current weather',
  strict: false,
  parameters: { type: 'object', properties: { city: { type: 'string' } } },
};

/** The chat-only channels under test: an OpenAI-compatible vendor (DeepSeek), Anthropic and Gemini, each with its tool-call id. */
const CHANNELS = [
  {
    label: 'an OpenAI-compatible chat-only channel (DeepSeek)',
    type: 43,
    model: 'deepseek-mock',
    callId: 'call_mock_1',
    upstreamPath: '/v1/chat/completions',
    upstreamKnowsCallId: true,
  },
  { label: 'an Anthropic channel', type: 14, model: 'claude-mock', callId: MOCK_TOOL_USE_ID, upstreamPath: '/v1/messages', upstreamKnowsCallId: true },
  // Responses → chat → the Gemini API (the Gemini adaptor's chat conversion): the mock's calls have no id, so the
  // adaptor makes one up (call_<candidate>_<call>) and the function response goes back matched by name.
  {
    label: 'a Gemini channel',
    type: 24,
    model: 'gemini-mock',
    callId: 'call_0_0',
    upstreamPath: '/v1beta/models/gemini-mock:generateContent',
    upstreamKnowsCallId: false,
  },
] as const;

/** The official openai client's Responses API served by channels that speak only chat (ADR 0038). */
describe('contract: openai client responses.* on chat-only channels (converted)', () => {
  let suite: OpenAIRelaySuite;

  /** The row names the API and the conversion, its tokens are the Response's usage, its quota computeCost's (ratio 1). */
  function expectBilled(row: LogRowView, usage: OpenAI.Responses.ResponseUsage | undefined): void {
    const other = JSON.parse(row.other) as {
      request_path?: string;
      request_conversion?: string;
      cache_tokens: number;
      cache_ratio: number;
      completion_ratio: number;
      cache_creation_tokens: number;
      cache_creation_ratio?: number;
    };
    expect(other).toMatchObject({ request_path: '/v1/responses', request_conversion: 'responses_to_chat' });
    expect(row.prompt_tokens).toBe(usage!.input_tokens);
    expect(row.completion_tokens).toBe(usage!.output_tokens);
    expect(other.cache_tokens).toBe(usage!.input_tokens_details.cached_tokens);
    const writes = other.cache_creation_tokens;
    const plainInput = row.prompt_tokens - other.cache_tokens - writes;
    const expected =
      plainInput + other.cache_tokens * other.cache_ratio + writes * (other.cache_creation_ratio ?? 1) + row.completion_tokens * other.completion_ratio;
    expect(row.quota).toBe(Math.round(expected));
  }

  beforeAll(async () => {
    suite = await startOpenAIRelaySuite({
      tokenName: TOKEN_NAME,
      // Anthropic's channel also serves the -thinking model of the thinking adapter.
      channels: CHANNELS.map((channel) => ({
        name: `${channel.model}-channel`,
        type: channel.type,
        models: channel.type === 14 ? `${channel.model},${channel.model}-thinking` : channel.model,
      })),
      options: {
        ModelRatio: JSON.stringify({ 'deepseek-mock': 1, 'claude-mock': 1, 'claude-mock-thinking': 1, 'gemini-mock': 1 }),
        'claude.thinking_adapter_enabled': 'true',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await suite?.stop();
  });

  describe.each(CHANNELS)('$label', (channel) => {
    it('responses.create: the answer as output_text, usage reported, one log row billed exactly', async () => {
      const { result, row } = await suite.logged(() =>
        suite.client.responses.create({ model: channel.model, input: 'hi', instructions: 'Be brief.', max_output_tokens: 64 }),
      );
      expect(result.id).toMatch(/^resp_/);
      expect(result.output_text).toBe(mockReply(channel.model));
      expect(suite.upstream.requests.at(-1)!.path).toBe(channel.upstreamPath);
      expectBilled(row, result.usage);
      expect(Boolean(row.is_stream)).toBe(false);
    });

    it('responses.stream: created first, text deltas, completed last; finalResponse equals the retrieved one', async () => {
      const { result, row } = await suite.logged(async () => {
        const deltas: string[] = [];
        const types: string[] = [];
        const stream = suite.client.responses.stream({ model: channel.model, input: 'hi' });
        stream.on('response.output_text.delta', (event) => deltas.push(event.delta));
        stream.on('event', (event) => types.push(event.type));
        return { deltas, types, final: await stream.finalResponse() };
      });
      expect(result.deltas.join('')).toBe(mockReply(channel.model));
      expect(result.types.slice(0, 4)).toEqual(['response.created', 'response.in_progress', 'response.output_item.added', 'response.content_part.added']);
      expect(result.types.at(-1)).toBe('response.completed');
      expect(result.final.output_text).toBe(mockReply(channel.model));
      expectBilled(row, result.final.usage);
      expect(Boolean(row.is_stream)).toBe(true);
      const retrieved = await suite.client.responses.retrieve(result.final.id);
      // The client adds `parsed: null` to text parts; everything the gateway stored is what the stream built.
      expect(result.final.output).toMatchObject(retrieved.output);
    });

    it('function tools, round trip through previous_response_id: the streamed function_call, then its output answered with text', async () => {
      const { result: first, row: firstRow } = await suite.logged(() =>
        suite.client.responses.stream({ model: channel.model, input: 'weather in Paris?', tools: [weather] }).finalResponse(),
      );
      const call = first.output.find((item) => item.type === 'function_call');
      expect(call).toMatchObject({ type: 'function_call', name: 'get_weather', call_id: channel.callId });
      expectBilled(firstRow, first.usage);
      const { result: second, row } = await suite.logged(() =>
        suite.client.responses.create({
          model: channel.model,
          previous_response_id: first.id,
          tools: [weather],
          tool_choice: 'none',
          input: [{ type: 'function_call_output', call_id: channel.callId, output: '{"temp":21}' }],
        }),
      );
      expect(second.output_text).toBe(mockReply(channel.model));
      expectBilled(row, second.usage);
      // The gateway rebuilt the conversation for the chat upstream: the question, the call, its result.
      const sent = JSON.stringify(suite.upstream.requests.at(-1)!.body);
      expect(sent).toContain('weather in Paris?');
      expect(sent).toMatch(/"get_weather"/);
      expect(sent).toMatch(/\\?"temp\\?":21/);
      if (channel.upstreamKnowsCallId) expect(sent).toContain(channel.callId);
      const items = await suite.client.responses.inputItems.list(second.id, { order: 'asc' });
      expect(items.data.map((item) => item.type)).toEqual(['message', 'function_call', 'function_call_output']);
    });

    it('function tools, round trip with the explicit input (stateless, as Codex sends it with store: false)', async () => {
      const { result: first } = await suite.logged(() =>
        suite.client.responses.create({ model: channel.model, input: 'weather in Paris?', tools: [weather], store: false }),
      );
      const call = first.output.find((item) => item.type === 'function_call')!;
      const { result: second, row } = await suite.logged(() =>
        suite.client.responses.create({
          model: channel.model,
          tools: [weather],
          tool_choice: 'none',
          store: false,
          // The previous output replayed as input, as a stateless agent does.
          input: [
            { role: 'user', content: 'weather in Paris?' },
            ...(first.output as OpenAI.Responses.ResponseInputItem[]),
            { type: 'function_call_output', call_id: channel.callId, output: '{"temp":21}' },
          ],
        }),
      );
      expect(call).toMatchObject({ call_id: channel.callId });
      expect(second.output_text).toBe(mockReply(channel.model));
      expectBilled(row, second.usage);
      await expect(suite.client.responses.retrieve(second.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('retrieve, inputItems.list and delete answered by the gateway; a built-in tool is a BadRequestError', async () => {
      const created = await suite.client.responses.create({ model: channel.model, input: 'hi' });
      const calls = suite.upstream.requests.length;
      expect((await suite.client.responses.retrieve(created.id)).output_text).toBe(mockReply(channel.model));
      expect((await suite.client.responses.inputItems.list(created.id)).data[0]).toMatchObject({ type: 'message', role: 'user' });
      await suite.client.responses.delete(created.id);
      await expect(suite.client.responses.retrieve(created.id)).rejects.toBeInstanceOf(NotFoundError);
      expect(suite.upstream.requests).toHaveLength(calls);
      const refused = await suite.client.responses
        .create({ model: channel.model, input: 'hi', tools: [{ type: 'web_search_preview' }] })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BadRequestError);
      expect((refused as BadRequestError).message).toContain('web_search_preview');
    });
  });

  it('a Gemini channel: the cached prompt and the thoughts reach the Response usage, streamed and not, and are billed by computeCost', async () => {
    const { result: plain, row: plainRow } = await suite.logged(() => suite.client.responses.create({ model: 'gemini-mock', input: 'hi' }));
    const { result: streamed, row: streamRow } = await suite.logged(() => suite.client.responses.stream({ model: 'gemini-mock', input: 'hi' }).finalResponse());
    const words = mockReply('gemini-mock').split(' ').length;
    for (const [response, row] of [
      [plain, plainRow],
      [streamed, streamRow],
    ] as const) {
      expect(response.usage).toMatchObject({
        input_tokens: MOCK_GEMINI_USAGE.promptTokenCount,
        input_tokens_details: { cached_tokens: MOCK_GEMINI_USAGE.cachedContentTokenCount },
        output_tokens: words + MOCK_GEMINI_USAGE.thoughtsTokenCount,
        output_tokens_details: { reasoning_tokens: MOCK_GEMINI_USAGE.thoughtsTokenCount },
      });
      expectBilled(row, response.usage);
    }
    expect(suite.upstream.requests.at(-1)!.path).toBe('/v1beta/models/gemini-mock:streamGenerateContent?alt=sse');
  });

  it('reasoning summary from the OpenAI-compatible reasoning_content: summary deltas before the answer', async () => {
    suite.upstream.script.next(1, { reasoning: 'Greeting the user briefly.' });
    const { result, row } = await suite.logged(async () => {
      const summary: string[] = [];
      const stream = suite.client.responses.stream({ model: 'deepseek-mock', input: 'hi', reasoning: { effort: 'low', summary: 'auto' } });
      stream.on('response.reasoning_summary_text.delta', (event) => summary.push(event.delta));
      return { summary, final: await stream.finalResponse() };
    });
    expect(result.summary.join('')).toBe('Greeting the user briefly.');
    expect(result.final.output[0]).toMatchObject({ type: 'reasoning', summary: [{ type: 'summary_text', text: 'Greeting the user briefly.' }] });
    expect(result.final.output_text).toBe(mockReply('deepseek-mock'));
    expect((suite.upstream.requests.at(-1)!.body as { reasoning_effort?: string }).reasoning_effort).toBe('low');
    expectBilled(row, result.final.usage);
  });

  it('reasoning summary from Anthropic extended thinking (thinking adapter): the thinking as the summary', async () => {
    const { result, row } = await suite.logged(() =>
      suite.client.responses.stream({ model: 'claude-mock-thinking', input: 'hi', max_output_tokens: 2048 }).finalResponse(),
    );
    expect(result.output[0]).toMatchObject({ type: 'reasoning' });
    expect((result.output[0] as OpenAI.Responses.ResponseReasoningItem).summary[0]!.text.length).toBeGreaterThan(0);
    expect(result.output_text).toBe(mockReply('claude-mock'));
    expectBilled(row, result.usage);
  });
});
