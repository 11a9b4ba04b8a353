import {
  addInviterReward,
  AtomicCheckFailed,
  findUserByAffCode,
  insertLog,
  insertUser,
  usernameExists,
  writeAtomically,
  type AtomicChecks,
  type Executor,
} from '@gateway/db';
import { logMessage, LogType, UserStatus, type LogMessage } from '@gateway/domain';
import { composeLogContent } from './log-content/index.ts';
import { unusedAffCode } from './aff-code.ts';
import { isUniqueViolation } from './unique-violation.ts';

export interface NewAccount {
  username: string;
  passwordHash: string;
  displayName: string;
  role: number;
  /** Invitation code of the inviter, if the user came through an invite link. Unknown codes are ignored. */
  inviterAffCode?: string;
  /** A verified address (normalized); '' or absent: none. */
  email?: string;
  /**
   * Runs inside the account's atomic write before the user is inserted (claiming a verification code,
   * checking the address is still free): reads first, then writes confirmed by `checks` whose reason is
   * the refusal; a returned reason refuses the account and writes nothing.
   */
  guard?: (transaction: Executor, checks: AtomicChecks) => Promise<string | undefined>;
}

export interface AccountRewards {
  /** QuotaForNewUser. */
  newUser: number;
  /** QuotaForInvitee: extra quota for a user who registered with a valid invitation code. */
  invitee: number;
  /** QuotaForInviter: invitation reward credited to the inviter's aff_quota. */
  inviter: number;
}

export interface AccountLogContext {
  nowSeconds: number;
  describeQuota: (quota: number) => string;
}

export type CreateAccountResult = { ok: true; id: number } | { ok: false; reason: 'username-taken' } | { ok: false; reason: 'refused'; refusal: string };

/**
 * Creates a user with a fresh invitation code, the new-user quota and — with a valid invitation
 * code — the invitee bonus plus the inviter's reward, with system log rows for each bonus; all
 * atomically (writeAtomically: a transaction, or one D1 batch), so a failure writes nothing. A concurrent insert of the same username (the
 * unique index firing) answers "taken" rather than an error.
 */
export async function createAccount(db: Executor, account: NewAccount, rewards: AccountRewards, log: AccountLogContext): Promise<CreateAccountResult> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await writeAtomically(db, async (transaction, checks): Promise<CreateAccountResult> => {
        // Reads first (on D1 the writes are one batch that reads cannot see into; ADR 0037).
        if (await usernameExists(transaction, account.username)) return { ok: false, reason: 'username-taken' };
        const inviter = account.inviterAffCode ? await findUserByAffCode(transaction, account.inviterAffCode) : undefined;
        const affCode = await unusedAffCode(transaction);
        const refusal = await account.guard?.(transaction, checks);
        if (refusal !== undefined) return { ok: false, reason: 'refused', refusal };
        const quota = rewards.newUser + (inviter ? rewards.invitee : 0);
        const id = await insertUser(transaction, {
          username: account.username,
          password: account.passwordHash,
          display_name: account.displayName,
          email: account.email ?? '',
          role: account.role,
          status: UserStatus.Enabled,
          quota,
          aff_code: affCode,
          inviter_id: inviter?.id ?? 0,
        });
        const systemLog = (userId: number, username: string, message: LogMessage) => {
          const { content, other } = composeLogContent([message], log.describeQuota);
          return insertLog(transaction, { user_id: userId, username, created_at: log.nowSeconds, type: LogType.System, content, other: JSON.stringify(other) });
        };
        if (rewards.newUser > 0) await systemLog(id, account.username, logMessage('registrationBonus', { quota: rewards.newUser }));
        if (inviter) {
          if (rewards.invitee > 0) await systemLog(id, account.username, logMessage('invitationBonus', { quota: rewards.invitee }));
          await addInviterReward(transaction, inviter.id, rewards.inviter);
          if (rewards.inviter > 0) await systemLog(inviter.id, inviter.username, logMessage('inviterBonus', { quota: rewards.inviter }));
        }
        return { ok: true, id };
      });
    } catch (error) {
      if (error instanceof AtomicCheckFailed) return { ok: false, reason: 'refused', refusal: error.reason };
      if (!isUniqueViolation(error)) throw error;
      if (await usernameExists(db, account.username)) return { ok: false, reason: 'username-taken' };
      // The invitation code collided (with a soft-deleted user's or a concurrent insert): retry with a new one.
      lastError = error;
    }
  }
  throw lastError;
}
