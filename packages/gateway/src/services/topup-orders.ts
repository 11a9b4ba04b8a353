import {
  AtomicCheckFailed,
  completePendingTopUp,
  findUserById,
  incrementUserQuota,
  insertLog,
  writeAtomically,
  type Executor,
  type TopUpRow,
} from '@gateway/db';
import { logMessage, LogType, topUpQuota } from '@gateway/domain';
import { composeLogContent } from './log-content/index.ts';

const ORDER_DONE = 'top-up-already-completed';
const USER_NOT_CREDITED = 'top-up-user-not-credited';

export interface CompleteTopUpContext {
  nowSeconds: number;
  quotaPerUnit: number;
  describeQuota(quota: number): string;
}

/**
 * Credits a paid order (without new-api's per-process lock): flipping the order from
 * pending to success is a conditional UPDATE, atomic with the credit and the log (a transaction,
 * one D1 batch: ADR 0037), so replayed and concurrent notifications — from any number of processes —
 * credit the order exactly once. True when this call credited it.
 */
export async function completeTopUp(db: Executor, order: TopUpRow, context: CompleteTopUpContext): Promise<boolean> {
  try {
    return await writeAtomically(db, async (transaction, checks) => {
      // Reads first (writeAtomically: one D1 batch, ADR 0037).
      const user = await findUserById(transaction, order.user_id, { includeDeleted: true });
      if (user === undefined) throw new Error(`top-up ${order.trade_no}: user ${order.user_id} cannot be credited`);
      const completed = await completePendingTopUp(transaction, order.trade_no);
      if (!completed) return false;
      // On D1 the flip's answer is provisional: this check, inside the batch, makes a replay write nothing.
      await checks.changed(completed, ORDER_DONE);
      const quota = topUpQuota(order.amount, context.quotaPerUnit);
      // Rolls the status flip back too when it fails: the payment stays pending for an admin to look at.
      await checks.changed(await incrementUserQuota(transaction, order.user_id, quota), USER_NOT_CREDITED);
      const { content, other } = composeLogContent([logMessage('onlineTopUp', { quota, paid: order.money })], context.describeQuota);
      await insertLog(transaction, {
        user_id: order.user_id,
        username: user.username,
        created_at: context.nowSeconds,
        type: LogType.TopUp,
        content,
        other: JSON.stringify(other),
      });
      return true;
    });
  } catch (error) {
    if (!(error instanceof AtomicCheckFailed)) throw error;
    if (error.reason === ORDER_DONE) return false;
    throw new Error(`top-up ${order.trade_no}: user ${order.user_id} cannot be credited`);
  }
}
