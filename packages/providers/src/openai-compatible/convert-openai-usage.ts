import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import { createUsage, tokenCount } from '../shared/usage.ts';

type UsageRecord = Record<string, unknown>;

function record(value: unknown): UsageRecord | undefined {
  return typeof value === 'object' && value !== null ? (value as UsageRecord) : undefined;
}

/**
 * OpenAI-style `usage` → NormalizedUsage. Reads the OpenAI detail objects and the variants OpenAI-compatible
 * vendors use for the same facts: DeepSeek `prompt_cache_hit_tokens`, Moonshot / Zhipu top-level
 * `cached_tokens`, the images API's `input_tokens` / `output_tokens`, and `cached_creation_tokens` for cache
 * writes. Returns null when the object is absent or carries no token at all (the relay then estimates).
 */
export function convertOpenAIUsage(raw: unknown): NormalizedUsage | null {
  const usage = record(raw);
  if (usage === undefined) return null;
  const promptDetails = record(usage.prompt_tokens_details) ?? record(usage.input_tokens_details);
  const completionDetails = record(usage.completion_tokens_details) ?? record(usage.output_tokens_details);
  const inputTokens = tokenCount(usage.prompt_tokens ?? usage.input_tokens);
  const outputTokens = tokenCount(usage.completion_tokens ?? usage.output_tokens);
  const totalTokens = tokenCount(usage.total_tokens);
  if (inputTokens === 0 && outputTokens === 0 && totalTokens === 0) return null;
  return createUsage({
    // Embeddings and rerank answers often report only total_tokens; all of it is input.
    inputTokens: inputTokens === 0 && outputTokens === 0 ? totalTokens : inputTokens,
    cachedInputTokens: tokenCount(promptDetails?.cached_tokens ?? usage.prompt_cache_hit_tokens ?? usage.cached_tokens),
    cacheWriteTokens: tokenCount(promptDetails?.cached_creation_tokens),
    outputTokens,
    reasoningTokens: tokenCount(completionDetails?.reasoning_tokens),
    raw,
  });
}
