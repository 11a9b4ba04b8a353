import { d1BatchPathOf } from './dialects/d1-batch.ts';
import type { DatabaseHandle } from './database.ts';
import { applyQueuedUsageBatch, type QueuedApplyResult, type QueuedUsageBatch } from './repositories/usage-batch-queue.ts';

/**
 * The Workers entry of the database package: the D1 dialect, and the queue consumer's write, which is a
 * repository concern (the dialect itself imports no repository).
 */
export { createD1Database, type D1Binding, type D1DatabaseOptions } from './dialects/d1.ts';
export { APPLIED_MESSAGE_WINDOW_SECONDS, pruneAppliedMessages } from './repositories/usage-batch-queue.ts';
export type { QueuedUsageBatch, QueuedApplyResult };

/** The queue consumer's write: one queued usage batch on the D1 database `db`, exactly once. */
export function applyQueuedUsage(db: DatabaseHandle['db'], message: QueuedUsageBatch): Promise<QueuedApplyResult> {
  const path = d1BatchPathOf(db);
  if (path === undefined) throw new Error('applyQueuedUsage needs a database from createD1Database');
  return applyQueuedUsageBatch(db, path, message);
}
