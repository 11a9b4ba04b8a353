import type { MessageBatch } from '@cloudflare/workers-types';
import { applyQueuedUsage, pruneAppliedMessages, type QueuedUsageBatch } from '@gateway/db/d1';
import type { Platform } from '@gateway/gateway';

/**
 * The USAGE_QUEUE consumer: each message is one usage batch (log rows and the settlements they explain),
 * applied exactly once by its id (ADR 0026). A redelivered message is acknowledged without a write; a failed
 * one is retried by the queue (nothing of it was written: the batch is atomic).
 */
export async function consumeUsage(batch: MessageBatch<QueuedUsageBatch>, platform: Platform): Promise<void> {
  for (const message of batch.messages) {
    try {
      const outcome = await applyQueuedUsage(platform.db, message.body);
      if (outcome === 'duplicate') platform.logger.info('usage message already applied', { id: message.body.id });
      message.ack();
    } catch (error) {
      platform.logger.error('usage message failed; the queue retries it', {
        id: message.body.id,
        error: error instanceof Error ? error.message : String(error),
      });
      message.retry();
    }
  }
}

/** The scheduled handler's part: ids of messages that can no longer be redelivered are deleted. */
export async function pruneUsageMessageIds(platform: Platform): Promise<void> {
  try {
    const pruned = await pruneAppliedMessages(platform.db, Math.floor(Date.now() / 1000));
    if (pruned > 0) platform.logger.info('pruned applied usage-message ids', { pruned });
  } catch (error) {
    platform.logger.error('pruning applied usage-message ids failed', { error: error instanceof Error ? error.message : String(error) });
  }
}
