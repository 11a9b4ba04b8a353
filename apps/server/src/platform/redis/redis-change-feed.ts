import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { parseSharedChange, type ChangeFeed, type Logger, type SharedChange } from '@gateway/gateway';

/** The pub/sub channel every instance of a fleet listens on. */
export const CHANGES_CHANNEL = 'gw:changes';

/**
 * Change notices over Redis pub/sub (ADR 0044): `publisher` is the instance's command connection,
 * `subscriber` a connection of its own (a subscribed connection can do nothing else; ioredis subscribes
 * again after every reconnect). Each message names its origin, so an instance ignores its own notices.
 * A notice published while Redis is away is lost; caches expire and the 10-second refresh catches up.
 */
export function createRedisChangeFeed(publisher: Redis, subscriber: Redis, logger: Logger): ChangeFeed {
  const origin = randomUUID();
  const listeners: Array<(change: SharedChange) => void> = [];
  let subscribed = false;
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANGES_CHANNEL) return;
    let parsed: { origin?: unknown; change?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    const change = parseSharedChange(parsed.change);
    if (parsed.origin === origin || change === null) return;
    for (const listener of listeners) listener(change);
  });
  return {
    publish(change) {
      publisher.publish(CHANGES_CHANNEL, JSON.stringify({ origin, change })).catch((error: unknown) => {
        logger.warn('change notice not sent; other instances catch up within 10 s', { kind: change.kind, error: String(error) });
      });
    },
    subscribe(listener) {
      listeners.push(listener);
      if (subscribed) return;
      subscribed = true;
      subscriber.subscribe(CHANGES_CHANNEL).catch((error: unknown) => logger.error('subscribing to change notices failed', { error: String(error) }));
    },
  };
}
