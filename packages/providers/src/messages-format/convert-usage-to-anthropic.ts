import type { AnthropicUsage } from '../anthropic/anthropic-api-types.ts';
import type { NormalizedUsage } from '../spec/normalized-usage.ts';

/** NormalizedUsage in Anthropic's shape, where `input_tokens` excludes cache reads and writes. */
export function convertUsageToAnthropic(usage: NormalizedUsage | null): AnthropicUsage {
  if (usage === null) return { input_tokens: 0, output_tokens: 0 };
  return {
    input_tokens: Math.max(0, usage.inputTokens - usage.cachedInputTokens - usage.cacheWriteTokens),
    cache_creation_input_tokens: usage.cacheWriteTokens,
    cache_read_input_tokens: usage.cachedInputTokens,
    output_tokens: usage.outputTokens,
  };
}
