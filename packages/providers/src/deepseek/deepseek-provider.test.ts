import { describe, expect, it } from 'vitest';
import { convertOpenAIChunkToParts } from '../openai-compatible/convert-openai-chunk-to-parts.ts';
import type { OpenAIChatChunk } from '../spec/openai-types.ts';
import { jsonOperation, readFixture, readJsonFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { deepseek } from './deepseek-provider.ts';

const chat = jsonOperation(deepseek.operations.chat);

describe('deepseek provider', () => {
  it('has chat (and messages and generateContent converted to chat) and applies its parameter table', () => {
    expect(Object.keys(deepseek.operations)).toEqual(['chat', 'messages', 'generateContent']);
    const request = chat.buildRequest({ model: 'x', messages: [], logit_bias: { 1: 1 }, n: 2, temperature: 5 }, testContext({ model: 'deepseek-chat' }));
    expect(request.url).toBe('https://api.deepseek.com/v1/chat/completions');
    expect(JSON.parse(request.body as string)).toEqual({ model: 'deepseek-chat', messages: [], temperature: 2 });
  });

  it('reads cache hits from a recorded non-stream answer', () => {
    expect(chat.parseResponse(readJsonFixture(import.meta.url, 'chat.json'), testContext()).usage).toMatchObject({
      inputTokens: 1290,
      cachedInputTokens: 1280,
      outputTokens: 9,
    });
  });

  it('streams reasoning_content, decodable as reasoning-delta parts, with reasoning tokens in usage', () => {
    const replay = replayStream(chat.createStreamParser!(testContext({ stream: true })), readFixture(import.meta.url, 'reasoner.chunks.txt'), 29);
    const parts = (replay.chunks as OpenAIChatChunk[]).flatMap(convertOpenAIChunkToParts);
    expect(parts.filter((part) => part.type !== 'usage-final')).toEqual([
      { type: 'reasoning-delta', text: '9.11 vs 9.8: compare the tenths.' },
      { type: 'text-delta', text: '9.8 is greater.' },
      { type: 'finish', reason: 'stop' },
    ]);
    expect(replay.usage).toMatchObject({ inputTokens: 18, outputTokens: 310, reasoningTokens: 291, cachedInputTokens: 0 });
    expect(replay.done).toBe(true);
  });

  it('maps a recorded 402 Insufficient Balance', () => {
    expect(chat.mapError(402, readFixture(import.meta.url, 'error-402.json'))).toMatchObject({
      status: 402,
      error: { message: 'Insufficient Balance' },
      retryable: true,
    });
  });
});
