import { completePendingTopUp, findUserById, incrementUserQuota, insertLog, runAtomically, type Executor, type TopUpRow } from '@gateway/db';
import { logMessage, LogType, topUpQuota } from '@gateway/domain';
import { composeLogContent } from './log-content/index.ts';

export interface CompleteTopUpContext {
  nowSeconds: number;
  quotaPerUnit: number;
  describeQuota(quota: number): string;
}

/**
 * Credits a paid order (reference §10.2, without its per-process lock): flipping the order from
 * pending to success is a conditional UPDATE inside the transaction that credits the quota and
 * writes the log, so replayed and concurrent notifications — from any number of processes —
 * credit the order exactly once. True when this call credited it.
 */
export async function completeTopUp(db: Executor, order: TopUpRow, context: CompleteTopUpContext): Promise<boolean> {
  return runAtomically(db, async (transaction) => {
    if (!(await completePendingTopUp(transaction, order.trade_no))) return false;
    const quota = topUpQuota(order.amount, context.quotaPerUnit);
    const user = await findUserById(transaction, order.user_id, { includeDeleted: true });
    if (user === undefined || !(await incrementUserQuota(transaction, order.user_id, quota))) {
      // Rolls the status flip back too: the payment stays pending for an admin to look at.
      throw new Error(`top-up ${order.trade_no}: user ${order.user_id} cannot be credited`);
    }
    const { content, other } = composeLogContent([logMessage('onlineTopUp', { quota, paid: order.money })], context.describeQuota);
    await insertLog(transaction, { user_id: order.user_id, username: user.username, created_at: context.nowSeconds, type: LogType.TopUp, content, other: JSON.stringify(other) });
    return true;
  });
}
