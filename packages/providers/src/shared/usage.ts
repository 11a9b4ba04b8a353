import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { OpenAIUsage } from '../spec/openai-types.ts';

/** A non-negative integer from a vendor field that may be missing, null or fractional. */
export function tokenCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}

/** Builds a NormalizedUsage, defaulting every absent count to 0. */
export function createUsage(fields: Partial<NormalizedUsage>): NormalizedUsage {
  const usage: NormalizedUsage = {
    inputTokens: fields.inputTokens ?? 0,
    cachedInputTokens: fields.cachedInputTokens ?? 0,
    cacheWriteTokens: fields.cacheWriteTokens ?? 0,
    outputTokens: fields.outputTokens ?? 0,
    reasoningTokens: fields.reasoningTokens ?? 0,
  };
  // Only set when a vendor reported searches, so the common shape stays the five counts.
  if (fields.webSearchCalls !== undefined && fields.webSearchCalls > 0) usage.webSearchCalls = fields.webSearchCalls;
  if (fields.raw !== undefined) usage.raw = fields.raw;
  return usage;
}

/**
 * NormalizedUsage in OpenAI's `usage` shape, for converted responses and synthetic final chunks.
 * Cache writes go to `prompt_tokens_details.cached_creation_tokens`, the field new-api clients read.
 */
export function toOpenAIUsage(usage: NormalizedUsage): OpenAIUsage {
  return {
    prompt_tokens: usage.inputTokens,
    completion_tokens: usage.outputTokens,
    total_tokens: usage.inputTokens + usage.outputTokens,
    prompt_tokens_details: { cached_tokens: usage.cachedInputTokens, cached_creation_tokens: usage.cacheWriteTokens },
    completion_tokens_details: { reasoning_tokens: usage.reasoningTokens },
  };
}
