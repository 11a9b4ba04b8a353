import type { Executor } from '../database.ts';
import { isMysqlExecutor } from './dialect-paths.ts';
import { affectedRows, assertInteger } from './query-helpers.ts';

export interface LeaseClaim {
  /** The job's name. */
  name: string;
  /** The claiming instance's id. */
  holder: string;
  /** Now, unix milliseconds (the claiming instance's clock). */
  nowMs: number;
  /** How long the lease lasts from now, milliseconds. */
  ttlMs: number;
}

function assertClaim(claim: LeaseClaim): void {
  if (claim.name === '' || claim.holder === '') throw new TypeError('a lease needs a job name and a holder');
  assertInteger('nowMs', claim.nowMs, { min: 0 });
  assertInteger('ttlMs', claim.ttlMs, { min: 1 });
}

/** Creates the job's row (lapsed, no holder) unless it exists; never changes an existing row. */
async function ensureLeaseRow(executor: Executor, name: string): Promise<void> {
  const insert = executor.insertInto('job_leases').values({ name, holder: '', expires_at: 0 });
  await (isMysqlExecutor(executor)
    ? insert.onDuplicateKeyUpdate((eb) => ({ name: eb.ref('job_leases.name') }))
    : insert.onConflict((conflict) => conflict.column('name').doNothing())
  ).execute();
}

/**
 * Takes the job's lease when it has lapsed or is already `holder`'s, until now + ttl. The decision is ONE
 * conditional UPDATE on the job's row, on every dialect: concurrent claims serialise on that row's lock
 * and each re-reads the committed row (READ COMMITTED on PostgreSQL and MySQL, one writer on SQLite), so
 * of N instances claiming a lapsed lease exactly one gets it. Returns whether `holder` holds it now.
 */
export async function acquireLease(executor: Executor, claim: LeaseClaim): Promise<boolean> {
  assertClaim(claim);
  await ensureLeaseRow(executor, claim.name);
  const result = await executor
    .updateTable('job_leases')
    .set({ holder: claim.holder, expires_at: claim.nowMs + claim.ttlMs })
    .where('name', '=', claim.name)
    .where((eb) => eb.or([eb('expires_at', '<=', claim.nowMs), eb('holder', '=', claim.holder)]))
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Extends `holder`'s lease to now + ttl; false when another instance holds it (the job must stop). */
export async function renewLease(executor: Executor, claim: LeaseClaim): Promise<boolean> {
  assertClaim(claim);
  const result = await executor
    .updateTable('job_leases')
    .set({ expires_at: claim.nowMs + claim.ttlMs })
    .where('name', '=', claim.name)
    .where('holder', '=', claim.holder)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Lets the lease lapse now if `holder` has it (another instance may take it at once); false otherwise. */
export async function releaseLease(executor: Executor, name: string, holder: string): Promise<boolean> {
  const result = await executor.updateTable('job_leases').set({ expires_at: 0 }).where('name', '=', name).where('holder', '=', holder).executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** The job's lease row, or undefined before anyone claimed it. */
export async function findLease(executor: Executor, name: string): Promise<{ holder: string; expires_at: number } | undefined> {
  const row = await executor.selectFrom('job_leases').select(['holder', 'expires_at']).where('name', '=', name).executeTakeFirst();
  return row === undefined ? undefined : { holder: row.holder, expires_at: Number(row.expires_at) };
}

/**
 * Locks the job's row until the surrounding transaction ends: a transaction-scoped mutex across instances
 * where no advisory lock exists (MySQL/MariaDB; PostgreSQL uses pg_advisory_xact_lock). Call it inside a
 * transaction; a second caller waits for the first to commit.
 */
export async function lockJobRow(transaction: Executor, name: string): Promise<void> {
  await ensureLeaseRow(transaction, name);
  await transaction.selectFrom('job_leases').select('name').where('name', '=', name).forUpdate().execute();
}
