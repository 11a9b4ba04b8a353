import { createMemoryRateLimiter, type ChangeFeed, type Logger, type RateLimiter } from '@gateway/gateway';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../../config.ts';
import { createFallbackRateLimiter } from './fallback-rate-limiter.ts';
import { createRedisChangeFeed } from './redis-change-feed.ts';
import { createRedisConnection } from './redis-connection.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

/** What an instance shares with its fleet through Redis. */
export interface FleetServices {
  rateLimiter: RateLimiter;
  /** Token, user, channel and option writes announced to the other instances, theirs applied here. */
  changeFeed: ChangeFeed;
  /** Closes the Redis connections (after the shutdown hooks, which may still count requests). */
  close(): Promise<void>;
}

/** Null without REDIS_URL: a single instance keeps limits and change notices in process; with it a fleet shares them (ADR 0044). */
export function connectFleetServices(config: ServerConfig, logger: Logger): FleetServices | null {
  if (config.redisUrl === null) return null;
  const redis = createRedisConnection(config.redisUrl, logger);
  // Subscribed connections queue their SUBSCRIBE until connected, and resubscribe after a reconnect.
  const subscriber = createRedisConnection(config.redisUrl, logger, { offlineQueue: true });
  return {
    rateLimiter: createFallbackRateLimiter(createRedisRateLimiter(redis), createMemoryRateLimiter(), logger),
    changeFeed: createRedisChangeFeed(redis, subscriber, logger),
    async close() {
      await Promise.all([redis, subscriber].map(closeConnection));
    },
  };
}

/** QUIT waits for a connected Redis to answer; a Redis that is away gets no say in our shutdown. */
async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
