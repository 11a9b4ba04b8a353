import type { OptionStore } from '../../services/option-store.ts';

/** The ModelRequestRateLimit options (SET-046..050) as the middleware applies them. */
export interface ModelRateLimitSettings {
  windowMinutes: number;
  windowMilliseconds: number;
  /** Every request counts, failures included; 0 = unlimited. */
  totalLimit: number;
  /** Only requests that end below HTTP 400 count; at least 1. */
  successLimit: number;
}

/**
 * The limits in force now, or null when the limit is off: disabled, or a window of 0 minutes (no
 * request can fall inside it). Read per request from the in-memory option store, so an option
 * change applies to the next request.
 */
export function readModelRateLimitSettings(options: OptionStore): ModelRateLimitSettings | null {
  if (!options.getBoolean('ModelRequestRateLimitEnabled')) return null;
  const windowMinutes = options.getNumber('ModelRequestRateLimitDurationMinutes');
  if (!(windowMinutes > 0)) return null;
  return {
    windowMinutes,
    windowMilliseconds: windowMinutes * 60_000,
    totalLimit: Math.max(0, options.getNumber('ModelRequestRateLimitCount')),
    // The registry's minimum is 1; a stored 0 (imported data) would refuse everything, so it reads as 1.
    successLimit: Math.max(1, options.getNumber('ModelRequestRateLimitSuccessCount')),
  };
}

function minutes(count: number): string {
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/** Refusal texts, after new-api's wording so clients that match on it keep working. */
export const modelRateLimitMessages = {
  total: (settings: ModelRateLimitSettings) =>
    `You reached the total request limit: at most ${settings.totalLimit} requests within ${minutes(settings.windowMinutes)}, failed requests included; please check your requests`,
  success: (settings: ModelRateLimitSettings) =>
    `You reached the request limit: at most ${settings.successLimit} successful requests within ${minutes(settings.windowMinutes)}`,
};
