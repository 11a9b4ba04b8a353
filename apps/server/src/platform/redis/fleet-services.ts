import { createMemoryRateLimiter, type Logger, type RateLimiter } from '@gateway/gateway';
import type { ServerConfig } from '../../config.ts';
import { createFallbackRateLimiter } from './fallback-rate-limiter.ts';
import { createRedisConnection } from './redis-connection.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

/** What an instance shares with its fleet through Redis. */
export interface FleetServices {
  rateLimiter: RateLimiter;
  /** Closes the Redis connection (after the shutdown hooks, which may still count requests). */
  close(): Promise<void>;
}

/** Null without REDIS_URL: a single instance keeps everything in process (DESIGN §3). */
export function connectFleetServices(config: ServerConfig, logger: Logger): FleetServices | null {
  if (config.redisUrl === null) return null;
  const redis = createRedisConnection(config.redisUrl, logger);
  return {
    rateLimiter: createFallbackRateLimiter(createRedisRateLimiter(redis), createMemoryRateLimiter(), logger),
    async close() {
      // QUIT waits for a connected Redis to answer; a Redis that is away gets no say in our shutdown.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
