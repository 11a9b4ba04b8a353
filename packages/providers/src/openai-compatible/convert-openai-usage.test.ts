import { describe, expect, it } from 'vitest';
import { convertOpenAIUsage } from './convert-openai-usage.ts';

describe('convertOpenAIUsage', () => {
  it('maps prompt/completion tokens with cached and reasoning details', () => {
    const raw = {
      prompt_tokens: 2006,
      completion_tokens: 300,
      total_tokens: 2306,
      prompt_tokens_details: { cached_tokens: 1920, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 256, audio_tokens: 0 },
    };
    expect(convertOpenAIUsage(raw)).toEqual({ inputTokens: 2006, cachedInputTokens: 1920, cacheWriteTokens: 0, outputTokens: 300, reasoningTokens: 256, raw });
  });

  it('reads DeepSeek prompt_cache_hit_tokens and Moonshot top-level cached_tokens', () => {
    expect(convertOpenAIUsage({ prompt_tokens: 100, completion_tokens: 5, prompt_cache_hit_tokens: 64, prompt_cache_miss_tokens: 36 })?.cachedInputTokens).toBe(
      64,
    );
    expect(convertOpenAIUsage({ prompt_tokens: 100, completion_tokens: 5, cached_tokens: 80 })?.cachedInputTokens).toBe(80);
  });

  it('treats a total-only usage (embeddings, rerank) as input tokens', () => {
    expect(convertOpenAIUsage({ total_tokens: 12 })).toMatchObject({ inputTokens: 12, outputTokens: 0 });
    expect(convertOpenAIUsage({ prompt_tokens: 8, total_tokens: 8 })).toMatchObject({ inputTokens: 8, outputTokens: 0 });
  });

  it('reads the images API input_tokens / output_tokens shape', () => {
    expect(convertOpenAIUsage({ input_tokens: 50, output_tokens: 4160, input_tokens_details: { cached_tokens: 0 } })).toMatchObject({
      inputTokens: 50,
      outputTokens: 4160,
    });
  });

  it('returns null for absent or all-zero usage', () => {
    expect(convertOpenAIUsage(undefined)).toBeNull();
    expect(convertOpenAIUsage(null)).toBeNull();
    expect(convertOpenAIUsage({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 })).toBeNull();
  });
});
