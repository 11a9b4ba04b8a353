import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { buildCustomUrl } from './build-custom-url.ts';
import { custom } from './custom-provider.ts';

const chat = jsonOperation(custom.operations.chat);

describe('buildCustomUrl', () => {
  it('substitutes {model} in the base URL, or in `other` when that holds the URL', () => {
    expect(buildCustomUrl(testContext({ model: 'my/model' }), 'https://llm.example/{model}/chat')).toBe('https://llm.example/my%2Fmodel/chat');
    expect(buildCustomUrl(testContext({ model: 'm', other: 'https://other.example/v2/{model}' }), 'https://ignored')).toBe('https://other.example/v2/m');
    expect(buildCustomUrl(testContext(), 'https://fixed.example/chat')).toBe('https://fixed.example/chat');
  });
});

describe('custom provider', () => {
  it('posts chat to the full endpoint', () => {
    const request = chat.buildRequest(
      { model: 'x', messages: [] },
      testContext({ baseUrl: 'https://llm.example/api/{model}/chat/completions', model: 'qwen3' }),
    );
    expect(request.url).toBe('https://llm.example/api/qwen3/chat/completions');
    expect(Object.keys(custom.operations)).toEqual(['chat', 'messages', 'generateContent']);
  });

  it('replays recorded OpenAI-format answers', () => {
    expect(replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 2).usage).toMatchObject({ inputTokens: 26 });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ inputTokens: 5, outputTokens: 1 });
  });

  it('maps an HTML 502 from a proxy', () => {
    expect(chat.mapError(502, readFixture(import.meta.url, 'error-502.txt'))).toMatchObject({
      status: 502,
      error: { message: 'bad response status code 502' },
      retryable: true,
    });
  });
});
