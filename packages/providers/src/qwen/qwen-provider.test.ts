import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { qwen } from './qwen-provider.ts';

const chat = jsonOperation(qwen.operations.chat);

describe('qwen provider', () => {
  it('calls DashScope compatible mode and sends the plugin header from `other`', () => {
    const request = chat.buildRequest({ model: 'x', messages: [] }, testContext({ model: 'qwen-plus', other: '{"code_interpreter":{}}' }));
    expect(request.url).toBe('https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions');
    expect(request.headers['X-DashScope-Plugin']).toBe('{"code_interpreter":{}}');
    expect(chat.buildRequest({ model: 'x', messages: [] }, testContext()).headers['X-DashScope-Plugin']).toBeUndefined();
  });

  it('replays a recorded include_usage stream and a cached non-stream answer', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 10);
    expect(replay.usage).toMatchObject({ inputTokens: 22, outputTokens: 5 });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({
      inputTokens: 3019,
      cachedInputTokens: 2048,
      outputTokens: 104,
    });
  });

  it('maps a recorded invalid key error', () => {
    expect(chat.mapError(401, readFixture(import.meta.url, 'error-401.json')).error).toMatchObject({ code: 'invalid_api_key', type: 'invalid_request_error' });
  });
});
