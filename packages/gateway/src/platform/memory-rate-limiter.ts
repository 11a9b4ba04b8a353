import type { RateLimitDecision, RateLimiter } from './rate-limiter.ts';

export interface MemoryRateLimiterOptions {
  /** Time source in milliseconds; injectable for tests. */
  now?: () => number;
  /** Most keys kept at once; the least recently used key is dropped beyond it. */
  maxKeys?: number;
  /** How often (at most) idle keys are swept, in milliseconds. */
  pruneIntervalMilliseconds?: number;
}

interface KeyLog {
  /** Timestamps (ms) of the counted requests inside the window, oldest first; never longer than the limit. */
  hits: number[];
  windowMilliseconds: number;
}

const DEFAULT_MAX_KEYS = 100_000;
const DEFAULT_PRUNE_INTERVAL = 60_000;

/**
 * In-process sliding-log rate limiter for the per-IP limits (the algorithm new-api uses), pure TypeScript so it also runs in a
 * Worker isolate. Memory stays bounded: a key holds at most `limit` timestamps, idle keys are
 * swept lazily (no timers, which Workers forbid outside a request), and the key count is capped
 * with least-recently-used eviction so a flood of spoofed IPs cannot grow the map without limit.
 */
export function createMemoryRateLimiter(options: MemoryRateLimiterOptions = {}): RateLimiter & { size(): number } {
  const now = options.now ?? (() => Date.now());
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const pruneInterval = options.pruneIntervalMilliseconds ?? DEFAULT_PRUNE_INTERVAL;
  const logs = new Map<string, KeyLog>();
  let lastPrune = now();

  function prune(at: number): void {
    for (const [key, log] of logs) {
      const newest = log.hits[log.hits.length - 1];
      if (newest === undefined || at - newest >= log.windowMilliseconds) logs.delete(key);
    }
    lastPrune = at;
  }

  function consumeNow(key: string, limit: number, windowMilliseconds: number): RateLimitDecision {
    const at = now();
    if (at - lastPrune >= pruneInterval) prune(at);

    let log = logs.get(key);
    if (log) {
      // Re-insert so Map order doubles as least-recently-used order for eviction.
      logs.delete(key);
    } else {
      log = { hits: [], windowMilliseconds };
    }
    log.windowMilliseconds = windowMilliseconds;
    logs.set(key, log);
    if (logs.size > maxKeys) {
      const oldestKey = logs.keys().next().value;
      if (oldestKey !== undefined) logs.delete(oldestKey);
    }

    const windowStart = at - windowMilliseconds;
    while (log.hits.length > 0 && (log.hits[0] as number) <= windowStart) log.hits.shift();
    // A lowered limit leaves more timestamps than needed; only the newest `limit` matter.
    if (log.hits.length > limit) log.hits.splice(0, log.hits.length - limit);

    if (limit <= 0 || log.hits.length >= limit) {
      const oldest = log.hits[0] ?? at;
      const retryAfterMilliseconds = Math.max(oldest + windowMilliseconds - at, 0);
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMilliseconds / 1000)) };
    }
    log.hits.push(at);
    return { allowed: true, remaining: limit - log.hits.length, retryAfterSeconds: 0, hit: String(at) };
  }

  /** Hits are timestamps: removing any one equal to `hit` un-counts exactly one request. */
  function releaseNow(key: string, hit: string): void {
    const hits = logs.get(key)?.hits;
    if (hits === undefined) return;
    const index = hits.lastIndexOf(Number(hit));
    if (index >= 0) hits.splice(index, 1);
  }

  return {
    consume: (key, limit, windowMilliseconds) => Promise.resolve(consumeNow(key, limit, windowMilliseconds)),
    release: (key, hit) => Promise.resolve(releaseNow(key, hit)),
    size: () => logs.size,
  };
}
