import type { Executor } from '../database.ts';
import { affectedRows } from './query-helpers.ts';

/**
 * Claims a redemption code that was read just before: by id, only while it is still enabled (status 1), live
 * and of the quota that was read, so the credit that follows is the claimed one. True when this call claimed it
 * (one winner under any concurrency). No read after the write, so it fits writeAtomically on D1 (ADR 0037).
 */
export async function claimReadRedemption(executor: Executor, code: { id: number; quota: number }, userId: number, redeemedTime: number): Promise<boolean> {
  const result = await executor
    .updateTable('redemptions')
    .set({ status: 3, used_user_id: userId, redeemed_time: redeemedTime })
    .where('id', '=', code.id)
    .where('status', '=', 1)
    .where('quota', '=', code.quota)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) === 1;
}
