import { sql } from 'kysely';
import type { Executor } from '../database.ts';
import { assertInteger } from './query-helpers.ts';

/** Adds settled usage to a user: used_quota += quota, request_count += requests. */
export async function addUserUsage(executor: Executor, userId: number, quota: number, requests: number): Promise<void> {
  assertInteger('quota', quota);
  assertInteger('requests', requests, { min: 0 });
  await executor
    .updateTable('users')
    .set({ used_quota: sql`used_quota + ${quota}`, request_count: sql`request_count + ${requests}` })
    .where('id', '=', userId)
    .execute();
}

/** Adds settled usage to a token's used_quota (remain_quota is billing's, not touched here). */
export async function addTokenUsedQuota(executor: Executor, tokenId: number, quota: number): Promise<void> {
  assertInteger('quota', quota);
  await executor.updateTable('tokens').set({ used_quota: sql`used_quota + ${quota}` }).where('id', '=', tokenId).execute();
}

/** Adds settled usage to a channel's used_quota. */
export async function addChannelUsedQuota(executor: Executor, channelId: number, quota: number): Promise<void> {
  assertInteger('quota', quota);
  await executor.updateTable('channels').set({ used_quota: sql`used_quota + ${quota}` }).where('id', '=', channelId).execute();
}

/** One hourly rollup increment for quota_data. */
export interface QuotaDataIncrement {
  user_id: number;
  username: string;
  model_name: string;
  /** Start of the hour bucket, unix seconds. */
  created_at: number;
  count: number;
  quota: number;
  token_used: number;
}

/**
 * Adds to the (user, model, hour) quota_data row, creating it when missing. quota_data has no unique
 * key in the new-api schema, so this is update-then-insert; call it inside the batch transaction so
 * a failed batch leaves no half-counted bucket.
 */
export async function addQuotaData(executor: Executor, increment: QuotaDataIncrement): Promise<void> {
  for (const name of ['user_id', 'created_at', 'count', 'quota', 'token_used'] as const) assertInteger(name, increment[name]);
  const updated = await executor
    .updateTable('quota_data')
    .set({
      count: sql`count + ${increment.count}`,
      quota: sql`quota + ${increment.quota}`,
      token_used: sql`token_used + ${increment.token_used}`,
    })
    .where('user_id', '=', increment.user_id)
    .where('username', '=', increment.username)
    .where('model_name', '=', increment.model_name)
    .where('created_at', '=', increment.created_at)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows ?? 0n) > 0) return;
  await executor.insertInto('quota_data').values(increment).execute();
}

/** quota_data rows of a user (or every user when userId is undefined) from `since`, oldest first. */
export async function listQuotaData(executor: Executor, { userId, since = 0 }: { userId?: number; since?: number } = {}) {
  let query = executor.selectFrom('quota_data').selectAll().where('created_at', '>=', since);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}
