import type { Executor } from '../database.ts';
import type { NewAbility } from '../rows.ts';
import { assertInteger, chunkRows, runAtomically } from './query-helpers.ts';

/** Every group that some channel serves, sorted. */
export async function listGroupsFromAbilities(executor: Executor): Promise<string[]> {
  const rows = await executor.selectFrom('abilities').select('group').distinct().orderBy('group').execute();
  return rows.map((row) => row.group);
}

/** One ability of a channel; the channel id comes from the call. */
export type ChannelAbility = Omit<NewAbility, 'channel_id'>;

/**
 * Replaces all abilities of a channel with `rows` (deduplicated by group+model, last wins) in one
 * transaction, so channel selection never sees the channel half-updated.
 */
export async function replaceChannelAbilities(executor: Executor, channelId: number, rows: readonly ChannelAbility[]): Promise<void> {
  const byKey = new Map<string, NewAbility>();
  for (const row of rows) {
    if (typeof row.group !== 'string' || typeof row.model !== 'string' || row.group === '' || row.model === '') {
      throw new TypeError('abilities need a non-empty group and model');
    }
    if (row.priority !== undefined) assertInteger('priority', row.priority);
    if (row.weight !== undefined) assertInteger('weight', row.weight, { min: 0 });
    // Full, identical column sets: SQLite cannot use DEFAULT inside multi-row VALUES.
    byKey.set(JSON.stringify([row.group, row.model]), {
      group: row.group,
      model: row.model,
      channel_id: channelId,
      enabled: row.enabled ?? 1,
      priority: row.priority ?? 0,
      weight: row.weight ?? 0,
      tag: row.tag ?? null,
    });
  }
  await runAtomically(executor, async (transaction) => {
    await transaction.deleteFrom('abilities').where('channel_id', '=', channelId).execute();
    for (const chunk of chunkRows([...byKey.values()])) {
      await transaction.insertInto('abilities').values(chunk).execute();
    }
  });
}
