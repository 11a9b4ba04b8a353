import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Database, Executor } from '../database.ts';

/**
 * Ids of applied usage batches (ADR 0050). The table is `edge_applied_messages`: it was made for the D1 queue
 * consumer's message ids (ADR 0026) and now also holds the ids of the batches the usage-log writer applies
 * over a connection (PostgreSQL, MySQL/MariaDB, D1's batch()). A batch's id is written in the SAME transaction
 * as its writes, under the PRIMARY KEY, so:
 * - after an attempt whose outcome the client could not see (a connection lost around COMMIT), the id being
 *   there means the attempt committed, and its absence that it did not;
 * - a second attempt with the same id fails on the key (waiting first for an attempt still committing) and
 *   rolls back: re-running a batch by its id never applies it twice.
 */

/** Records `id` inside the caller's transaction (its first statement, so a repeated id stops before any write). */
export async function recordAppliedBatch(executor: Executor, id: string, nowSeconds: number): Promise<void> {
  await executor.insertInto('edge_applied_messages').values({ id, applied_at: nowSeconds }).execute();
}

/** The same statement compiled, for D1's batch(). */
export function appliedBatchMarker(db: Kysely<Database>, id: string, nowSeconds: number): CompiledQuery {
  return sql`INSERT INTO edge_applied_messages (id, applied_at) VALUES (${id}, ${nowSeconds})`.compile(db);
}

/** Whether the batch `id` committed (read outside any transaction: a failed one cannot be read in on PostgreSQL). */
export async function isBatchApplied(executor: Executor, id: string): Promise<boolean> {
  const row = await executor.selectFrom('edge_applied_messages').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Thrown when an attempt failed and the check of its id failed too: the batch may or may not have committed.
 * Only another attempt with the SAME id is safe (it applies the batch at most once); splitting the batch or
 * giving it a new id could apply it twice.
 */
export class BatchOutcomeUnknownError extends Error {
  readonly id: string;

  constructor(id: string, attemptError: unknown, checkError: unknown) {
    const text = (error: unknown) => (error instanceof Error ? error.message : String(error));
    super(`usage batch ${id}: the attempt failed (${text(attemptError)}) and whether it committed could not be read (${text(checkError)})`, {
      cause: attemptError,
    });
    this.name = 'BatchOutcomeUnknownError';
    this.id = id;
  }
}

/**
 * Settles a failed attempt of batch `id`: 'duplicate' when the id is there (this attempt, or an earlier one,
 * committed), else the attempt's own error is thrown (nothing of it was written); a failed check throws
 * {@link BatchOutcomeUnknownError}.
 */
export async function settleFailedAttempt(executor: Executor, id: string, attemptError: unknown): Promise<'duplicate'> {
  let applied: boolean;
  try {
    applied = await isBatchApplied(executor, id);
  } catch (checkError) {
    throw new BatchOutcomeUnknownError(id, attemptError, checkError);
  }
  if (applied) return 'duplicate';
  throw attemptError;
}

/** Applied ids older than `windowSeconds` are deleted (the check only matters while an attempt is retried). */
export async function pruneAppliedBatches(db: Executor, nowSeconds: number, windowSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom('edge_applied_messages')
    .where('applied_at', '<', nowSeconds - windowSeconds)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0n);
}
