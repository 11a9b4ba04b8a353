/** Outcome of one rate-limited request. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests still allowed in the current window after this one. */
  remaining: number;
  /** When refused: seconds until the oldest counted request leaves the window (0 when allowed). */
  retryAfterSeconds: number;
  /** When allowed: an opaque id of the counted request, for {@link RateLimiter.release}. */
  hit?: string;
}

/**
 * Sliding-window request counter keyed by an opaque string (e.g. "critical:203.0.113.5").
 * Async so that shared implementations (Redis, a Durable Object) fit behind the same interface.
 *
 * Contract every implementation keeps (the model request rate limit relies on it):
 * - `consume` is one atomic check-and-record: N concurrent calls against a limit L allow exactly
 *   min(N, L) (Redis: one Lua script or MULTI; a Durable Object: one object per key);
 * - `release` un-counts a request `consume` allowed, so a limit can count only the requests that
 *   end a certain way (e.g. successes): reserve the slot at admission, give it back on failure.
 *   Releasing an unknown or expired hit is a no-op.
 */
export interface RateLimiter {
  /** Counts one request for `key` when allowed; a refused request is not counted. */
  consume(key: string, limit: number, windowMilliseconds: number): Promise<RateLimitDecision>;
  /** Removes the request `hit` (from an allowed decision) from `key`'s window. */
  release(key: string, hit: string): Promise<void>;
}
