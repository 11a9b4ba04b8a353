import { describe, expect, it } from 'vitest';
import { createAnthropicStreamParser } from '../anthropic/anthropic-stream-parser.ts';
import type { GeminiResponse } from '../gemini/gemini-api-types.ts';
import { convertOpenAIUsage } from '../openai-compatible/convert-openai-usage.ts';
import { createOpenAICompatibleStreamParser } from '../openai-compatible/openai-compatible-stream-parser.ts';
import { readFixture, replayStream, testContext } from '../testing/fixtures.ts';
import { createGeminiFormatStreamParser } from './create-gemini-format-stream-parser.ts';

const openaiRecorded = readFixture(import.meta.url, 'openai-reasoning-tool.chunks.txt');
const anthropicRecorded = readFixture(import.meta.url, 'anthropic-thinking-tool.chunks.txt');

function parts(chunks: unknown[]) {
  return (chunks as GeminiResponse[]).map((chunk) => chunk.candidates?.[0]?.content?.parts);
}

describe('createGeminiFormatStreamParser (chat stream → Gemini streamGenerateContent chunks)', () => {
  it.each([1, 23, 100000])('re-encodes a recorded OpenAI reasoning + text + tool-call stream (%i-character pieces)', (piece) => {
    const context = testContext({ model: 'deepseek-chat', stream: true });
    const replay = replayStream(createGeminiFormatStreamParser(createOpenAICompatibleStreamParser(convertOpenAIUsage), context), openaiRecorded, piece);
    expect(parts(replay.chunks)).toEqual([
      [{ text: 'Need weather.', thought: true }],
      [{ text: 'Checking' }],
      [{ text: '…' }],
      [{ functionCall: { id: 'call_0_a1', name: 'get_weather', args: { city: 'Paris' } } }],
    ]);
    const last = replay.chunks.at(-1) as GeminiResponse;
    expect(last.candidates?.[0]?.finishReason).toBe('STOP');
    expect(last.usageMetadata).toEqual({ promptTokenCount: 120, candidatesTokenCount: 30, cachedContentTokenCount: 64, totalTokenCount: 150 });
    expect(last.modelVersion).toBe('deepseek-chat');
    expect(replay.usage).toMatchObject({ inputTokens: 120, cachedInputTokens: 64, outputTokens: 30 });
    expect(replay.done).toBe(true);
  });

  it.each([1, 100000])('re-encodes a recorded Anthropic thinking + tool_use stream (%i-character pieces)', (piece) => {
    const context = testContext({ model: 'claude-sonnet-4', stream: true });
    const replay = replayStream(createGeminiFormatStreamParser(createAnthropicStreamParser(context, 1), context), anthropicRecorded, piece);
    expect(parts(replay.chunks)).toEqual([
      [{ text: 'The user wants the weather, I should call the tool.', thought: true }],
      [{ text: 'Let me check.' }],
      [{ functionCall: { id: 'toolu_01T1x1fJ34qAmk2tNTrN7Up6', name: 'get_weather', args: { location: 'San Francisco, CA' } } }],
    ]);
    expect((replay.chunks.at(-1) as GeminiResponse).usageMetadata).toEqual({ promptTokenCount: 472, candidatesTokenCount: 89, totalTokenCount: 561 });
    expect(replay.usage).toMatchObject({ inputTokens: 472, outputTokens: 89 });
  });

  it('closes once at end() when the upstream sent no terminator', () => {
    const parser = createGeminiFormatStreamParser(createOpenAICompatibleStreamParser(convertOpenAIUsage), testContext({ model: 'm' }));
    const first = parser.feed('data: {"id":"c","model":"m","choices":[{"index":0,"delta":{"content":"hi"},"finish_reason":"length"}]}\n\n');
    const last = parser.end();
    expect(parts(first.chunks)).toEqual([[{ text: 'hi' }]]);
    expect(last.chunks).toHaveLength(1);
    expect((last.chunks[0] as GeminiResponse).candidates?.[0]).toMatchObject({ finishReason: 'MAX_TOKENS', content: { parts: [{ text: '' }] } });
    expect(parser.end().chunks).toEqual([]);
  });
});
