import { addInviterReward, findUserByAffCode, insertLog, insertUser, runAtomically, usernameExists, type Executor } from '@gateway/db';
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
   * Runs first inside the account's transaction (claiming a verification code, checking the address is
   * still free); a returned reason refuses the account and rolls everything back.
   */
  guard?: (transaction: Executor) => Promise<string | undefined>;
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
 * code — the invitee bonus plus the inviter's reward, with system log rows for each bonus; all in
 * one transaction, so a failure writes nothing. A concurrent insert of the same username (the
 * unique index firing) answers "taken" rather than an error.
 */
export async function createAccount(
  db: Executor,
  account: NewAccount,
  rewards: AccountRewards,
  log: AccountLogContext,
): Promise<CreateAccountResult> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await runAtomically(db, async (transaction): Promise<CreateAccountResult> => {
        if (await usernameExists(transaction, account.username)) return { ok: false, reason: 'username-taken' };
        const refusal = await account.guard?.(transaction);
        if (refusal !== undefined) return { ok: false, reason: 'refused', refusal };
        const inviter = account.inviterAffCode ? await findUserByAffCode(transaction, account.inviterAffCode) : undefined;
        const quota = rewards.newUser + (inviter ? rewards.invitee : 0);
        const id = await insertUser(transaction, {
          username: account.username,
          password: account.passwordHash,
          display_name: account.displayName,
          email: account.email ?? '',
          role: account.role,
          status: UserStatus.Enabled,
          quota,
          aff_code: await unusedAffCode(transaction),
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
      if (!isUniqueViolation(error)) throw error;
      if (await usernameExists(db, account.username)) return { ok: false, reason: 'username-taken' };
      // The invitation code collided (with a soft-deleted user's or a concurrent insert): retry with a new one.
      lastError = error;
    }
  }
  throw lastError;
}
