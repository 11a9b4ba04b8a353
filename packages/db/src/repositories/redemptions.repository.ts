import type { Executor } from '../database.ts';
import type { NewRedemption, RedemptionRow } from '../rows.ts';
import { assertPageRequest } from './query-helpers.ts';
import type { Page, PageRequest } from './query-helpers.ts';

/** Inserts a redemption code and returns its id. A duplicate key propagates the unique violation. */
export async function insertRedemption(executor: Executor, values: NewRedemption): Promise<number> {
  const row = await executor.insertInto('redemptions').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
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
