import OpenAI, { NotFoundError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockReply } from '../fixtures/mock-upstream/index.ts';
import { FUNCTION_CALL_ARGUMENTS, REASONING_SUMMARY, RESPONSE_ID, RESPONSES_USAGE } from '../fixtures/mock-upstream/mock-responses.ts';
import { notBilledThroughToken, type LogRowView } from './support/ledger.ts';
import { startOpenAIRelaySuite, type OpenAIRelaySuite } from './support/openai-relay-suite.ts';

const MODEL = 'gpt-4o-mini';
/** Served only by a DeepSeek channel (chat completions only). */
const CHAT_ONLY = 'chat-only-model';
const TOKEN_NAME = 'responses-contract';
const weather = {
  type: 'function' as const,
  name: 'get_weather',
  description: 'Current weather',
  strict: false,
  parameters: { type: 'object', properties: { city: { type: 'string' } } },
};

/** The official openai client's Responses API against the real apps/server and the mock upstream. */
describe('contract: openai client responses.create / responses.stream', () => {
  let suite: OpenAIRelaySuite;

  /** computeCost (ratio 1, completion 4): uncached input + cached × the logged cache ratio + output × 4. */
  function expectBilled(row: LogRowView, outputTokens: number): void {
    const other = JSON.parse(row.other) as { request_path?: string; cache_tokens?: number; cache_ratio: number };
    const cached = RESPONSES_USAGE.input_tokens_details.cached_tokens;
    expect(other).toMatchObject({ request_path: '/v1/responses', cache_tokens: cached });
    expect(row.prompt_tokens).toBe(RESPONSES_USAGE.input_tokens);
    expect(row.completion_tokens).toBe(outputTokens);
    expect(row.quota).toBe(Math.round(RESPONSES_USAGE.input_tokens - cached + cached * other.cache_ratio + outputTokens * 4));
  }

  beforeAll(async () => {
    suite = await startOpenAIRelaySuite({
      tokenName: TOKEN_NAME,
      channels: [
        { name: 'openai-mock', type: 1, models: MODEL },
        { name: 'deepseek-mock', type: 43, models: CHAT_ONLY },
      ],
      options: { ModelRatio: JSON.stringify({ [MODEL]: 1, [CHAT_ONLY]: 1 }) },
    });
  }, 60_000);

  afterAll(async () => {
    await suite?.stop();
  });

  it('responses.create: output_text, usage with cached and reasoning tokens, one log row naming the API', async () => {
    const { result: response, row } = await suite.logged(() => suite.client.responses.create({ model: MODEL, input: 'hi', max_output_tokens: 64 }));
    expect(response.id).toBe(RESPONSE_ID);
    expect(response.output_text).toBe(mockReply(MODEL));
    expect(response.usage).toMatchObject({
      input_tokens: 12,
      output_tokens: 3,
      input_tokens_details: { cached_tokens: 4 },
      output_tokens_details: { reasoning_tokens: 2 },
    });
    expect(suite.upstream.requests.at(-1)!.path).toBe('/v1/responses');
    expectBilled(row, 3);
    expect(Boolean(row.is_stream)).toBe(false);
  });

  it('responses.stream: text deltas in order, the final response from response.completed, one log row', async () => {
    const { result, row } = await suite.logged(async () => {
      const deltas: string[] = [];
      const types: string[] = [];
      const stream = suite.client.responses.stream({ model: MODEL, input: 'hi' });
      stream.on('response.output_text.delta', (event) => deltas.push(event.delta));
      stream.on('event', (event) => types.push(event.type));
      return { deltas, types, final: await stream.finalResponse() };
    });
    expect(result.deltas).toEqual(['Hello', ' from', ` ${MODEL}`]);
    expect(result.types[0]).toBe('response.created');
    expect(result.types.at(-1)).toBe('response.completed');
    expect(result.final.output_text).toBe(mockReply(MODEL));
    expectBilled(row, 3);
    expect(Boolean(row.is_stream)).toBe(true);
  });

  it('responses.stream with a reasoning summary: summary deltas, then the answer; the reasoning item in the final output', async () => {
    const { result, row } = await suite.logged(async () => {
      const summary: string[] = [];
      const stream = suite.client.responses.stream({ model: MODEL, input: 'hi', reasoning: { effort: 'low', summary: 'auto' } });
      stream.on('response.reasoning_summary_text.delta', (event) => summary.push(event.delta));
      return { summary, final: await stream.finalResponse() };
    });
    expect(result.summary.join('')).toBe(REASONING_SUMMARY);
    expect(result.final.output[0]).toMatchObject({ type: 'reasoning', summary: [{ type: 'summary_text', text: REASONING_SUMMARY }] });
    expect(result.final.output_text).toBe(mockReply(MODEL));
    expect(result.final.usage?.output_tokens_details.reasoning_tokens).toBe(2);
    expectBilled(row, 3);
    expect(JSON.parse(row.other)).toMatchObject({ reasoning_effort: 'low' });
  });

  it('function tools: a streamed function_call, then its output sent back answers text (tool round trip)', async () => {
    const { result: first } = await suite.logged(() =>
      suite.client.responses.stream({ model: MODEL, input: 'weather in Paris?', tools: [weather] }).finalResponse(),
    );
    const call = first.output.find((item) => item.type === 'function_call');
    expect(call).toMatchObject({ type: 'function_call', name: 'get_weather', call_id: 'call_1', arguments: FUNCTION_CALL_ARGUMENTS });
    const { result: second, row } = await suite.logged(() =>
      suite.client.responses.create({
        model: MODEL,
        tools: [weather],
        input: [
          { role: 'user', content: 'weather in Paris?' },
          { type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: FUNCTION_CALL_ARGUMENTS },
          { type: 'function_call_output', call_id: 'call_1', output: '{"temp":21}' },
        ],
      }),
    );
    expect(second.output_text).toBe(mockReply(MODEL));
    expectBilled(row, 3);
  });

  it('retrieve, inputItems.list, cancel and delete reach the creating channel; a second token of the same user reaches it, unknown ids are NotFound; not billed', async () => {
    const { result: created } = await suite.logged(() => suite.client.responses.create({ model: MODEL, input: 'hi' }));
    await notBilledThroughToken(suite.admin, TOKEN_NAME, () => followUps(created.id));
  });

  /** Retrieve, list, cancel (also from a second token of the same user), unknown ids, delete: each on the creating channel. */
  async function followUps(id: string): Promise<void> {
    const retrieved = await suite.client.responses.retrieve(id);
    expect(retrieved).toMatchObject({ id: RESPONSE_ID, status: 'completed' });
    expect(suite.upstream.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/responses/${RESPONSE_ID}`, authorization: 'Bearer sk-upstream' });
    const items = await suite.client.responses.inputItems.list(id);
    expect(items.data[0]).toMatchObject({ type: 'message', role: 'user' });
    expect((await suite.client.responses.cancel(id)).status).toBe('cancelled');
    const [other] = await suite.admin.call<Array<{ key: string }>>('POST', '/api/token/', {
      name: 'someone-else',
      unlimited_quota: true,
      remain_quota: 0,
      expired_time: -1,
    });
    // A second token of the same user may reach it (ownership is per user); an unknown id is NotFound.
    const sameUser = new OpenAI({ apiKey: `sk-${other!.key}`, baseURL: `${suite.server.url}/v1`, maxRetries: 0 });
    expect((await sameUser.responses.retrieve(id)).id).toBe(RESPONSE_ID);
    await expect(suite.client.responses.retrieve('resp_never_made')).rejects.toBeInstanceOf(NotFoundError);
    await suite.client.responses.delete(id);
    expect(suite.upstream.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/responses/${RESPONSE_ID}` });
    await expect(suite.client.responses.retrieve(id)).rejects.toBeInstanceOf(NotFoundError);
  }

  it('a model served only by a chat-only channel: converted to chat completions (ADR 0038; the converted suite is openai-responses-converted.test.ts)', async () => {
    const response = await suite.client.responses.create({ model: CHAT_ONLY, input: 'hi' });
    expect(response.output_text).toBe(mockReply(CHAT_ONLY));
    expect(suite.upstream.requests.at(-1)!.path).toBe('/v1/chat/completions');
  });
});
