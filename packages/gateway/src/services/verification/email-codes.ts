import { claimVerificationCode, findVerificationCode, saveVerificationCode, type Executor } from '@gateway/db';
import { createCodeHasher } from './code-secrets.ts';

/** 'verify' confirms an address (registration, binding); 'reset' is the token of a password-reset link. */
export type CodePurpose = 'verify' | 'reset';

/** How long a code lives: 10 minutes to type a code (as in new-api), 30 to follow a reset link. */
export const CODE_LIFETIME_SECONDS: Readonly<Record<CodePurpose, number>> = { verify: 600, reset: 1800 };

/** A code that matched: `claim` uses it up inside the caller's transaction (false: someone else was first). */
export interface MatchedCode {
  userId: number;
  claim(executor: Executor): Promise<boolean>;
}

export interface EmailCodes {
  /** Stores `code` for the address (replacing an earlier one); call once the mail went out. */
  save(purpose: CodePurpose, email: string, code: string, userId?: number): Promise<void>;
  /**
   * The stored code when `code` is it and unexpired; undefined otherwise. A wrong code leaves the stored
   * one as it was: guesses are limited per client (code-guesses.ts) and a reset token's 128 bits need no
   * limit, so nobody who merely knows the address can end its owner's code.
   */
  match(purpose: CodePurpose, email: string, code: string): Promise<MatchedCode | undefined>;
}

/** Codes in the database (shared by every instance), hashed with `secret`, timed by `nowSeconds`. */
export function createEmailCodes(db: Executor, secret: string, nowSeconds: () => number): EmailCodes {
  const hash = createCodeHasher(secret);
  return {
    async save(purpose, email, code, userId = 0) {
      const now = nowSeconds();
      const codeHash = await hash(purpose, email, code);
      await saveVerificationCode(db, {
        purpose,
        email,
        user_id: userId,
        code_hash: codeHash,
        created_at: now,
        expires_at: now + CODE_LIFETIME_SECONDS[purpose],
      });
    },
    async match(purpose, email, code) {
      const row = await findVerificationCode(db, purpose, email);
      const now = nowSeconds();
      if (row === undefined || Number(row.expires_at) < now) return undefined;
      const codeHash = await hash(purpose, email, code);
      if (codeHash !== row.code_hash) return undefined;
      return {
        userId: Number(row.user_id),
        claim: (executor) => claimVerificationCode(executor, { id: row.id, codeHash, nowSeconds: now }),
      };
    },
  };
}
