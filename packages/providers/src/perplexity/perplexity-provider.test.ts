import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { perplexity } from './perplexity-provider.ts';

const chat = jsonOperation(perplexity.operations.chat);

describe('perplexity provider', () => {
  it('posts to /chat/completions without /v1 and drops parameters Perplexity rejects', () => {
    const request = chat.buildRequest({ model: 'x', messages: [], n: 2, user: 'u', temperature: 0.2 }, testContext({ model: 'sonar' }));
    expect(request.url).toBe('https://api.perplexity.ai/chat/completions');
    expect(JSON.parse(request.body as string)).toEqual({ model: 'sonar', messages: [], temperature: 0.2 });
  });

  it('keeps the latest cumulative usage of a recorded stream without [DONE], citations passing through', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 31);
    expect(replay.usage).toMatchObject({ inputTokens: 8, outputTokens: 6 });
    expect((replay.chunks[0] as { citations: string[] }).citations).toEqual(['https://example.com/a']);
    expect(replay.done).toBe(false);
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ inputTokens: 12, outputTokens: 40 });
  });

  it('maps a recorded HTML 401 from the edge proxy', () => {
    expect(chat.mapError(401, readFixture(import.meta.url, 'error-401.html'))).toMatchObject({
      status: 401,
      error: { message: 'bad response status code 401' },
      retryable: true,
    });
  });
});
