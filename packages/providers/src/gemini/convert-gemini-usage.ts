import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import { createUsage, tokenCount } from '../shared/usage.ts';
import type { GeminiUsageMetadata } from './gemini-api-types.ts';

/**
 * Gemini usageMetadata → NormalizedUsage. `candidatesTokenCount` EXCLUDES thinking, so output is candidates
 * plus `thoughtsTokenCount`; prompt tokens include the cached part (`cachedContentTokenCount`) and tool-use
 * prompt tokens are input too.
 */
export function convertGeminiUsage(usage: GeminiUsageMetadata | null | undefined): NormalizedUsage | null {
  if (usage === undefined || usage === null) return null;
  const prompt = tokenCount(usage.promptTokenCount) + tokenCount(usage.toolUsePromptTokenCount);
  const thoughts = tokenCount(usage.thoughtsTokenCount);
  const output = tokenCount(usage.candidatesTokenCount) + thoughts;
  if (prompt + output === 0) return null;
  return createUsage({
    inputTokens: prompt,
    cachedInputTokens: tokenCount(usage.cachedContentTokenCount),
    outputTokens: output,
    reasoningTokens: thoughts,
    raw: usage,
  });
}
