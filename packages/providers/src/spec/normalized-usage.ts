/**
 * Token usage of one upstream call in one vendor-neutral shape. Billing reads only this type, so every
 * adaptor's `convert-*-usage.ts` must fill it exactly; the fields do not overlap (no double counting).
 */
export interface NormalizedUsage {
  /**
   * All prompt tokens the vendor counted, INCLUDING cached reads and cache writes
   * (OpenAI `prompt_tokens`; Anthropic `input_tokens + cache_read_input_tokens + cache_creation_input_tokens`).
   */
  inputTokens: number;
  /** Part of `inputTokens` served from the vendor's prompt cache (billed at the cache ratio). */
  cachedInputTokens: number;
  /** Part of `inputTokens` written into the vendor's prompt cache (billed at the cache-creation ratio). */
  cacheWriteTokens: number;
  /** All generated tokens, INCLUDING reasoning tokens (OpenAI `completion_tokens`). */
  outputTokens: number;
  /** Part of `outputTokens` spent on hidden reasoning / thinking. */
  reasoningTokens: number;
  /**
   * Server-side web searches the vendor ran and bills per call (Anthropic
   * `usage.server_tool_use.web_search_requests`); absent when there were none.
   */
  webSearchCalls?: number;
  /** The vendor's usage object untouched, kept for the usage log and audits. */
  raw?: unknown;
}
