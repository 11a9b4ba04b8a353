import { sql, type Expression, type SqlBool } from 'kysely';
import type { AbilitySource } from '@gateway/domain';
import type { Executor } from '../database.ts';
import type { ChannelRow, ChannelUpdate, NewChannel } from '../rows.ts';
import { deleteChannelAbilities, syncChannelAbilities } from './abilities.repository.ts';
import { writeAtomically, type AtomicChecks } from './atomic-writes.ts';
import { deleteChannelsByIds, insertChannel, updateChannel, updateChannelIfStatus } from './channels.repository.ts';

/** The reasons a channel write is refused (AtomicCheckFailed.reason); nothing of it was written. */
export const CHANNEL_CHANGED = 'channel-changed';
export const CHANNEL_MISSING = 'channel-missing';

function abilitySource(row: ChannelRow | (NewChannel & { id: number }), patch: ChannelUpdate = {}): AbilitySource {
  const merged = { ...row, ...patch };
  return {
    id: Number(row.id),
    models: merged.models ?? null,
    group: merged.group ?? null,
    status: Number(merged.status ?? 1),
    priority: merged.priority ?? null,
    weight: merged.weight ?? null,
    tag: merged.tag ?? null,
  };
}

/** True while the channel's row still has the fields its abilities derive from (`source`). */
function stillDerivesFrom(transaction: Executor, source: AbilitySource): Expression<SqlBool> {
  let query = transaction.selectFrom('channels').select('id').where('id', '=', source.id).where('status', '=', source.status);
  for (const column of ['models', 'group', 'priority', 'weight', 'tag'] as const) {
    const value = source[column];
    query = value === null ? query.where(column, 'is', null) : query.where(column, '=', value as never);
  }
  return sql<SqlBool>`EXISTS ${query}`;
}

/**
 * Inserts the channels with their abilities, all or nothing (ADR 0037: one transaction, or one D1 batch in
 * which each channel's abilities bind the id it was just given). Answers the new ids in order.
 */
export async function createChannelsWithAbilities(executor: Executor, rows: readonly NewChannel[]): Promise<number[]> {
  return writeAtomically(executor, async (transaction) => {
    const ids: number[] = [];
    for (const row of rows) {
      const id = await insertChannel(transaction, row);
      await syncChannelAbilities(transaction, [abilitySource({ ...row, id })]);
      ids.push(id);
    }
    return ids;
  });
}

export interface ChannelChange {
  /** The row as read before the write. */
  current: ChannelRow;
  /** Columns to set ({}: only rewrite the abilities). */
  patch: ChannelUpdate;
  /** Set: the update applies only while the row's status is still `current.status` (one winner of a race). */
  whileStatusUnchanged?: boolean;
}

async function applyChange(transaction: Executor, checks: AtomicChecks, { current, patch, whileStatusUnchanged }: ChannelChange): Promise<void> {
  const id = Number(current.id);
  if (whileStatusUnchanged === true) {
    await checks.changed(await updateChannelIfStatus(transaction, id, [Number(current.status)], patch), CHANNEL_CHANGED);
  } else if (Object.keys(patch).length > 0) {
    await checks.changed(await updateChannel(transaction, id, patch), CHANNEL_MISSING);
  }
  // After the update (its row lock held on PostgreSQL): a concurrent edit since our read refuses the write.
  const source = abilitySource(current, patch);
  await checks.holds(stillDerivesFrom(transaction, source), CHANNEL_CHANGED);
  await syncChannelAbilities(transaction, [source]);
}

/**
 * Applies each change and rewrites the channels' abilities from the result, all or nothing. Throws
 * AtomicCheckFailed (CHANNEL_MISSING, CHANNEL_CHANGED) when a channel went or changed since it was read.
 */
export async function updateChannelsWithAbilities(executor: Executor, changes: readonly ChannelChange[]): Promise<void> {
  await writeAtomically(executor, async (transaction, checks) => {
    for (const change of changes) await applyChange(transaction, checks, change);
  });
}

/** Deletes the channels and their abilities, all or nothing: CHANNEL_MISSING unless every id exists. */
export async function deleteChannelsWithAbilities(executor: Executor, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  return writeAtomically(executor, async (transaction, checks) => {
    const present = transaction
      .selectFrom('channels')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', 'in', unique);
    await checks.holds(sql<SqlBool>`${present} = ${unique.length}`, CHANNEL_MISSING);
    await deleteChannelAbilities(transaction, unique);
    await deleteChannelsByIds(transaction, unique);
    return unique.length;
  });
}
