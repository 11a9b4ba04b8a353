import type { Executor } from '../database.ts';
import type { ChannelRow, ChannelUpdate, NewChannel } from '../rows.ts';
import { affectedRows, assertPageRequest } from './query-helpers.ts';
import type { Page, PageRequest } from './query-helpers.ts';

/** Inserts a channel and returns its id. */
export async function insertChannel(executor: Executor, values: NewChannel): Promise<number> {
  const row = await executor.insertInto('channels').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findChannelById(executor: Executor, id: number): Promise<ChannelRow | undefined> {
  return executor.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** All channels, newest first. */
export async function listChannels(executor: Executor, page: PageRequest): Promise<Page<ChannelRow>> {
  assertPageRequest(page);
  const [items, count] = await Promise.all([
    executor.selectFrom('channels').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    executor.selectFrom('channels').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Applies `patch` to a channel; false when no such channel. Abilities are not touched (see replaceChannelAbilities). */
export async function updateChannel(executor: Executor, id: number, patch: ChannelUpdate): Promise<boolean> {
  if (Object.keys(patch).length === 0) throw new Error('updateChannel: the patch is empty');
  if ('id' in patch) throw new Error('updateChannel: the id cannot be changed');
  const result = await executor.updateTable('channels').set(patch).where('id', '=', id).executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}
