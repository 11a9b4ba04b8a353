import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { zhipu } from './zhipu-provider.ts';

const chat = jsonOperation(zhipu.operations.chat);

describe('zhipu provider', () => {
  it('calls /api/paas/v4 with a Bearer key and keeps temperature and top_p inside (0, 1)', () => {
    const request = chat.buildRequest({ model: 'x', messages: [], temperature: 0, top_p: 1 }, testContext({ model: 'glm-4-plus', key: 'id.secret' }));
    expect(request.url).toBe('https://open.bigmodel.cn/api/paas/v4/chat/completions');
    expect(request.headers.Authorization).toBe('Bearer id.secret');
    expect(JSON.parse(request.body as string)).toMatchObject({ temperature: 0.01, top_p: 0.99 });
    expect(jsonOperation(zhipu.operations.embeddings).buildRequest({ input: 'a' }, testContext()).url).toBe('https://open.bigmodel.cn/api/paas/v4/embeddings');
  });

  it('replays a recorded stream (no object field, usage on the finish chunk) and a non-stream answer', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 4);
    expect(replay.chunks).toHaveLength(3);
    expect(replay.usage).toMatchObject({ inputTokens: 60, outputTokens: 2, cachedInputTokens: 32 });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ inputTokens: 7, outputTokens: 9 });
  });

  it('maps a recorded balance error with its string code', () => {
    expect(chat.mapError(429, readFixture(import.meta.url, 'error-429.json')).error).toEqual({
      message: '余额不足或无可用资源包,请充值。',
      type: 'upstream_error',
      code: '1113',
    });
  });
});
