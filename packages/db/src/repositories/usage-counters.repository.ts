import { sql } from 'kysely';
import type { Executor } from '../database.ts';
import { sqliteFastPathOf } from './sqlite-fast-path.ts';
import { d1BatchPathOf } from '../dialects/d1-batch.ts';
import { addModelQuotaData, modelIncrements } from './quota-data-models.repository.ts';
import { assertInteger, runAtomically } from './query-helpers.ts';
import { reserveTokenQuota } from './tokens.repository.ts';
import { reserveUserQuota } from './users.repository.ts';
import type { QuotaDataIncrement } from './usage-batch-types.ts';

export type { QuotaDataIncrement };

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
  await executor
    .updateTable('tokens')
    .set({ used_quota: sql`used_quota + ${quota}` })
    .where('id', '=', tokenId)
    .execute();
}

/** Adds settled usage to a channel's used_quota. */
export async function addChannelUsedQuota(executor: Executor, channelId: number, quota: number): Promise<void> {
  assertInteger('quota', quota);
  await executor
    .updateTable('channels')
    .set({ used_quota: sql`used_quota + ${quota}` })
    .where('id', '=', channelId)
    .execute();
}

/**
 * Adds to the (user, model, hour) quota_data row and to the cross-user (model, hour) row of
 * quota_data_models (ADR 0046), in one transaction.
 */
export async function addQuotaData(executor: Executor, increment: QuotaDataIncrement): Promise<void> {
  await runAtomically(executor, async (transaction) => {
    await addUserQuotaData(transaction, increment);
    await addModelQuotaData(transaction, modelIncrements([increment]));
  });
}

/**
 * Adds to the (user, model, hour) quota_data row only, creating it when missing. quota_data has no unique
 * key in the new-api schema, so this is update-then-insert; call it inside the batch transaction so
 * a failed batch leaves no half-counted bucket, and add the batch's modelIncrements to quota_data_models there.
 */
export async function addUserQuotaData(executor: Executor, increment: QuotaDataIncrement): Promise<void> {
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

/**
 * Admission of a relay request reserves its estimated cost up front: takes `amount` from the user and, unless `tokenId` is
 * null (unlimited token), from the token — both or neither; each UPDATE carries its balance check,
 * so concurrent requests can never overdraw. On SQLite outside a transaction this runs as one
 * synchronous prepared transaction (the relay's hot path); elsewhere as a Kysely transaction.
 */
export async function reserveRequestQuota(executor: Executor, userId: number, tokenId: number | null, amount: number): Promise<boolean> {
  assertInteger('amount', amount, { min: 0 });
  const fastPath = sqliteFastPathOf(executor);
  if (fastPath !== undefined) return fastPath.reserve(userId, tokenId, amount);
  const d1Batch = d1BatchPathOf(executor);
  if (d1Batch !== undefined) return d1Batch.reserve(userId, tokenId, amount);
  try {
    await runAtomically(executor, async (transaction) => {
      if (!(await reserveUserQuota(transaction, userId, amount))) throw new QuotaShort();
      if (tokenId !== null && !(await reserveTokenQuota(transaction, tokenId, amount))) throw new QuotaShort();
    });
    return true;
  } catch (error) {
    if (error instanceof QuotaShort) return false;
    throw error;
  }
}

class QuotaShort extends Error {}

/**
 * Settlement of a batch of relay requests for one user, in the usage-log batch transaction:
 * `quotaReturn` goes back to users.quota (the reservation minus the real cost; negative takes the
 * overrun), used_quota and request_count grow by the settled usage.
 */
export async function settleUserUsage(executor: Executor, userId: number, change: { quotaReturn: number; usedQuota: number; requests: number }): Promise<void> {
  assertInteger('quotaReturn', change.quotaReturn);
  assertInteger('usedQuota', change.usedQuota);
  assertInteger('requests', change.requests, { min: 0 });
  await executor
    .updateTable('users')
    .set({
      quota: sql`quota + ${change.quotaReturn}`,
      used_quota: sql`used_quota + ${change.usedQuota}`,
      request_count: sql`request_count + ${change.requests}`,
    })
    .where('id', '=', userId)
    .execute();
}

/** The token side of `settleUserUsage`: remain_quota += remainReturn, used_quota += usedQuota. */
export async function settleTokenUsage(executor: Executor, tokenId: number, change: { remainReturn: number; usedQuota: number }): Promise<void> {
  assertInteger('remainReturn', change.remainReturn);
  assertInteger('usedQuota', change.usedQuota);
  await executor
    .updateTable('tokens')
    .set({ remain_quota: sql`remain_quota + ${change.remainReturn}`, used_quota: sql`used_quota + ${change.usedQuota}` })
    .where('id', '=', tokenId)
    .execute();
}
