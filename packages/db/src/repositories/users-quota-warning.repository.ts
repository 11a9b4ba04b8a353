import type { Executor } from '../database.ts';
import { affectedRows, assertInteger } from './query-helpers.ts';

/** What the quota-warning check reads of a user after a balance change. */
export interface QuotaWatchRow {
  id: number;
  username: string;
  email: string;
  quota: number;
  setting: string;
  quota_warning_sent: number;
}

/** The live users among `ids` with their balance, setting and warning flag (one query). */
export async function findQuotaWatchRows(executor: Executor, ids: readonly number[]): Promise<QuotaWatchRow[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .selectFrom('users')
    .select(['id', 'username', 'email', 'quota', 'setting', 'quota_warning_sent'])
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), quota: Number(row.quota), quota_warning_sent: Number(row.quota_warning_sent) }));
}

/**
 * Marks the warning of the current dip sent: only while it is armed and the balance is below `threshold`
 * right now (the condition is part of the UPDATE). True for exactly one of several concurrent callers.
 */
export async function markQuotaWarningSent(executor: Executor, id: number, threshold: number): Promise<boolean> {
  assertInteger('threshold', threshold, { min: 0 });
  const result = await executor
    .updateTable('users')
    .set({ quota_warning_sent: 1 })
    .where('id', '=', id)
    .where('quota_warning_sent', '=', 0)
    .where('quota', '<', threshold)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Arms the warning again once the balance is back at or above `threshold` (checked in the UPDATE). */
export async function rearmQuotaWarning(executor: Executor, id: number, threshold: number): Promise<boolean> {
  assertInteger('threshold', threshold, { min: 0 });
  const result = await executor
    .updateTable('users')
    .set({ quota_warning_sent: 0 })
    .where('id', '=', id)
    .where('quota_warning_sent', '=', 1)
    .where('quota', '>=', threshold)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Sets the flag to what the balance says now, without sending anything (a new threshold was saved). */
export async function resetQuotaWarning(executor: Executor, id: number, threshold: number): Promise<void> {
  assertInteger('threshold', threshold, { min: 0 });
  await executor
    .updateTable('users')
    .set((eb) => ({ quota_warning_sent: eb.case().when('quota', '<', threshold).then(1).else(0).end() }))
    .where('id', '=', id)
    .execute();
}
