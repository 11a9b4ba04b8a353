import type { Executor } from '../database.ts';
import type { NewVerificationCode, VerificationCodeRow } from '../rows.ts';
import { affectedRows, assertInteger } from './query-helpers.ts';
import { isMysqlExecutor } from './dialect-paths.ts';

/**
 * Stores the code of `purpose` for `email`, replacing the one issued before (a resend voids the old
 * code and its wrong guesses), and drops codes of any address that expired before `created_at`.
 */
export async function saveVerificationCode(executor: Executor, code: Omit<NewVerificationCode, 'attempts'>): Promise<void> {
  assertInteger('expires_at', code.expires_at);
  await executor.deleteFrom('verification_codes').where('expires_at', '<', code.created_at).execute();
  const replacement = { user_id: code.user_id ?? 0, code_hash: code.code_hash, attempts: 0, expires_at: code.expires_at, created_at: code.created_at };
  const insert = executor.insertInto('verification_codes').values({ ...code, attempts: 0 });
  await (isMysqlExecutor(executor)
    ? insert.onDuplicateKeyUpdate(replacement)
    : insert.onConflict((conflict) => conflict.columns(['purpose', 'email']).doUpdateSet(replacement))
  ).execute();
}

/** The live code of `purpose` for `email`, expired or not; undefined when none was issued. */
export async function findVerificationCode(executor: Executor, purpose: string, email: string): Promise<VerificationCodeRow | undefined> {
  return executor.selectFrom('verification_codes').selectAll().where('purpose', '=', purpose).where('email', '=', email).executeTakeFirst();
}

/** Counts one wrong guess against the code (one UPDATE, so concurrent guesses all count). */
export async function countWrongGuess(executor: Executor, id: number): Promise<void> {
  await executor
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export interface CodeClaim {
  id: number;
  codeHash: string;
  nowSeconds: number;
  /** Wrong guesses counted on the row after which the code no longer counts; absent: guesses are not counted on the row. */
  maxAttempts?: number;
}

/**
 * Uses a code up: deletes it only while it still is the same code, unexpired and (with `maxAttempts`) under the guess limit.
 * True for exactly one of several concurrent claims; run it in the transaction of what the code allows,
 * so a failed write gives the code back.
 */
export async function claimVerificationCode(executor: Executor, claim: CodeClaim): Promise<boolean> {
  const result = await executor
    .deleteFrom('verification_codes')
    .where('id', '=', claim.id)
    .where('code_hash', '=', claim.codeHash)
    .where('expires_at', '>=', claim.nowSeconds)
    .$if(claim.maxAttempts !== undefined, (query) => query.where('attempts', '<', claim.maxAttempts!))
    .executeTakeFirst();
  return affectedRows(result.numDeletedRows) > 0;
}
