import type { Logger } from '../../platform/platform.ts';
import type { Notification, NotifyTarget } from './notification.ts';

/** Waits between attempts: a receiver or mail server that hiccups gets three more chances within ~20 s. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000, 15_000];

export interface NotificationQueueOptions {
  /** One attempt; throws to ask for a retry. */
  deliver(target: NotifyTarget, notification: Notification): Promise<void>;
  /** Keeps the runtime up while a notice is on its way (Node: in-flight work shutdown waits for; Workers: ctx.waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
  logger: Logger;
  retryDelaysMs?: readonly number[];
}

/**
 * Notices leave off the request path: `enqueue` returns at once and the delivery runs in the background,
 * retried with growing pauses, each attempt bounded by the delivery's own timeout. A notice that fails
 * every attempt is logged and dropped (a warning is worth little hours later). Delivery order is not kept.
 */
export interface NotificationQueue {
  enqueue(target: NotifyTarget, notification: Notification, label: Record<string, unknown>): void;
  /** Resolves when every notice enqueued so far has been delivered or given up. */
  settled(): Promise<void>;
}

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export function createNotificationQueue(options: NotificationQueueOptions): NotificationQueue {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const running = new Set<Promise<void>>();

  async function run(target: NotifyTarget, notification: Notification, label: Record<string, unknown>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await options.deliver(target, notification);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= delays.length) {
          options.logger.warn('notification dropped after every attempt failed', {
            ...label,
            type: notification.type,
            via: target.kind,
            attempts: attempt + 1,
            reason,
          });
          return;
        }
        options.logger.info('notification attempt failed; retrying', { ...label, type: notification.type, via: target.kind, attempt: attempt + 1, reason });
        await sleep(delays[attempt] ?? 0);
      }
    }
  }

  return {
    enqueue(target, notification, label) {
      const work = run(target, notification, label).finally(() => running.delete(work));
      running.add(work);
      options.waitUntil(work);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
