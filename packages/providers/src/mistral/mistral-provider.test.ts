import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { mistral } from './mistral-provider.ts';

const chat = jsonOperation(mistral.operations.chat);

describe('mistral provider', () => {
  it('renames seed, clamps temperature and drops OpenAI-only parameters', () => {
    const request = chat.buildRequest(
      { model: 'x', messages: [], seed: 7, temperature: 2, user: 'u', logprobs: true },
      testContext({ model: 'mistral-small-latest' }),
    );
    expect(request.url).toBe('https://api.mistral.ai/v1/chat/completions');
    expect(JSON.parse(request.body as string)).toEqual({ model: 'mistral-small-latest', messages: [], random_seed: 7, temperature: 1.5 });
    expect(Object.keys(mistral.operations)).toEqual(['chat', 'embeddings', 'messages', 'generateContent']);
  });

  it('reads usage from the recorded finish chunk and non-stream answer', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 8);
    expect(replay.usage).toMatchObject({ inputTokens: 10, outputTokens: 4 });
    expect(replay.done).toBe(true);
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ inputTokens: 16, outputTokens: 34 });
  });

  it('maps a recorded flat 401 body', () => {
    expect(chat.mapError(401, readFixture(import.meta.url, 'error-401.json'))).toMatchObject({
      status: 401,
      error: { message: 'Unauthorized', type: 'upstream_error' },
    });
  });
});
