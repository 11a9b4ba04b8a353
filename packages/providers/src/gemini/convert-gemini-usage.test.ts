import { describe, expect, it } from 'vitest';
import { convertGeminiUsage } from './convert-gemini-usage.ts';

describe('convertGeminiUsage', () => {
  it('adds thoughts to output (candidates exclude them) and reads cached content', () => {
    const raw = { promptTokenCount: 2051, candidatesTokenCount: 21, totalTokenCount: 2152, cachedContentTokenCount: 2000, thoughtsTokenCount: 80 };
    expect(convertGeminiUsage(raw)).toEqual({ inputTokens: 2051, cachedInputTokens: 2000, cacheWriteTokens: 0, outputTokens: 101, reasoningTokens: 80, raw });
  });

  it('counts tool-use prompt tokens as input', () => {
    expect(convertGeminiUsage({ promptTokenCount: 10, toolUsePromptTokenCount: 5, candidatesTokenCount: 1 })).toMatchObject({
      inputTokens: 15,
      outputTokens: 1,
    });
  });

  it('returns null without usage', () => {
    expect(convertGeminiUsage(undefined)).toBeNull();
    expect(convertGeminiUsage({ totalTokenCount: 0 })).toBeNull();
  });
});
