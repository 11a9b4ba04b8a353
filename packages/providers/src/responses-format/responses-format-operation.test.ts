import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { relayProviders } from '../registry.ts';
import type { RelayProvider } from '../spec/relay-provider.ts';

function provider(id: string): RelayProvider {
  const found = relayProviders.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no provider ${id}`);
  return found;
}

function otherFixture(folder: string, name: string): string {
  return readFileSync(new URL(`../${folder}/__fixtures__/${name}`, import.meta.url), 'utf8');
}

type Event = {
  type: string;
  sequence_number: number;
  output_index?: number;
  item?: { type: string; id: string; call_id?: string };
  item_id?: string;
  delta?: string;
  response?: Record<string, unknown>;
};

const DELTA_RUN = /(response\.(output_text|reasoning_summary_text|function_call_arguments)\.delta,)+/g;

/** The event types with each run of deltas folded to one `…delta*`, for order assertions. */
function shape(events: Event[]): string[] {
  return events
    .map((event) => event.type)
    .join(',')
    .concat(',')
    .replace(DELTA_RUN, (run) => `${run.split(',')[0]},`)
    .split(',')
    .filter(Boolean);
}

describe('/v1/responses converted to chat completions on chat-only channels (ADR 0038)', () => {
  it('every provider with chat and no native Responses API gets the conversion; OpenAI and Azure keep their own', () => {
    for (const candidate of relayProviders) {
      const responses = candidate.operations.responses;
      if (candidate.id === 'openai' || candidate.id === 'azure') expect(responses?.responseType === 'json' && responses.conversion).toBeFalsy();
      else if (candidate.operations.chat !== undefined) expect(responses?.responseType === 'json' && responses.conversion).toBe('responses_to_chat');
      else expect(responses).toBeUndefined();
    }
  });

  it("builds the channel's own chat request (OpenAI-compatible: its chat path, usage asked for)", () => {
    const responses = jsonOperation(provider('deepseek').operations.responses);
    const request = responses.buildRequest(
      { model: 'deepseek-reasoner', input: 'hi', stream: true, max_output_tokens: 100 },
      testContext({ model: 'deepseek-reasoner', stream: true }),
    );
    expect(request.url).toBe('https://api.deepseek.com/v1/chat/completions');
    expect(JSON.parse(request.body as string)).toMatchObject({
      model: 'deepseek-reasoner',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('non-stream: reasoning summary, message and function_call items with call_id, usage with cached and reasoning tokens', () => {
    const responses = jsonOperation(provider('deepseek').operations.responses);
    const parsed = responses.parseResponse(
      readJsonFixture(import.meta.url, 'chat-reasoning-tools.json'),
      testContext({ model: 'deepseek-reasoner', timestamp: 1764050001 }),
    );
    const body = parsed.body as { id: string; object: string; status: string; created_at: number; output: Array<Record<string, unknown>>; usage: unknown };
    expect(body.id).toMatch(/^resp_[0-9a-f]{48}$/);
    expect(parsed.responseId).toBe(body.id);
    expect(body).toMatchObject({ object: 'response', status: 'completed', created_at: 1764050001, model: 'deepseek-reasoner' });
    expect(body.output).toMatchObject([
      { type: 'reasoning', summary: [{ type: 'summary_text', text: 'The user wants two cities.' }] },
      { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Checking both.', annotations: [] }] },
      { type: 'function_call', call_id: 'call_0_paris', name: 'get_weather', arguments: '{"city":"Paris"}', status: 'completed' },
      { type: 'function_call', call_id: 'call_1_rome', name: 'get_weather', arguments: '{"city":"Rome"}', status: 'completed' },
    ]);
    expect(body.usage).toEqual({
      input_tokens: 140,
      input_tokens_details: { cached_tokens: 64 },
      output_tokens: 52,
      output_tokens_details: { reasoning_tokens: 21 },
      total_tokens: 192,
    });
    expect(parsed.usage).toMatchObject({ inputTokens: 140, cachedInputTokens: 64, outputTokens: 52, reasoningTokens: 21 });
  });

  it("the Response repeats the request's parameters (instructions, tools, sampling, reasoning), in the answer and the stream", () => {
    const responses = jsonOperation(provider('deepseek').operations.responses);
    const tools = [{ type: 'function', name: 'get_weather', parameters: { type: 'object' } }];
    const body = { model: 'deepseek-reasoner', input: 'hi', instructions: 'Be brief.', tools, temperature: 0.3, reasoning: { effort: 'low' }, store: true };
    const context = testContext({ model: 'deepseek-reasoner' });
    responses.buildRequest(body, context);
    const parsed = responses.parseResponse(readJsonFixture(import.meta.url, 'chat-reasoning-tools.json'), context);
    expect(parsed.body).toMatchObject({ instructions: 'Be brief.', tools, temperature: 0.3, reasoning: { effort: 'low' }, store: true, status: 'completed' });
    const streamContext = testContext({ stream: true });
    responses.buildRequest({ ...body, stream: true }, streamContext);
    const replay = replayStream(responses.createStreamParser!(streamContext), readFixture(import.meta.url, 'chat-reasoning-tools.chunks.txt'));
    expect((replay.chunks as Event[])[0]!.response).toMatchObject({ instructions: 'Be brief.', status: 'in_progress' });
    expect((replay.chunks as Event[]).at(-1)!.response).toMatchObject({ instructions: 'Be brief.', tools, status: 'completed' });
  });

  it('a length stop is an incomplete response', () => {
    const responses = jsonOperation(provider('mistral').operations.responses);
    const chat = {
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: 'mistral-large',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Once upon' }, finish_reason: 'length' }],
    };
    expect(responses.parseResponse(chat, testContext()).body).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
      usage: null,
    });
  });

  it('stream (OpenAI-compatible, cut anywhere): the response.* sequence the official client accumulates, ids consistent, usage in response.completed', () => {
    const responses = jsonOperation(provider('deepseek').operations.responses);
    const context = testContext({ model: 'deepseek-reasoner', stream: true });
    const replay = replayStream(responses.createStreamParser!(context), readFixture(import.meta.url, 'chat-reasoning-tools.chunks.txt'), 11);
    const events = replay.chunks as Event[];
    expect(responses.streamFormat).toBe('responses');
    expect(responses.streamPassthrough).toBeUndefined();
    expect(shape(events)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.reasoning_summary_part.added',
      'response.reasoning_summary_text.delta',
      'response.reasoning_summary_text.done',
      'response.reasoning_summary_part.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.function_call_arguments.delta',
      'response.function_call_arguments.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.function_call_arguments.delta',
      'response.function_call_arguments.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_, index) => index));
    const added = events.filter((event) => event.type === 'response.output_item.added');
    expect(added.map((event) => event.output_index)).toEqual([0, 1, 2, 3]);
    expect(added.map((event) => event.item?.call_id)).toEqual([undefined, undefined, 'call_0_paris', 'call_1_rome']);
    for (const event of events.filter((candidate) => candidate.item_id !== undefined)) expect(event.item_id).toBe(added[event.output_index!]!.item!.id);
    const text = events
      .filter((event) => event.type === 'response.output_text.delta')
      .map((event) => event.delta)
      .join('');
    expect(text).toBe('Checking both.');
    const completed = events[events.length - 1]!.response!;
    expect(completed.id).toBe(events[0]!.response!.id);
    expect(completed).toMatchObject({
      status: 'completed',
      usage: { input_tokens: 140, input_tokens_details: { cached_tokens: 64 }, output_tokens: 52, output_tokens_details: { reasoning_tokens: 21 } },
    });
    expect((completed.output as Array<{ arguments?: string }>)[2]!.arguments).toBe('{"city":"Paris"}');
    expect(replay.usage).toMatchObject({ inputTokens: 140, cachedInputTokens: 64, outputTokens: 52, reasoningTokens: 21 });
    expect(replay.done).toBe(true);
  });

  it('the first step names the response, the last carries the completed Response for the gateway to store', () => {
    const parser = jsonOperation(provider('deepseek').operations.responses).createStreamParser!(testContext({ stream: true }));
    const text = readFixture(import.meta.url, 'chat-reasoning-tools.chunks.txt');
    const first = parser.feed(text.slice(0, 40));
    const rest = parser.feed(text.slice(40));
    expect(first.responseId).toMatch(/^resp_/);
    expect(rest.responseId).toBeUndefined();
    expect(rest.completedResponse).toMatchObject({ id: first.responseId, status: 'completed' });
    expect(parser.end().chunks).toEqual([]);
  });

  it('stream on an Anthropic channel (recorded thinking + tool use): reasoning summary, text, function_call with the tool_use id', () => {
    const responses = jsonOperation(provider('anthropic').operations.responses);
    const replay = replayStream(
      responses.createStreamParser!(testContext({ model: 'claude-sonnet-4-20250514', stream: true })),
      otherFixture('anthropic', 'tool-use.chunks.txt'),
      13,
    );
    const events = replay.chunks as Event[];
    const items = events.filter((event) => event.type === 'response.output_item.done').map((event) => event.item as { type: string; call_id?: string });
    expect(items.map((item) => item.type)).toEqual(['reasoning', 'message', 'function_call']);
    expect(items[2]!.call_id).toBe('toolu_01T1x1fJ34qAmk2tNTrN7Up6');
    expect(events[events.length - 1]!.type).toBe('response.completed');
    expect(replay.usage?.inputTokens).toBeGreaterThan(0);
  });

  it('stream on a Gemini channel (recorded thoughts + text): a reasoning item then the message', () => {
    const responses = jsonOperation(provider('gemini').operations.responses);
    const replay = replayStream(
      responses.createStreamParser!(testContext({ model: 'gemini-2.5-flash', stream: true })),
      otherFixture('gemini', 'text.chunks.txt'),
      17,
    );
    const events = replay.chunks as Event[];
    expect(events.filter((event) => event.type === 'response.output_item.done').map((event) => event.item!.type)).toEqual(['reasoning', 'message']);
    expect(events[events.length - 1]!.response).toMatchObject({ status: 'completed', usage: { input_tokens: 9 } });
  });

  it('a stream that breaks off still ends with response.completed at end(); an upstream error event ends without it', () => {
    const responses = jsonOperation(provider('deepseek').operations.responses);
    const text = readFixture(import.meta.url, 'chat-reasoning-tools.chunks.txt');
    const cut = replayStream(responses.createStreamParser!(testContext({ stream: true })), text.slice(0, text.indexOf('"content":"."')));
    expect((cut.chunks as Event[]).at(-1)!.type).toBe('response.completed');
    const failing = responses.createStreamParser!(testContext({ stream: true }));
    const failed = failing.feed('data: {"error":{"message":"overloaded","type":"server_error"}}\n\n');
    expect(failed.error).not.toBeNull();
    expect((failed.chunks as Event[]).map((event) => event.type)).not.toContain('response.completed');
  });
});
