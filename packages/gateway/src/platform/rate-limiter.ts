/** Outcome of one rate-limited request. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests still allowed in the current window after this one. */
  remaining: number;
  /** When refused: seconds until the oldest counted request leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Sliding-window request counter keyed by an opaque string (e.g. "critical:203.0.113.5").
 * Async so that shared implementations (Redis, a Durable Object) fit behind the same interface.
 */
export interface RateLimiter {
  /** Counts one request for `key` when allowed; a refused request is not counted. */
  consume(key: string, limit: number, windowMilliseconds: number): Promise<RateLimitDecision>;
}
