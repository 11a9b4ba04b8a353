import type { Executor } from '../database.ts';
import type { NewTopUp, TopUpRow } from '../rows.ts';
import { affectedRows } from './query-helpers.ts';
import { insertReturningId } from './dialect-paths.ts';

/** Inserts an order and returns its id. A duplicate trade_no propagates the unique violation. */
export async function insertTopUp(executor: Executor, values: NewTopUp): Promise<number> {
  return insertReturningId(executor, executor.insertInto('top_ups').values(values));
}

export async function findTopUpByTradeNo(executor: Executor, tradeNo: string): Promise<TopUpRow | undefined> {
  if (tradeNo === '') return undefined;
  return executor.selectFrom('top_ups').selectAll().where('trade_no', '=', tradeNo).executeTakeFirst();
}

/**
 * Flips a pending order to success in one conditional UPDATE; true only for the one caller that
 * changed it, so a replayed or concurrent payment notification is credited once. Run it inside the
 * transaction that credits the quota.
 */
export async function completePendingTopUp(executor: Executor, tradeNo: string): Promise<boolean> {
  const result = await executor
    .updateTable('top_ups')
    .set({ status: 'success' })
    .where('trade_no', '=', tradeNo)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) === 1;
}
