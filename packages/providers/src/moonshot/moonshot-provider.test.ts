import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { moonshot } from './moonshot-provider.ts';

const chat = jsonOperation(moonshot.operations.chat);

describe('moonshot provider', () => {
  it('clamps temperature to [0, 1]', () => {
    const request = chat.buildRequest({ model: 'x', messages: [], temperature: 1.6 }, testContext({ model: 'moonshot-v1-8k' }));
    expect(request.url).toBe('https://api.moonshot.cn/v1/chat/completions');
    expect(JSON.parse(request.body as string).temperature).toBe(1);
  });

  it('reads the usage Moonshot puts inside the final choice, with top-level cached_tokens', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 6);
    expect(replay.usage).toMatchObject({ inputTokens: 19, outputTokens: 13, cachedInputTokens: 16 });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ inputTokens: 19, outputTokens: 21 });
  });

  it('maps a recorded rate-limit error', () => {
    expect(chat.mapError(429, readFixture(import.meta.url, 'error-429.json'))).toMatchObject({ error: { type: 'rate_limit_reached_error' }, retryable: true });
  });
});
