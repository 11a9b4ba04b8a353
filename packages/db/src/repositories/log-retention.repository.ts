import type { Executor } from '../database.ts';
import { affectedRows, assertInteger } from './query-helpers.ts';

/** Largest retention batch: one DELETE holds the write lock for a few milliseconds at most. */
export const MAX_LOG_DELETE_BATCH = 10_000;

/**
 * Deletes at most `batchSize` of the oldest logs created before `cutoff` (unix seconds) and returns
 * how many went. The batch is an id range: the id of the `batchSize`-th old row bounds the DELETE,
 * so each statement touches one batch, never the table, and the same two plain statements run on
 * SQLite, D1, PostgreSQL and MySQL (which refuses LIMIT inside an IN subquery). The retention job and
 * DELETE /api/log/ call it in a loop, yielding between batches, so the relay's usage-log batch never
 * waits long behind them (ADR 0042).
 */
export async function deleteLogBatchBefore(executor: Executor, cutoff: number, batchSize: number): Promise<number> {
  assertInteger('cutoff', cutoff);
  assertInteger('batch size', batchSize, { min: 1 });
  if (batchSize > MAX_LOG_DELETE_BATCH) throw new RangeError(`batch size must be at most ${MAX_LOG_DELETE_BATCH}, got ${batchSize}`);
  const last = await executor
    .selectFrom('logs')
    .select('id')
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .limit(1)
    .offset(batchSize - 1)
    .executeTakeFirst();
  // No batchSize-th row: fewer than a batch is left, so the cut-off alone bounds the DELETE.
  let batch = executor.deleteFrom('logs').where('created_at', '<', cutoff);
  if (last !== undefined) batch = batch.where('id', '<=', Number(last.id));
  const result = await batch.executeTakeFirst();
  return affectedRows(result.numDeletedRows);
}
