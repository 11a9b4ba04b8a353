import type { Defaulted, IdColumn } from './column-types.ts';

/**
 * `verification_codes` (ADR 0033; new-api kept these in process memory, lost on restart): one live code per purpose and
 * address. `verify` codes confirm an address for registration or binding; `reset` codes are the token
 * of a password-reset link and name the user they reset. Only an HMAC of the code is stored.
 */
export interface VerificationCodesTable {
  id: IdColumn;
  /** 'verify' or 'reset'. */
  purpose: string;
  /** Normalized (trimmed, lower-case) address. */
  email: string;
  /** The user a reset code resets; 0 for verify codes. */
  user_id: Defaulted<number>;
  /** Hex HMAC-SHA256 of the code under the server's secret. */
  code_hash: string;
  /** Wrong guesses so far; the code is dropped after a few. */
  attempts: Defaulted<number>;
  /** Unix seconds after which the code is refused. */
  expires_at: number;
  /** Unix seconds when it was issued. */
  created_at: number;
}
