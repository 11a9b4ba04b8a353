import type { Logger, RateLimitDecision, RateLimiter } from '@gateway/gateway';

/** Hits counted by the fallback carry this prefix, so `release` knows which limiter counted them. */
const FALLBACK_HIT = 'local:';
const WARN_INTERVAL_MS = 60_000;

/**
 * Redis first, the in-process limiter when Redis cannot answer: a Redis outage must not take the relay
 * and the console down with it. While Redis is away each instance limits on its own (N instances then let
 * up to N× through, as before Redis); a warning is logged at most once a minute.
 */
export function createFallbackRateLimiter(shared: RateLimiter, local: RateLimiter, logger: Logger, now: () => number = Date.now): RateLimiter {
  let lastWarning = -Infinity;
  const warn = (error: unknown) => {
    if (now() - lastWarning < WARN_INTERVAL_MS) return;
    lastWarning = now();
    logger.warn('Redis rate limiter unavailable; limiting per instance until it answers', { error: String(error) });
  };
  return {
    async consume(key, limit, windowMilliseconds): Promise<RateLimitDecision> {
      try {
        return await shared.consume(key, limit, windowMilliseconds);
      } catch (error) {
        warn(error);
        const decision = await local.consume(key, limit, windowMilliseconds);
        return decision.hit === undefined ? decision : { ...decision, hit: FALLBACK_HIT + decision.hit };
      }
    },
    async release(key, hit) {
      if (hit.startsWith(FALLBACK_HIT)) return local.release(key, hit.slice(FALLBACK_HIT.length));
      try {
        await shared.release(key, hit);
      } catch (error) {
        // The hit expires with its window; an unreleased slot costs at most one request until then.
        warn(error);
      }
    },
  };
}
