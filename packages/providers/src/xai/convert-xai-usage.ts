import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import { convertOpenAIUsage } from '../openai-compatible/convert-openai-usage.ts';

/**
 * xAI reports `completion_tokens` WITHOUT the reasoning tokens (total = prompt + completion + reasoning),
 * unlike OpenAI where reasoning is part of completion. Reasoning is billed as output, so it is added back
 * whenever the total shows it was left out.
 */
export function convertXaiUsage(raw: unknown): NormalizedUsage | null {
  const usage = convertOpenAIUsage(raw);
  if (usage === null) return null;
  const total = (raw as { total_tokens?: unknown }).total_tokens;
  if (typeof total === 'number' && usage.reasoningTokens > 0 && total === usage.inputTokens + usage.outputTokens + usage.reasoningTokens) {
    usage.outputTokens += usage.reasoningTokens;
  }
  return usage;
}
