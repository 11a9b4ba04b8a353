import type { Executor } from '../database.ts';
import type { NewToken, TokenRow, TokenUpdate } from '../rows.ts';
import { affectedRows, assertPageRequest, unixSeconds } from './query-helpers.ts';
import type { Page, PageRequest } from './query-helpers.ts';
import type { DeletedScope } from './users.repository.ts';

/** Inserts a token and returns its id. A duplicate key propagates the unique violation. */
export async function insertToken(executor: Executor, values: NewToken): Promise<number> {
  const row = await executor.insertInto('tokens').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
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
