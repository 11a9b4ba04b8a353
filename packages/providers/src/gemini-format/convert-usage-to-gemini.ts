import type { GeminiUsageMetadata } from '../gemini/gemini-api-types.ts';
import type { NormalizedUsage } from '../spec/normalized-usage.ts';

/**
 * NormalizedUsage in Gemini's usageMetadata shape (the inverse of convertGeminiUsage): the prompt
 * includes cached tokens, `candidatesTokenCount` excludes thinking, which goes to `thoughtsTokenCount`.
 */
export function convertUsageToGemini(usage: NormalizedUsage | null): GeminiUsageMetadata {
  if (usage === null) return { promptTokenCount: 0, candidatesTokenCount: 0, totalTokenCount: 0 };
  const metadata: GeminiUsageMetadata = {
    promptTokenCount: usage.inputTokens,
    candidatesTokenCount: Math.max(0, usage.outputTokens - usage.reasoningTokens),
    totalTokenCount: usage.inputTokens + usage.outputTokens,
  };
  if (usage.reasoningTokens > 0) metadata.thoughtsTokenCount = usage.reasoningTokens;
  if (usage.cachedInputTokens > 0) metadata.cachedContentTokenCount = usage.cachedInputTokens;
  return metadata;
}

/** OpenAI finish_reason → Gemini finishReason (a function call ends with STOP in Gemini). */
export function mapFinishReasonToGemini(reason: string | null | undefined): string {
  if (reason === 'length') return 'MAX_TOKENS';
  if (reason === 'content_filter') return 'SAFETY';
  return 'STOP';
}
