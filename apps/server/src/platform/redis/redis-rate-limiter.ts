import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateLimitDecision, RateLimiter } from '@gateway/gateway';
import { SLIDING_WINDOW_SCRIPT } from './sliding-window.lua.ts';

/** Every limiter key lives under this prefix, so one Redis can serve other applications too. */
const KEY_PREFIX = 'gw:rl:';

type Reply = [number, number, number];

/**
 * The rate limiter of a fleet (ADR 0044): the /api global and critical limits and ModelRequestRateLimit
 * counted in Redis, exact across instances. Same sliding-log semantics as the in-process limiter; a
 * refused request is not counted; `release` removes an allowed hit (ZREM of its id).
 */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async consume(key, limit, windowMilliseconds): Promise<RateLimitDecision> {
      const hit = randomUUID();
      const [allowed, remaining, retryMs] = (await redis.eval(SLIDING_WINDOW_SCRIPT, 1, KEY_PREFIX + key, windowMilliseconds, limit, hit)) as Reply;
      if (allowed === 1) return { allowed: true, remaining, retryAfterSeconds: 0, hit };
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
    },
    async release(key, hit) {
      await redis.zrem(KEY_PREFIX + key, hit);
    },
  };
}
