import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '../database.ts';

/**
 * Conditions for the checks of atomic writes (writeAtomically's `checks.holds`, ADR 0037): evaluated inside
 * the transaction or, on D1, inside the batch, so a concurrent write between a read and the write is seen.
 */

/** The reason a first-run setup is refused: a setup row exists. */
export const SETUP_DONE = 'setup-done';

/** The reason an atomic write on a user is refused: the user went (deleted) between the read and the write. */
export const USER_GONE = 'user-gone';

/** True while no setup row exists. */
export function setupNotDone(executor: Executor): Expression<SqlBool> {
  return sql<SqlBool>`NOT EXISTS ${executor.selectFrom('setups').select('id')}`;
}

/** True while no user (deleted ones included, like emailExists) has this address. */
export function emailStillFree(executor: Executor, email: string): Expression<SqlBool> {
  return sql<SqlBool>`NOT EXISTS ${executor.selectFrom('users').select('id').where('email', '=', email)}`;
}

/** True while no user other than `userId` (deleted ones included, like emailTakenByOther) has this address. */
export function emailFreeForUser(executor: Executor, email: string, userId: number): Expression<SqlBool> {
  return sql<SqlBool>`NOT EXISTS ${executor.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId)}`;
}

/** True while the live user `userId` still holds this address (a reset link is only good for it). */
export function userHoldsEmail(executor: Executor, userId: number, email: string): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS ${executor.selectFrom('users').select('id').where('id', '=', userId).where('email', '=', email).where('deleted_at', 'is', null)}`;
}
