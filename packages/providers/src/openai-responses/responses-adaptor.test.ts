import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { serializeStreamChunk } from '../sse/serialize-sse.ts';
import { openai } from '../openai/openai-provider.ts';
import { createResponsesStreamParser } from './responses-stream-parser.ts';

const responses = jsonOperation(openai.operations.responses);
const USAGE = { inputTokens: 36, cachedInputTokens: 16, cacheWriteTokens: 0, outputTokens: 87, reasoningTokens: 64 };

describe('openai provider: /v1/responses passed through', () => {
  it('posts the client body with the mapped model, the stream flag and the OpenAI headers', () => {
    const body = { model: 'gpt-4.1', input: [{ role: 'user', content: 'hi' }], tools: [{ type: 'function', name: 'f', parameters: {} }], stream: true };
    const request = responses.buildRequest(body, testContext({ model: 'gpt-4.1-2025-04-14', stream: true, key: 'sk-live', organization: 'org-1' }));
    expect(request.url).toBe('https://api.openai.com/v1/responses');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer sk-live', 'OpenAI-Organization': 'org-1', Accept: 'text/event-stream' });
    expect(JSON.parse(request.body as string)).toEqual({ ...body, model: 'gpt-4.1-2025-04-14' });
    const plain = responses.buildRequest({ model: 'gpt-4.1', input: 'hi', stream: false }, testContext({ model: 'gpt-4.1', stream: false }));
    expect(JSON.parse(plain.body as string)).toEqual({ model: 'gpt-4.1', input: 'hi' });
  });

  it('non-stream: the Response object unchanged, usage with cached and reasoning tokens and web searches', () => {
    const json = {
      id: 'resp_1',
      object: 'response',
      output: [
        { type: 'web_search_call', id: 'ws_1', status: 'completed' },
        { type: 'message', content: [] },
      ],
      usage: {
        input_tokens: 36,
        input_tokens_details: { cached_tokens: 16 },
        output_tokens: 87,
        output_tokens_details: { reasoning_tokens: 64 },
        total_tokens: 123,
      },
    };
    const parsed = responses.parseResponse(json, testContext());
    expect(parsed.body).toBe(json);
    expect(parsed.responseId).toBe('resp_1');
    expect(parsed.usage).toMatchObject({ ...USAGE, webSearchCalls: 1 });
    expect(responses.parseResponse({ id: 'resp_2', object: 'response' }, testContext()).usage).toBeNull();
  });

  it('stream: every response.* event in order, usage from response.completed, cut anywhere', () => {
    const text = readFixture(import.meta.url, 'text.chunks.txt');
    const replay = replayStream(responses.createStreamParser!(testContext()), text, 7);
    expect(responses.streamFormat).toBe('responses');
    expect(responses.streamPassthrough).toBe(true);
    expect(replay.chunks.map((chunk) => (chunk as { type: string }).type)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(replay.usage).toMatchObject(USAGE);
    expect(replay.done).toBe(true);
    expect(createResponsesStreamParser({ scanOnly: true }).feed(text.slice(0, text.indexOf('\n\n') + 2)).responseId).toBe('resp_abc123');
    // Re-serialised events keep their names: byte-identical to the recorded upstream.
    expect(replay.chunks.map((chunk) => serializeStreamChunk('responses', chunk)).join('')).toBe(text);
  });

  it('scan mode: only the final event is built, the streamed text is reported for estimates', () => {
    const text = readFixture(import.meta.url, 'text.chunks.txt');
    const parser = createResponsesStreamParser({ scanOnly: true });
    const output = parser.feed(text);
    expect(output.chunks.map((chunk) => (chunk as { type: string }).type)).toEqual(['response.completed']);
    expect(output.generatedText).toBe('Hi there!');
    expect(output.usage).toMatchObject(USAGE);
  });

  it('an error event mid-stream is reported; a malformed event marks the step repaired', () => {
    const parser = createResponsesStreamParser({ scanOnly: false });
    const failed = parser.feed('event: error\ndata: {"type":"error","code":"server_error","message":"boom","sequence_number":3}\n\n');
    expect(failed.error?.error).toMatchObject({ message: 'boom', code: 'server_error' });
    expect(parser.feed('data: {not json\n\n').repaired).toBe(true);
  });

  it('follow-up calls (retrieve, cancel, delete, input_items) go to the same upstream with the channel headers', () => {
    const request = responses.buildFollowUp!('DELETE', '/v1/responses/resp_1', testContext({ baseUrl: 'https://proxy.example', key: 'sk-live' }));
    expect(request).toMatchObject({ url: 'https://proxy.example/v1/responses/resp_1', method: 'DELETE', body: '' });
    expect(request.headers).toMatchObject({ Authorization: 'Bearer sk-live' });
  });
});
