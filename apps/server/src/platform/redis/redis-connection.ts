import { Redis } from 'ioredis';
import type { Logger } from '@gateway/gateway';

/**
 * The instance's Redis connection (REDIS_URL). Commands fail fast while Redis is unreachable instead of
 * queueing (no offline queue, one retry), so callers fall back at once; the connection keeps reconnecting
 * in the background. Errors are logged, never thrown as unhandled events.
 */
export function createRedisConnection(url: string, logger: Logger, options: { offlineQueue?: boolean } = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: options.offlineQueue ?? false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn('Redis connection failed; retrying', { error: error.message });
  });
  redis.on('ready', () => {
    if (reported) logger.info('Redis connection restored');
    reported = false;
  });
  return redis;
}
