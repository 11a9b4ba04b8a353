import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import { createUsage, tokenCount } from '../shared/usage.ts';

/** The `usage` object of a Responses API answer (https://platform.openai.com/docs/api-reference/responses/object). */
interface ResponsesUsage {
  input_tokens?: unknown;
  output_tokens?: unknown;
  input_tokens_details?: { cached_tokens?: unknown } | null;
  output_tokens_details?: { reasoning_tokens?: unknown } | null;
}

/** Web searches the response ran (output items of type web_search_call), billed per call. */
function webSearchCalls(output: unknown): number {
  if (!Array.isArray(output)) return 0;
  let calls = 0;
  for (const item of output as Array<{ type?: unknown } | null>) if (item?.type === 'web_search_call') calls += 1;
  return calls;
}

/**
 * A Response object's usage → NormalizedUsage: input_tokens (cached reads included, as in chat),
 * input_tokens_details.cached_tokens, output_tokens (reasoning included),
 * output_tokens_details.reasoning_tokens; null when the response reports none.
 */
export function convertResponsesUsage(response: unknown): NormalizedUsage | null {
  const record = response as { usage?: ResponsesUsage | null; output?: unknown } | null;
  const usage = record?.usage;
  if (usage === null || usage === undefined || typeof usage !== 'object') return null;
  return createUsage({
    inputTokens: tokenCount(usage.input_tokens),
    cachedInputTokens: tokenCount(usage.input_tokens_details?.cached_tokens),
    outputTokens: tokenCount(usage.output_tokens),
    reasoningTokens: tokenCount(usage.output_tokens_details?.reasoning_tokens),
    webSearchCalls: webSearchCalls(record?.output),
    raw: usage,
  });
}
