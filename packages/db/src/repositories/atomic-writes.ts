import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, Executor } from '../database.ts';
import { d1BatchPathOf, type D1BatchPath } from '../dialects/d1-batch.ts';
import { D1WriteRecorder } from '../dialects/d1-write-recorder.ts';
import { runAtomically } from './query-helpers.ts';

/** A check of an atomic write failed: nothing of it was written. `reason` is the check's. */
export class AtomicCheckFailed extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(`atomic write refused: ${reason}`);
    this.reason = reason;
    this.name = 'AtomicCheckFailed';
  }
}

/** The checks an atomic write can make; a failed one undoes the whole write (AtomicCheckFailed). */
export interface AtomicChecks {
  /** The write just made must have changed a row; pass its answer (on D1 it is checked inside the batch). */
  changed(changed: boolean, reason: string): Promise<void>;
  /** `condition` must hold at this point of the write (evaluated inside the transaction or batch). */
  holds(condition: Expression<SqlBool>, reason: string): Promise<void>;
}

/** Work of an atomic write: reads first, then writes; ids answered by inserts may be used by later writes. */
export type AtomicWork<T> = (transaction: Executor, checks: AtomicChecks) => Promise<T>;

function transactionChecks(transaction: Executor): AtomicChecks {
  return {
    async changed(changed, reason) {
      if (!changed) throw new AtomicCheckFailed(reason);
    },
    async holds(condition, reason) {
      const { rows } = await sql<{ ok: unknown }>`SELECT CASE WHEN ${condition} THEN 1 ELSE 0 END AS ok`.execute(transaction);
      if (Number(rows[0]?.ok) !== 1) throw new AtomicCheckFailed(reason);
    },
  };
}

async function writeOnD1<T>(path: D1BatchPath, work: AtomicWork<T>): Promise<T> {
  const recorder = new D1WriteRecorder(path.read);
  const recorded: Kysely<Database> = recorder.db;
  const value = await work(recorded, {
    async changed(_changed, reason) {
      recorder.guard(sql<SqlBool>`changes() > 0`.compile(recorded), reason);
    },
    async holds(condition, reason) {
      recorder.guard(sql<SqlBool>`${condition}`.compile(recorded), reason);
    },
  });
  let results;
  try {
    results = await path.runWithRows(recorder.compile());
  } catch (error) {
    const reason = recorder.failedGuard(error);
    throw reason === undefined ? error : new AtomicCheckFailed(reason);
  }
  return recorder.resolve(value, results);
}

/**
 * Runs `work` all or nothing on every dialect (ADR 0037): a transaction on SQLite and PostgreSQL; on D1,
 * which has no interactive transactions, its writes are recorded and sent as ONE `batch()` (one SQLite
 * transaction on D1's single writer), its checks as guard statements inside that batch. So `work` must
 * read before it writes, and treat what a write answers as provisional: "changed" (confirm it with
 * `checks.changed`) and insert ids (usable by later writes; resolved in the value it returns — a number,
 * or the numbers of an array or plain object).
 */
export async function writeAtomically<T>(executor: Executor, work: AtomicWork<T>): Promise<T> {
  const path = d1BatchPathOf(executor);
  if (path !== undefined) return writeOnD1(path, work);
  return runAtomically(executor, (transaction) => work(transaction, transactionChecks(transaction)));
}
