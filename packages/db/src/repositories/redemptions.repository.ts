import type { Executor } from '../database.ts';
import { sql } from 'kysely';
import type { NewRedemption, RedemptionRow, RedemptionUpdate } from '../rows.ts';
import { affectedRows, assertPageRequest, containsIgnoringCase, unixSeconds } from './query-helpers.ts';
import type { Page, PageRequest } from './query-helpers.ts';
import { insertReturningId } from './dialect-paths.ts';

/** Inserts a redemption code and returns its id. A duplicate key propagates the unique violation. */
export async function insertRedemption(executor: Executor, values: NewRedemption): Promise<number> {
  return insertReturningId(executor, executor.insertInto('redemptions').values(values));
}

/** The live code with this key; blank keys find nothing. */
export async function findRedemptionByKey(executor: Executor, key: string): Promise<RedemptionRow | undefined> {
  if (key === '') return undefined;
  return executor.selectFrom('redemptions').selectAll().where('key', '=', key).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Live codes, newest first. */
export async function listRedemptions(executor: Executor, page: PageRequest): Promise<Page<RedemptionRow>> {
  assertPageRequest(page);
  const filtered = executor.selectFrom('redemptions').where('deleted_at', 'is', null);
  const [items, count] = await Promise.all([
    filtered.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** A live code by id. */
export async function findRedemptionById(executor: Executor, id: number): Promise<RedemptionRow | undefined> {
  return executor.selectFrom('redemptions').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export interface RedemptionSearch extends PageRequest {
  /** An id (exact match) or part of a name. */
  keyword: string;
}

/**
 * Live codes whose id equals the keyword or whose name contains it (ignoring case, `%` and `_`
 * matching literally), newest first. new-api matches only name prefixes; the console's search field
 * says "ID or name", and "two" should find "walk-two".
 */
export async function searchRedemptions(executor: Executor, search: RedemptionSearch): Promise<Page<RedemptionRow>> {
  assertPageRequest(search);
  const keyword = search.keyword.trim();
  const id = /^[0-9]{1,15}$/.test(keyword) ? Number(keyword) : null;
  const filtered = executor
    .selectFrom('redemptions')
    .where('deleted_at', 'is', null)
    .where((eb) => {
      const byName = containsIgnoringCase(sql.ref<string>('name'), keyword);
      return id === null ? byName : eb.or([eb('id', '=', id), byName]);
    });
  const [items, count] = await Promise.all([
    filtered.selectAll().orderBy('id', 'desc').limit(search.limit).offset(search.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Applies `patch` to a live code; false when no such code. */
export async function updateRedemption(executor: Executor, id: number, patch: RedemptionUpdate): Promise<boolean> {
  if (Object.keys(patch).length === 0) throw new Error('updateRedemption: the patch is empty');
  if ('id' in patch) throw new Error('updateRedemption: the id cannot be changed');
  const result = await executor.updateTable('redemptions').set(patch).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/**
 * Edits name and quota only while the code is unused (status 1), in the same statement as the
 * check, so an edit cannot race a redemption. False when nothing matched.
 */
export async function updateUnusedRedemption(executor: Executor, id: number, patch: { name: string; quota: number }): Promise<boolean> {
  const result = await executor
    .updateTable('redemptions')
    .set(patch)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('status', '=', 1)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Sets the status of a live code that has not been used; false otherwise (a used code stays used). */
export async function setUnusedRedemptionStatus(executor: Executor, id: number, status: number): Promise<boolean> {
  const result = await executor
    .updateTable('redemptions')
    .set({ status })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('status', '<>', 3)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Marks a live code deleted; false when no such live code. */
export async function softDeleteRedemption(executor: Executor, id: number, deletedAt: number = unixSeconds()): Promise<boolean> {
  const result = await executor
    .updateTable('redemptions')
    .set({ deleted_at: deletedAt })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/**
 * Claims an enabled code for `userId`: the status check and the write are one conditional UPDATE,
 * so of any number of concurrent claims — in one process or several — exactly one changes the row.
 * Returns the claimed code, or undefined when the key is unknown, disabled, deleted or already used.
 * Run it inside the transaction that credits the quota.
 */
export async function claimRedemption(executor: Executor, key: string, userId: number, redeemedTime: number): Promise<RedemptionRow | undefined> {
  if (key === '') return undefined;
  const result = await executor
    .updateTable('redemptions')
    .set({ status: 3, used_user_id: userId, redeemed_time: redeemedTime })
    .where('key', '=', key)
    .where('status', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (affectedRows(result.numUpdatedRows) !== 1) return undefined;
  return executor.selectFrom('redemptions').selectAll().where('key', '=', key).executeTakeFirst();
}
