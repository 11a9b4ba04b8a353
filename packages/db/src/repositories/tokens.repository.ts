import type { Executor } from '../database.ts';
import type { NewToken, TokenRow, TokenUpdate } from '../rows.ts';
import { affectedRows, assertInteger, assertPageRequest, containsIgnoringCase, unixSeconds } from './query-helpers.ts';
import { sql } from 'kysely';
import type { Page, PageRequest } from './query-helpers.ts';
import type { DeletedScope } from './users.repository.ts';
import { insertReturningId } from './dialect-paths.ts';

/** Inserts a token and returns its id. A duplicate key propagates the unique violation. */
export async function insertToken(executor: Executor, values: NewToken): Promise<number> {
  return insertReturningId(executor, executor.insertInto('tokens').values(values));
}

export async function findTokenById(executor: Executor, id: number, { includeDeleted = false }: DeletedScope = {}): Promise<TokenRow | undefined> {
  let query = executor.selectFrom('tokens').selectAll().where('id', '=', id);
  if (!includeDeleted) query = query.where('deleted_at', 'is', null);
  return query.executeTakeFirst();
}

/** The live token with this key (stored without the `sk-` prefix); blank keys find nothing. */
export async function findTokenByKey(executor: Executor, key: string): Promise<TokenRow | undefined> {
  if (key === '') return undefined;
  return executor.selectFrom('tokens').selectAll().where('key', '=', key).where('deleted_at', 'is', null).executeTakeFirst();
}

/** A user's live tokens, newest first. */
export async function listTokensOfUser(executor: Executor, userId: number, page: PageRequest): Promise<Page<TokenRow>> {
  assertPageRequest(page);
  const filtered = executor.selectFrom('tokens').where('user_id', '=', userId).where('deleted_at', 'is', null);
  const [items, count] = await Promise.all([
    filtered.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Applies `patch` to a live token; false when no such token. */
export async function updateToken(executor: Executor, id: number, patch: TokenUpdate): Promise<boolean> {
  if (Object.keys(patch).length === 0) throw new Error('updateToken: the patch is empty');
  if ('id' in patch) throw new Error('updateToken: the id cannot be changed');
  const result = await executor.updateTable('tokens').set(patch).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Marks a live token deleted; false when no such live token. */
export async function softDeleteToken(executor: Executor, id: number, deletedAt: number = unixSeconds()): Promise<boolean> {
  const result = await executor.updateTable('tokens').set({ deleted_at: deletedAt }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** A live token of `userId`; another user's token is not found (ownership is part of the query). */
export async function findTokenOfUser(executor: Executor, id: number, userId: number): Promise<TokenRow | undefined> {
  return executor.selectFrom('tokens').selectAll().where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

export interface TokenSearch extends PageRequest {
  /** Name contains (case-insensitive); '' for any. */
  keyword: string;
  /** Stored key contains; '' for any. */
  key: string;
}

/** One page of a user's live tokens whose name and key contain the given texts, newest first. */
export async function searchTokensOfUser(executor: Executor, userId: number, search: TokenSearch): Promise<Page<TokenRow>> {
  assertPageRequest(search);
  let filtered = executor.selectFrom('tokens').where('user_id', '=', userId).where('deleted_at', 'is', null);
  if (search.keyword !== '') filtered = filtered.where(containsIgnoringCase(sql.ref<string>('name'), search.keyword));
  // Keys are case-sensitive and SQLite's LIKE is not: "removing the text changes the key" is
  // a case-sensitive contains on every dialect, with no wildcard characters to escape.
  if (search.key !== '') filtered = filtered.where(sql<boolean>`replace(${sql.ref('key')}, ${search.key}, '') <> ${sql.ref('key')}`);
  const [items, count] = await Promise.all([
    filtered.selectAll().orderBy('id', 'desc').limit(search.limit).offset(search.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Distinct models of enabled abilities in any of `groups`, sorted (GET /api/user/models, /v1/models). */
export async function listEnabledModelsOfGroups(executor: Executor, groups: readonly string[]): Promise<string[]> {
  if (groups.length === 0) return [];
  const rows = await executor
    .selectFrom('abilities')
    .select('model')
    .distinct()
    .where('enabled', '=', 1)
    .where('group', 'in', [...groups])
    .orderBy('model')
    .execute();
  return rows.map((row) => row.model);
}

/** Marks a token expired or exhausted when auth finds it so (only while it is still enabled). */
/**
 * Records when tokens were last used (`accessed_time`, unix seconds) for several tokens at once: the
 * relay coalesces its touches in memory and writes them together. A time never moves backwards.
 */
export async function touchTokensAccessedTime(executor: Executor, touches: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, seconds] of touches) {
    assertInteger('token id', id, { min: 1 });
    assertInteger('accessed_time', seconds, { min: 0 });
    await executor.updateTable('tokens').set({ accessed_time: seconds }).where('id', '=', id).where('accessed_time', '<', seconds).execute();
  }
}

export async function markTokenStatus(executor: Executor, id: number, status: number): Promise<void> {
  await executor.updateTable('tokens').set({ status }).where('id', '=', id).where('status', '=', 1).where('deleted_at', 'is', null).execute();
}

/**
 * For each model served by an enabled ability in any of `groups`: the lowest channel type serving
 * it (GET /v1/models names an owner per model), sorted by model.
 */
export async function listEnabledModelChannelTypes(executor: Executor, groups: readonly string[]): Promise<{ model: string; type: number }[]> {
  if (groups.length === 0) return [];
  const rows = await executor
    .selectFrom('abilities')
    .innerJoin('channels', 'channels.id', 'abilities.channel_id')
    .select((eb) => ['abilities.model as model', eb.fn.min<number>('channels.type').as('type')])
    .where('abilities.enabled', '=', 1)
    .where('abilities.group', 'in', [...groups])
    .groupBy('abilities.model')
    .orderBy('abilities.model')
    .execute();
  return rows.map((row) => ({ model: row.model, type: Number(row.type) }));
}

/**
 * Atomically takes `amount` from a live limited token's remain_quota if it covers it; false (nothing
 * written) otherwise. Unlimited tokens are never reserved against: callers skip them.
 */
export async function reserveTokenQuota(executor: Executor, id: number, amount: number): Promise<boolean> {
  assertInteger('amount', amount, { min: 0 });
  const result = await executor
    .updateTable('tokens')
    .set((eb) => ({ remain_quota: eb('remain_quota', '-', amount) }))
    .where('id', '=', id)
    .where('remain_quota', '>=', amount)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/**
 * Settles a relay request on a limited token: remain_quota −= `delta` (the real cost minus the
 * reservation; negative refunds). used_quota is the usage log's counter, not touched here.
 */
export async function adjustTokenRemainQuota(executor: Executor, id: number, delta: number): Promise<void> {
  assertInteger('delta', delta);
  if (delta === 0) return;
  await executor
    .updateTable('tokens')
    .set((eb) => ({ remain_quota: eb('remain_quota', '-', delta) }))
    .where('id', '=', id)
    .execute();
}
