import { claimRedemption, findRedemptionByKey, incrementUserQuota, insertLog, runAtomically, type Executor } from '@gateway/db';
import { logMessage, LogType, messages, RedemptionStatus } from '@gateway/domain';
import { composeLogContent } from './log-content/index.ts';

export type RedeemResult = { ok: true; quota: number } | { ok: false; message: string };

export interface RedeemContext {
  userId: number;
  username: string;
  nowSeconds: number;
  describeQuota(quota: number): string;
}

/**
 * Redeems `key` for a user (reference §10.1, without its process mutex and sleep): claiming the
 * code, crediting the quota and writing the top-up log are one transaction, and the claim is a
 * conditional UPDATE, so under any concurrency — several processes included — one request wins
 * and the others change nothing.
 */
export async function redeemCode(db: Executor, key: string, context: RedeemContext): Promise<RedeemResult> {
  const claimed = await runAtomically(db, async (transaction) => {
    const code = await claimRedemption(transaction, key, context.userId, context.nowSeconds);
    if (code === undefined) return undefined;
    if (!(await incrementUserQuota(transaction, context.userId, code.quota))) throw new Error(`redeem: user ${context.userId} vanished`);
    const { content, other } = composeLogContent([logMessage('redemptionTopUp', { quota: code.quota, codeId: code.id })], context.describeQuota);
    await insertLog(transaction, { user_id: context.userId, username: context.username, created_at: context.nowSeconds, type: LogType.TopUp, content, other: JSON.stringify(other) });
    return code;
  });
  if (claimed !== undefined) return { ok: true, quota: claimed.quota };
  // Only the reason is read here; nothing is written.
  const existing = await findRedemptionByKey(db, key);
  return { ok: false, message: existing?.status === RedemptionStatus.Used ? messages.redemptionUsed : messages.redemptionInvalid };
}
