import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import { createUsage, tokenCount } from '../shared/usage.ts';
import type { AnthropicUsage } from './anthropic-api-types.ts';

/** `server_tool_use.web_search_requests`: the server-side web searches of the message (billed per search). */
function webSearchRequests(serverToolUse: AnthropicUsage['server_tool_use']): number {
  return typeof serverToolUse === 'object' && serverToolUse !== null ? tokenCount(serverToolUse.web_search_requests) : 0;
}

/**
 * Anthropic usage → NormalizedUsage. Anthropic's `input_tokens` EXCLUDES cache reads and writes, so the
 * total input is the sum of the three; reasoning (thinking) tokens are not reported apart from output.
 */
export function convertAnthropicUsage(usage: AnthropicUsage | null | undefined): NormalizedUsage | null {
  if (usage === undefined || usage === null) return null;
  const uncached = tokenCount(usage.input_tokens);
  const cacheRead = tokenCount(usage.cache_read_input_tokens);
  const cacheWrite = tokenCount(usage.cache_creation_input_tokens);
  const output = tokenCount(usage.output_tokens);
  if (uncached + cacheRead + cacheWrite + output === 0) return null;
  return createUsage({
    inputTokens: uncached + cacheRead + cacheWrite,
    cachedInputTokens: cacheRead,
    cacheWriteTokens: cacheWrite,
    outputTokens: output,
    webSearchCalls: webSearchRequests(usage.server_tool_use),
    raw: usage,
  });
}

/**
 * Folds stream usage: message_start carries the input side (and output 1), message_delta the cumulative
 * output (and, on newer API versions, the input side again). A later non-null field wins.
 */
export function mergeAnthropicUsage(previous: AnthropicUsage | undefined, next: AnthropicUsage): AnthropicUsage {
  if (previous === undefined) return { ...next };
  const merged: AnthropicUsage = { ...previous };
  for (const [field, value] of Object.entries(next)) {
    if (value !== null && value !== undefined) merged[field] = value;
  }
  return merged;
}
