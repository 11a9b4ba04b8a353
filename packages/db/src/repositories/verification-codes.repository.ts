import type { Executor } from '../database.ts';
import type { NewVerificationCode, VerificationCodeRow } from '../rows.ts';
import { affectedRows, assertInteger } from './query-helpers.ts';
import { isMysqlExecutor } from './dialect-paths.ts';

/**
 * Stores the code of `purpose` for `email`, replacing the one issued before (a resend voids the old
 * code), and drops codes of any address that expired before `created_at`.
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

export interface CodeClaim {
  id: number;
  codeHash: string;
  nowSeconds: number;
}

/**
 * Uses a code up: deletes it only while it still is the same code and unexpired. Wrong guesses are not
 * counted on the row (a stranger's guesses must not end the owner's code); callers limit them per client.
 * The `attempts` column stays 0.
 * True for exactly one of several concurrent claims; run it in the transaction of what the code allows,
 * so a failed write gives the code back.
 */
export async function claimVerificationCode(executor: Executor, claim: CodeClaim): Promise<boolean> {
  const result = await executor
    .deleteFrom('verification_codes')
    .where('id', '=', claim.id)
    .where('code_hash', '=', claim.codeHash)
    .where('expires_at', '>=', claim.nowSeconds)
    .executeTakeFirst();
  return affectedRows(result.numDeletedRows) > 0;
}
