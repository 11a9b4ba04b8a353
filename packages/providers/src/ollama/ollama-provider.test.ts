import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { ollama } from './ollama-provider.ts';

const chat = jsonOperation(ollama.operations.chat);

describe('ollama provider', () => {
  it('calls the local /v1 API without Authorization when the key is empty', () => {
    const request = chat.buildRequest({ model: 'x', messages: [], logit_bias: {}, n: 2 }, testContext({ key: '', model: 'llama3.2', stream: true }));
    expect(request.url).toBe('http://localhost:11434/v1/chat/completions');
    expect(request.headers.Authorization).toBeUndefined();
    expect(JSON.parse(request.body as string)).toEqual({ model: 'llama3.2', messages: [], stream: true, stream_options: { include_usage: true } });
    expect(Object.keys(ollama.operations)).toEqual(['chat', 'completions', 'embeddings', 'messages', 'generateContent']);
  });

  it('replays a recorded stream and non-stream answer with usage', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 3);
    expect(replay.chunks).toHaveLength(4);
    expect(replay.usage).toMatchObject({ inputTokens: 26, outputTokens: 9 });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ inputTokens: 26, outputTokens: 6 });
  });

  it('maps a recorded model-not-found error', () => {
    expect(chat.mapError(404, readFixture(import.meta.url, 'error-404.json')).error).toEqual({
      message: 'model "llama9" not found, try pulling it first',
      type: 'api_error',
      code: null,
    });
  });
});
