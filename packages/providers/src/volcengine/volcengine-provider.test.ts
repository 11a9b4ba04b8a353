import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { volcengine } from './volcengine-provider.ts';

const chat = jsonOperation(volcengine.operations.chat);

describe('volcengine provider', () => {
  it('calls the Ark /api/v3 endpoints', () => {
    expect(chat.buildRequest({ model: 'x', messages: [] }, testContext({ model: 'doubao-1-5-pro-32k-250115' })).url).toBe(
      'https://ark.cn-beijing.volces.com/api/v3/chat/completions',
    );
    expect(jsonOperation(volcengine.operations.embeddings).buildRequest({ input: 'a' }, testContext()).url).toBe(
      'https://ark.cn-beijing.volces.com/api/v3/embeddings',
    );
  });

  it('replays a recorded stream and a reasoning answer', () => {
    expect(replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 9).usage).toMatchObject({
      inputTokens: 20,
      outputTokens: 2,
    });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ outputTokens: 120, reasoningTokens: 110 });
  });

  it('maps a recorded endpoint-not-found error', () => {
    expect(chat.mapError(404, readFixture(import.meta.url, 'error-404.json')).error).toMatchObject({
      type: 'NotFound',
      code: 'InvalidEndpointOrModel.NotFound',
    });
  });
});
