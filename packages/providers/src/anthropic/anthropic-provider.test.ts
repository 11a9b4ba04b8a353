import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import type { OpenAIChatChunk } from '../spec/openai-types.ts';
import { anthropic } from './anthropic-provider.ts';

const chat = jsonOperation(anthropic.operations.chat);
const messages = jsonOperation(anthropic.operations.messages);

function deltas(chunks: unknown[]) {
  return (chunks as OpenAIChatChunk[]).flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
}

describe('anthropic provider: native /v1/messages', () => {
  it('passes the body through with the mapped model and Anthropic headers', () => {
    const request = messages.buildRequest(
      { model: 'claude', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }], stream: false },
      testContext({
        model: 'claude-sonnet-4-20250514',
        stream: true,
        key: 'sk-ant',
        anthropic: { version: '2023-06-01', beta: 'prompt-caching-2024-07-31', headers: { 'x-extra': '1' } },
      }),
    );
    expect(request.url).toBe('https://api.anthropic.com/v1/messages');
    expect(request.headers).toEqual({
      'x-api-key': 'sk-ant',
      'anthropic-version': '2023-06-01',
      'anthropic-beta': 'prompt-caching-2024-07-31',
      'x-extra': '1',
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    });
    expect(JSON.parse(request.body as string)).toEqual({
      model: 'claude-sonnet-4-20250514',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
  });

  it('forwards every recorded event unchanged and reads usage with cache reads and writes', () => {
    const text = readFixture(import.meta.url, 'text.chunks.txt');
    const replay = replayStream(messages.createStreamParser!(testContext()), text, 11);
    expect(messages.streamFormat).toBe('anthropic');
    expect(replay.chunks.map((chunk) => (chunk as { type: string }).type)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(replay.usage).toMatchObject({ inputTokens: 1233, cachedInputTokens: 1024, cacheWriteTokens: 188, outputTokens: 12 });
    expect(replay.done).toBe(true);
  });

  it('keeps a non-stream message as is', () => {
    const json = readJsonFixture(import.meta.url, 'message.json');
    const parsed = messages.parseResponse(json, testContext());
    expect(parsed.body).toBe(json);
    expect(parsed.usage).toMatchObject({ inputTokens: 4143, cachedInputTokens: 2048, outputTokens: 503 });
  });
});

describe('anthropic provider: OpenAI chat converted', () => {
  it('converts a recorded message (thinking, text, tool_use) into a chat.completion', () => {
    const parsed = chat.parseResponse(readJsonFixture(import.meta.url, 'message.json'), testContext({ timestamp: 1700000000 }));
    expect(parsed.body).toEqual({
      id: 'msg_01Aq9w938a90dw8q',
      object: 'chat.completion',
      created: 1700000000,
      model: 'claude-3-7-sonnet-20250219',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: "2 + 2 = 4. I'll also look up the weather.",
            reasoning_content: 'Simple arithmetic.',
            tool_calls: [
              {
                id: 'toolu_01A09q90qw90lq917835lq9',
                type: 'function',
                function: { name: 'get_weather', arguments: '{"location":"San Francisco, CA","unit":"celsius"}' },
              },
            ],
          },
          finish_reason: 'tool_calls',
        },
      ],
      usage: {
        prompt_tokens: 4143,
        completion_tokens: 503,
        total_tokens: 4646,
        prompt_tokens_details: { cached_tokens: 2048, cached_creation_tokens: 0 },
        completion_tokens_details: { reasoning_tokens: 0 },
      },
    });
  });

  it.each([1, 9, 4096])('converts a recorded text stream (%i-character pieces) into OpenAI chunks with a final usage chunk', (piece) => {
    const replay = replayStream(chat.createStreamParser!(testContext({ timestamp: 1 })), readFixture(import.meta.url, 'text.chunks.txt'), piece);
    const chunks = replay.chunks as OpenAIChatChunk[];
    expect(chunks.every((chunk) => chunk.id === 'msg_01XFDUDYJgAACzvnptvVoYEL' && chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(deltas(chunks)).toEqual([{ content: 'Hello', role: 'assistant' }, { content: '! How can I help?' }, {}]);
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.at(-1)?.usage).toMatchObject({
      prompt_tokens: 1233,
      completion_tokens: 12,
      prompt_tokens_details: { cached_tokens: 1024, cached_creation_tokens: 188 },
    });
    expect(replay.usage).toMatchObject({ inputTokens: 1233, outputTokens: 12 });
    expect(replay.done).toBe(true);
  });

  it('converts thinking and streamed tool input, numbering tool calls among tool calls only', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'tool-use.chunks.txt'), 23);
    const all = deltas(replay.chunks);
    expect(all[0]).toEqual({ reasoning_content: 'The user wants the weather, I should call the tool.', role: 'assistant' });
    expect(all[1]).toEqual({ content: 'Let me check.' });
    expect(all[2]?.tool_calls).toEqual([
      { index: 0, id: 'toolu_01T1x1fJ34qAmk2tNTrN7Up6', type: 'function', function: { name: 'get_weather', arguments: '' } },
    ]);
    const argumentsText = all.map((delta) => delta.tool_calls?.[0]?.function.arguments ?? '').join('');
    expect(argumentsText).toBe('{"location": "San Francisco, CA"}');
    expect((replay.chunks as OpenAIChatChunk[]).find((chunk) => chunk.choices[0]?.finish_reason)?.choices[0]?.finish_reason).toBe('tool_calls');
    expect(replay.usage).toMatchObject({ inputTokens: 472, outputTokens: 89 });
  });

  it('still reports the input-side usage when the stream is cut before message_delta', () => {
    const cut = readFixture(import.meta.url, 'text.chunks.txt').split('event: message_delta')[0] as string;
    for (const operation of [chat, messages]) {
      const replay = replayStream(operation.createStreamParser!(testContext()), cut, 64);
      expect(replay.usage).toMatchObject({ inputTokens: 1233, cachedInputTokens: 1024, outputTokens: 1 });
      expect(replay.done).toBe(false);
    }
  });

  it('reports an in-stream overloaded error', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'error.chunks.txt'));
    expect(replay.errors[0]).toMatchObject({ error: { type: 'overloaded_error', message: 'Overloaded' }, retryable: true });
    expect(replay.done).toBe(false);
  });

  it('maps recorded errors: 529 and 400 retryable (as new-api retries them on Anthropic), 401 keeps its type', () => {
    expect(chat.mapError(529, readFixture(import.meta.url, 'error-529.json'))).toMatchObject({
      status: 529,
      error: { type: 'overloaded_error' },
      retryable: true,
    });
    expect(chat.mapError(400, '{"type":"error","error":{"type":"invalid_request_error","message":"bad"}}').retryable).toBe(true);
    expect(chat.mapError(401, readFixture(import.meta.url, 'error-401.json')).error).toEqual({
      message: 'invalid x-api-key',
      type: 'authentication_error',
      code: null,
    });
  });

  it('builds the converted request against /v1/messages', () => {
    const request = chat.buildRequest({ model: 'x', messages: [{ role: 'user', content: 'hi' }] }, testContext({ model: 'claude-3-5-haiku-20241022' }));
    expect(request.url).toBe('https://api.anthropic.com/v1/messages');
    expect(JSON.parse(request.body as string)).toMatchObject({ model: 'claude-3-5-haiku-20241022', max_tokens: 8192 });
  });
});
