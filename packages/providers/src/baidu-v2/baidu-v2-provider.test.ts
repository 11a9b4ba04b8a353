import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { baiduV2 } from './baidu-v2-provider.ts';

const chat = jsonOperation(baiduV2.operations.chat);

describe('baidu v2 provider', () => {
  it('calls the Qianfan /v2 API with a Bearer key', () => {
    const request = chat.buildRequest({ model: 'x', messages: [] }, testContext({ model: 'ernie-4.0-turbo-8k', key: 'bce-v3/ALTAK' }));
    expect(request.url).toBe('https://qianfan.baidubce.com/v2/chat/completions');
    expect(request.headers.Authorization).toBe('Bearer bce-v3/ALTAK');
  });

  it('replays a recorded stream and answer', () => {
    expect(replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 5).usage).toMatchObject({
      inputTokens: 2,
      outputTokens: 3,
    });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ inputTokens: 1, outputTokens: 8 });
  });

  it('maps a recorded IAM error', () => {
    expect(chat.mapError(401, readFixture(import.meta.url, 'error-401.json')).error).toEqual({
      message: 'IAM Certification failed',
      type: 'invalid_request_error',
      code: 'invalid_iam_token',
    });
  });
});
