import {
  AtomicCheckFailed,
  claimReadRedemption,
  findRedemptionByKey,
  incrementUserQuota,
  insertLog,
  writeAtomically,
  type Executor,
  type RedemptionRow,
} from '@gateway/db';
import { logMessage, LogType, messages, RedemptionStatus } from '@gateway/domain';
import { composeLogContent } from './log-content/index.ts';

const CODE_TAKEN = 'redemption-taken';
const USER_GONE = 'redemption-user-gone';

export type RedeemResult = { ok: true; quota: number } | { ok: false; message: string };

export interface RedeemContext {
  userId: number;
  username: string;
  nowSeconds: number;
  describeQuota(quota: number): string;
}

/**
 * Redeems `key` for a user (without new-api's process mutex and sleep): claiming the
 * code, crediting the quota and writing the top-up log are atomic (a transaction, one D1 batch), and the claim is a
 * conditional UPDATE, so under any concurrency — several processes included — one request wins
 * and the others change nothing.
 */
export async function redeemCode(db: Executor, key: string, context: RedeemContext): Promise<RedeemResult> {
  let claimed: RedemptionRow | undefined;
  try {
    claimed = await writeAtomically(db, async (transaction, checks) => {
      // Read first, then claim exactly what was read (writeAtomically: one D1 batch, ADR 0037).
      const code = await findRedemptionByKey(transaction, key);
      if (code === undefined || Number(code.status) !== RedemptionStatus.Unused) return undefined;
      const quota = Number(code.quota);
      await checks.changed(await claimReadRedemption(transaction, { id: Number(code.id), quota }, context.userId, context.nowSeconds), CODE_TAKEN);
      await checks.changed(await incrementUserQuota(transaction, context.userId, quota), USER_GONE);
      const { content, other } = composeLogContent([logMessage('redemptionTopUp', { quota, codeId: Number(code.id) })], context.describeQuota);
      await insertLog(transaction, {
        user_id: context.userId,
        username: context.username,
        created_at: context.nowSeconds,
        type: LogType.TopUp,
        content,
        other: JSON.stringify(other),
      });
      return code;
    });
  } catch (error) {
    if (!(error instanceof AtomicCheckFailed)) throw error;
    if (error.reason === USER_GONE) throw new Error(`redeem: user ${context.userId} vanished`);
    // CODE_TAKEN: another request claimed it (or it changed) since the read; nothing was written.
  }
  if (claimed !== undefined) return { ok: true, quota: claimed.quota };
  // Only the reason is read here; nothing is written.
  const existing = await findRedemptionByKey(db, key);
  return { ok: false, message: existing?.status === RedemptionStatus.Used ? messages.redemptionUsed : messages.redemptionInvalid };
}
