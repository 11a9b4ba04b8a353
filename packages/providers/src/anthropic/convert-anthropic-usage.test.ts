import { describe, expect, it } from 'vitest';
import { convertAnthropicUsage, mergeAnthropicUsage } from './convert-anthropic-usage.ts';

describe('convertAnthropicUsage', () => {
  it('adds cache reads and writes to input tokens, since Anthropic reports them apart', () => {
    const raw = { input_tokens: 21, cache_creation_input_tokens: 188, cache_read_input_tokens: 1024, output_tokens: 12 };
    expect(convertAnthropicUsage(raw)).toEqual({ inputTokens: 1233, cachedInputTokens: 1024, cacheWriteTokens: 188, outputTokens: 12, reasoningTokens: 0, raw });
  });

  it('returns null for missing or empty usage', () => {
    expect(convertAnthropicUsage(undefined)).toBeNull();
    expect(convertAnthropicUsage({ input_tokens: 0, output_tokens: 0 })).toBeNull();
  });

  it('merges message_start and message_delta usage, later non-null values winning', () => {
    const merged = mergeAnthropicUsage({ input_tokens: 21, cache_read_input_tokens: 5, output_tokens: 1 }, { output_tokens: 12, input_tokens: null });
    expect(merged).toEqual({ input_tokens: 21, cache_read_input_tokens: 5, output_tokens: 12 });
  });
});
