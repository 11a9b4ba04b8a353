import { deriveAbilities, type AbilitySource } from '@gateway/domain';
import type { Executor } from '../database.ts';
import type { AbilityRow, NewAbility } from '../rows.ts';
import { writeAtomically } from './atomic-writes.ts';
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

/** Deletes every ability of the channels. */
export async function deleteChannelAbilities(executor: Executor, channelIds: readonly number[]): Promise<void> {
  if (channelIds.length === 0) return;
  await executor
    .deleteFrom('abilities')
    .where('channel_id', 'in', [...channelIds])
    .execute();
}

/**
 * Rewrites the abilities of each channel to what it implies (group × models, enabled when status
 * is 1). Call inside the transaction that changed the channels.
 */
export async function syncChannelAbilities(executor: Executor, channels: readonly AbilitySource[]): Promise<void> {
  await runAtomically(executor, async (transaction) => {
    for (const channel of channels) {
      await replaceChannelAbilities(
        transaction,
        channel.id,
        deriveAbilities(channel).map(({ channel_id: _channelId, enabled, ...ability }) => ({ ...ability, enabled: enabled ? 1 : 0 })),
      );
    }
  });
}

/** Every ability row, in a stable order (consistency checks, fix). */
export async function listAllAbilities(executor: Executor): Promise<AbilityRow[]> {
  return executor.selectFrom('abilities').selectAll().orderBy('channel_id').orderBy('group').orderBy('model').execute();
}

function abilityKey(row: { group: string; model: string; channel_id: number }): string {
  return JSON.stringify([row.channel_id, row.group, row.model]);
}

/**
 * POST /api/channel/fix: makes `abilities` equal what `channels` imply — deletes orphans and stale
 * rows, creates missing ones, corrects enabled/priority/weight/tag — all or nothing (a transaction, or
 * on D1 one batch: it reads everything first, then writes; ADR 0037). Answers how many rows were
 * deleted, created or corrected.
 */
export async function rebuildAllAbilities(executor: Executor): Promise<number> {
  return writeAtomically(executor, async (transaction) => {
    const channels = await transaction.selectFrom('channels').select(['id', 'models', 'group', 'status', 'priority', 'weight', 'tag']).execute();
    const wanted = new Map<string, ReturnType<typeof deriveAbilities>[number]>();
    for (const channel of channels) {
      for (const ability of deriveAbilities({ ...channel, id: Number(channel.id) })) wanted.set(abilityKey(ability), ability);
    }
    const existing = await listAllAbilities(transaction);
    let changed = 0;
    const stale: AbilityRow[] = [];
    const seen = new Set<string>();
    for (const row of existing) {
      const key = abilityKey(row);
      const target = wanted.get(key);
      seen.add(key);
      if (target === undefined) {
        stale.push(row);
        continue;
      }
      const same =
        Boolean(row.enabled) === target.enabled &&
        Number(row.priority) === target.priority &&
        Number(row.weight) === target.weight &&
        (row.tag ?? null) === target.tag;
      if (!same) {
        await transaction
          .updateTable('abilities')
          .set({ enabled: target.enabled ? 1 : 0, priority: target.priority, weight: target.weight, tag: target.tag })
          .where('channel_id', '=', row.channel_id)
          .where('group', '=', row.group)
          .where('model', '=', row.model)
          .execute();
        changed += 1;
      }
    }
    for (const row of stale) {
      await transaction
        .deleteFrom('abilities')
        .where('channel_id', '=', row.channel_id)
        .where('group', '=', row.group)
        .where('model', '=', row.model)
        .execute();
      changed += 1;
    }
    const missing = [...wanted.entries()].filter(([key]) => !seen.has(key)).map(([, ability]) => ({ ...ability, enabled: ability.enabled ? 1 : 0 }));
    for (const chunk of chunkRows(missing)) await transaction.insertInto('abilities').values(chunk).execute();
    return changed + missing.length;
  });
}

/** Distinct models of enabled abilities, sorted (GET /api/channel/models_enabled). */
export async function listEnabledModels(executor: Executor): Promise<string[]> {
  const rows = await executor.selectFrom('abilities').select('model').distinct().where('enabled', '=', 1).orderBy('model').execute();
  return rows.map((row) => row.model);
}
