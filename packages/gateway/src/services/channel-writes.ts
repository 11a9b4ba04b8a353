import {
  deleteChannelAbilities,
  deleteChannelsByIds,
  findChannelById,
  findChannelsByIds,
  findChannelsByTag,
  insertChannel,
  listDisabledChannelIds,
  runAtomically,
  syncChannelAbilities,
  updateChannel,
  type ChannelRow,
  type ChannelUpdate,
  type Executor,
} from '@gateway/db';
import { ChannelStatus, messages, type CreateChannelInput, type EditTagInput, type UpdateChannelInput } from '@gateway/domain';
import { createColumns, normalizeGroups, normalizeModels, normalizeOther, parseKeysFor, updatePatch } from './channel-fields.ts';
import { refuse, succeed, type ChannelOutcome } from './channel-outcome.ts';

function abilitySource(row: ChannelRow) {
  return { ...row, id: Number(row.id) };
}

/** Re-reads the channels and rewrites their abilities (same transaction as the change). */
async function resync(transaction: Executor, ids: readonly number[]): Promise<void> {
  const rows = await findChannelsByIds(transaction, ids);
  await syncChannelAbilities(transaction, rows.map(abilitySource));
}

/**
 * POST /api/channel/ (API-CH-004, CH-046): one channel (single) or one per key line (batch), with their
 * abilities, all in one transaction. Answers how many channels were created.
 */
export async function createChannels(db: Executor, input: CreateChannelInput, nowSeconds: number): Promise<ChannelOutcome<number[]>> {
  const fields = input.channel;
  if (fields.name === '' || fields.key.trim() === '') return refuse(messages.channelNameKeyRequired);
  const models = normalizeModels(fields.models);
  if (!models.ok) return models;
  const keys = parseKeysFor(fields.type, fields.key);
  if (!keys.ok) return keys;
  const other = normalizeOther(fields.type, fields.other);
  if (!other.ok) return other;
  const columns = createColumns(fields, other.value, models.value, nowSeconds);
  const channelKeys = input.mode === 'batch' ? keys.value : [keys.value.join('\n')];
  const ids = await runAtomically(db, async (transaction) => {
    const created: number[] = [];
    for (const key of channelKeys) created.push(await insertChannel(transaction, { ...columns, key }));
    await resync(transaction, created);
    return created;
  });
  return succeed(ids);
}

/** PUT /api/channel/ (API-CH-005): a full edit or a partial {id,status|priority|weight}. */
export async function editChannel(db: Executor, edit: UpdateChannelInput): Promise<ChannelOutcome<ChannelRow>> {
  const current = await findChannelById(db, edit.id);
  if (current === undefined) return refuse(messages.channelNotFound, 404);
  const patch = updatePatch(edit, current);
  if (!patch.ok) return patch;
  const updated = await runAtomically(db, async (transaction) => {
    if (Object.keys(patch.value).length > 0 && !(await updateChannel(transaction, edit.id, patch.value))) return undefined;
    await resync(transaction, [edit.id]);
    return findChannelById(transaction, edit.id);
  });
  return updated === undefined ? refuse(messages.channelNotFound, 404) : succeed(updated);
}

/** Deletes the channels and their abilities together; answers how many channels went. */
async function deleteWithAbilities(db: Executor, ids: readonly number[]): Promise<number> {
  return runAtomically(db, async (transaction) => {
    await deleteChannelAbilities(transaction, ids);
    return deleteChannelsByIds(transaction, ids);
  });
}

export async function deleteChannel(db: Executor, id: number): Promise<ChannelOutcome<void>> {
  const deleted = await deleteWithAbilities(db, [id]);
  return deleted === 0 ? refuse(messages.channelNotFound, 404) : succeed(undefined);
}

/** DELETE /api/channel/disabled: status 2 and 3 channels, with their abilities (unlike the reference). */
export async function deleteDisabledChannels(db: Executor): Promise<number> {
  return runAtomically(db, async (transaction) => deleteWithAbilities(transaction, await listDisabledChannelIds(transaction)));
}

/** All ids must exist, else nothing happens: batch operations are all-or-nothing. */
async function requireAll(transaction: Executor, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  return (await findChannelsByIds(transaction, unique)).length === unique.length;
}

class MissingChannels extends Error {}

async function allOrNothing<T>(db: Executor, ids: readonly number[], work: (transaction: Executor) => Promise<T>): Promise<ChannelOutcome<T>> {
  try {
    return succeed(
      await runAtomically(db, async (transaction) => {
        if (!(await requireAll(transaction, ids))) throw new MissingChannels();
        return work(transaction);
      }),
    );
  } catch (error) {
    if (error instanceof MissingChannels) return refuse(messages.channelNotFound, 404);
    throw error;
  }
}

/** POST /api/channel/batch (API-CH-018): every id or none. */
export async function batchDeleteChannels(db: Executor, ids: readonly number[]): Promise<ChannelOutcome<number>> {
  return allOrNothing(db, ids, (transaction) => deleteWithAbilities(transaction, [...new Set(ids)]));
}

/** POST /api/channel/batch/tag: sets (or with '' clears) the tag of every id, abilities included. */
export async function batchTagChannels(db: Executor, ids: readonly number[], tag: string): Promise<ChannelOutcome<number>> {
  const unique = [...new Set(ids)];
  return allOrNothing(db, unique, async (transaction) => {
    for (const id of unique) await updateChannel(transaction, id, { tag: tag === '' ? null : tag });
    await resync(transaction, unique);
    return unique.length;
  });
}

/** Applies `patch` to every channel of a tag with their abilities; 404 when the tag has none. */
async function updateTag(db: Executor, tag: string, patch: ChannelUpdate): Promise<ChannelOutcome<number>> {
  return runAtomically(db, async (transaction) => {
    const channels = await findChannelsByTag(transaction, tag);
    if (channels.length === 0) return refuse<number>(messages.channelNotFound, 404);
    const ids = channels.map((channel) => Number(channel.id));
    if (Object.keys(patch).length > 0) {
      for (const id of ids) await updateChannel(transaction, id, patch);
    }
    await resync(transaction, ids);
    return succeed(ids.length);
  });
}

/** PUT /api/channel/tag (API-CH-011): overrides for every channel of the tag; new_tag '' dissolves it. */
export async function editTag(db: Executor, input: EditTagInput): Promise<ChannelOutcome<number>> {
  const patch: ChannelUpdate = {};
  if (input.new_tag !== undefined) patch.tag = input.new_tag === '' ? null : input.new_tag;
  if (input.priority !== undefined) patch.priority = input.priority;
  if (input.weight !== undefined) patch.weight = input.weight;
  if (input.model_mapping !== undefined) patch.model_mapping = input.model_mapping;
  if (input.models !== undefined) {
    const models = normalizeModels(input.models);
    if (!models.ok) return models;
    patch.models = models.value;
  }
  if (input.groups !== undefined) patch.group = normalizeGroups(input.groups);
  return updateTag(db, input.tag, patch);
}

/** POST /api/channel/tag/enabled|disabled */
export async function setTagStatus(db: Executor, tag: string, enabled: boolean): Promise<ChannelOutcome<number>> {
  return updateTag(db, tag, { status: enabled ? ChannelStatus.Enabled : ChannelStatus.ManuallyDisabled });
}

/** POST /api/channel/copy/:id: a server-side duplicate with the key, fresh counters and its own abilities. */
export async function copyChannel(db: Executor, id: number, nowSeconds: number): Promise<ChannelOutcome<number>> {
  const source = await findChannelById(db, id);
  if (source === undefined) return refuse(messages.channelNotFound, 404);
  const { id: _id, ...columns } = source;
  const copyId = await runAtomically(db, async (transaction) => {
    const created = await insertChannel(transaction, {
      ...columns,
      name: `${source.name}_copy`,
      created_time: nowSeconds,
      test_time: 0,
      response_time: 0,
      balance: 0,
      balance_updated_time: 0,
      used_quota: 0,
      // The copy has not failed yet: its error record starts empty.
      error_status: 0,
      last_error_at: 0,
      last_notified_at: 0,
      error_details: '',
    });
    await resync(transaction, [created]);
    return created;
  });
  return succeed(copyId);
}
