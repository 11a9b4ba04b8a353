import { describe, expect, it } from 'vitest';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { siliconflow } from './siliconflow-provider.ts';

const chat = jsonOperation(siliconflow.operations.chat);

describe('siliconflow provider', () => {
  it('has rerank, images and audio besides chat', () => {
    expect(Object.keys(siliconflow.operations).sort()).toEqual([
      'audioSpeech',
      'audioTranscription',
      'chat',
      'completions',
      'embeddings',
      'generateContent',
      'images',
      'messages',
      'rerank',
    ]);
  });

  it('keeps the latest cumulative usage of a recorded stream that reports usage on every chunk', () => {
    const replay = replayStream(chat.createStreamParser!(testContext()), readFixture(import.meta.url, 'chat.chunks.txt'), 15);
    expect(replay.usage).toMatchObject({ inputTokens: 11, outputTokens: 3 });
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({ outputTokens: 30, reasoningTokens: 28 });
  });

  it('bills rerank from meta.tokens', () => {
    const rerank = jsonOperation(siliconflow.operations.rerank);
    const request = rerank.buildRequest({ model: 'x', query: 'q', documents: ['a', 'b'] }, testContext({ model: 'BAAI/bge-reranker-v2-m3' }));
    expect(request.url).toBe('https://api.siliconflow.cn/v1/rerank');
    expect(rerank.parseResponse(readJsonFixture(import.meta.url, 'rerank.json'), testContext()).usage).toMatchObject({ inputTokens: 42, outputTokens: 0 });
  });

  it('maps a recorded {code, message} error', () => {
    expect(chat.mapError(400, readFixture(import.meta.url, 'error-400.json'))).toMatchObject({
      error: { message: 'Model does not exist. Please check it carefully.' },
      retryable: false,
    });
  });
});
