import { describe, expect, it } from 'vitest';
import type { OpenAIChatChunk } from '../spec/openai-types.ts';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { gemini } from './gemini-provider.ts';

const chat = jsonOperation(gemini.operations.chat);

describe('gemini provider', () => {
  it('calls generateContent or streamGenerateContent?alt=sse with x-goog-api-key and the configured version', () => {
    const plain = chat.buildRequest({ model: 'x', messages: [] }, testContext({ model: 'gemini-2.5-flash', key: 'AIza' }));
    expect(plain.url).toBe('https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent');
    expect(plain.headers['x-goog-api-key']).toBe('AIza');
    expect(plain.headers.Authorization).toBeUndefined();
    const streamed = chat.buildRequest({ model: 'x', messages: [] }, testContext({ model: 'gemini-2.0-flash', stream: true, gemini: { apiVersion: 'v1' } }));
    expect(streamed.url).toBe('https://generativelanguage.googleapis.com/v1/models/gemini-2.0-flash:streamGenerateContent?alt=sse');
  });

  it('converts a recorded answer with thoughts, text and a function call', () => {
    const parsed = chat.parseResponse(readJsonFixture(import.meta.url, 'generate.json'), testContext({ timestamp: 5 }));
    expect(parsed.body).toMatchObject({
      id: 'chatcmpl-Xq3aaPzHBpSzz7IPq8fZ2Qk',
      created: 5,
      model: 'gemini-2.5-pro',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: 'Checking the weather.',
            reasoning_content: 'I need the weather tool.',
            tool_calls: [{ id: 'call_0_0', type: 'function', function: { name: 'get_weather', arguments: '{"location":"Boston, MA"}' } }],
          },
          finish_reason: 'tool_calls',
        },
      ],
      usage: {
        prompt_tokens: 2051,
        completion_tokens: 101,
        prompt_tokens_details: { cached_tokens: 2000 },
        completion_tokens_details: { reasoning_tokens: 80 },
      },
    });
    expect(parsed.usage).toMatchObject({ inputTokens: 2051, cachedInputTokens: 2000, outputTokens: 101, reasoningTokens: 80 });
  });

  it.each([1, 50, 100000])('converts a recorded CRLF stream (%i-character pieces) and emits the usage chunk at the end', (piece) => {
    const replay = replayStream(chat.createStreamParser!(testContext({ timestamp: 1 })), readFixture(import.meta.url, 'text.chunks.txt'), piece);
    const chunks = replay.chunks as OpenAIChatChunk[];
    expect(chunks.map((chunk) => chunk.choices[0]?.delta)).toEqual([
      { reasoning_content: '**Weighing the question**\n\nThe user asks for a haiku.', role: 'assistant' },
      { content: 'Autumn moonlight—' },
      { content: '\na worm digs silently\ninto the chestnut.' },
      {},
      undefined,
    ]);
    expect(chunks[3]?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks[4]?.usage).toMatchObject({ prompt_tokens: 9, completion_tokens: 167, prompt_tokens_details: { cached_tokens: 4 } });
    expect(chunks.every((chunk) => chunk.id === 'chatcmpl-mKq3aLnVN8ekz7IP5OLgyA0')).toBe(true);
    expect(replay.usage).toMatchObject({ inputTokens: 9, outputTokens: 167, reasoningTokens: 150, cachedInputTokens: 4 });
    expect(replay.done).toBe(true);
  });

  it('reports an error event inside the stream', () => {
    const replay = replayStream(
      chat.createStreamParser!(testContext()),
      `data: ${readFixture(import.meta.url, 'error-429.json').replaceAll('\n', '')}\r\n\r\n`,
    );
    expect(replay.errors[0]?.error.type).toBe('RESOURCE_EXHAUSTED');
  });

  it('maps recorded errors with Google status as the type', () => {
    expect(chat.mapError(429, readFixture(import.meta.url, 'error-429.json'))).toMatchObject({
      status: 429,
      error: { type: 'RESOURCE_EXHAUSTED', code: 429 },
      retryable: true,
    });
    expect(chat.mapError(400, readFixture(import.meta.url, 'error-400.json'))).toMatchObject({
      error: { message: 'API key not valid. Please pass a valid API key.' },
      retryable: false,
    });
  });

  it('has chat, embeddings, the native generateContent and its countTokens only', () => {
    expect(Object.keys(gemini.operations)).toEqual(['chat', 'embeddings', 'generateContent', 'countGeminiTokens']);
  });

  it('converts embeddings to batchEmbedContents and a recorded answer back, without usage', () => {
    const embeddings = jsonOperation(gemini.operations.embeddings);
    const context = testContext({ model: 'text-embedding-004', stream: true });
    const request = embeddings.buildRequest({ model: 'x', input: ['a', 'b'], dimensions: 4 }, context);
    expect(request.url).toBe('https://generativelanguage.googleapis.com/v1beta/models/text-embedding-004:batchEmbedContents');
    expect(request.headers.Accept).toBe('application/json');
    expect(JSON.parse(request.body as string)).toEqual({
      requests: [
        { model: 'models/text-embedding-004', content: { parts: [{ text: 'a' }] }, outputDimensionality: 4 },
        { model: 'models/text-embedding-004', content: { parts: [{ text: 'b' }] }, outputDimensionality: 4 },
      ],
    });
    const parsed = embeddings.parseResponse(readJsonFixture(import.meta.url, 'embeddings.json'), context);
    expect(parsed.usage).toBeNull();
    expect(parsed.body).toMatchObject({ object: 'list', model: 'text-embedding-004', data: [{ index: 0, object: 'embedding' }, { index: 1 }] });
    expect((parsed.body as { data: Array<{ embedding: number[] }> }).data[1]?.embedding).toHaveLength(4);
  });
});
