import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { xai } from './xai-provider.ts';

const chat = jsonOperation(xai.operations.chat);

describe('xai provider', () => {
  it('calls api.x.ai with the OpenAI paths', () => {
    expect(chat.buildRequest({ model: 'x', messages: [] }, testContext({ model: 'grok-4' })).url).toBe('https://api.x.ai/v1/chat/completions');
    expect(Object.keys(xai.operations)).toEqual(['chat', 'completions', 'embeddings', 'images', 'messages', 'generateContent']);
  });

  it('bills reasoning tokens of a recorded grok-3-mini stream and a grok-4 answer as output', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 21);
    expect(replay.usage).toMatchObject({ inputTokens: 12, cachedInputTokens: 3, outputTokens: 202, reasoningTokens: 200 });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({
      inputTokens: 700,
      cachedInputTokens: 680,
      outputTokens: 205,
    });
  });

  it('maps a recorded error whose `error` is a plain string', () => {
    expect(chat.mapError(400, readFixture(import.meta.url, 'error-400.json')).error.message).toMatch(/^Incorrect API key provided/);
  });
});
