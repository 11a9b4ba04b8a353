import type { ProviderError } from '../spec/provider-error.ts';
import { isRetryableStatus } from '../shared/is-retryable-status.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';

/**
 * Anthropic answers 400 for some transient conditions, so new-api retries 400 on Anthropic channels (type 14) and on no other;
 * 529 is "overloaded". Anything else follows the common table.
 */
export function isAnthropicRetryable(status: number): boolean {
  return status === 400 || status === 529 || isRetryableStatus(status);
}

/** `{ type: 'error', error: { type, message } }` → OpenAI error, keeping Anthropic's error type. */
export function mapAnthropicError(status: number, bodyText: string): ProviderError {
  return mapUpstreamError(status, bodyText, isAnthropicRetryable);
}
