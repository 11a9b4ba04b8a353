import {
  AtomicCheckFailed,
  CHANNEL_MISSING,
  createChannelsWithAbilities,
  deleteChannelsWithAbilities,
  findChannelById,
  findChannelsByIds,
  findChannelsByTag,
  listDisabledChannelIds,
  rebuildAllAbilities,
  updateChannelsWithAbilities,
  type ChannelRow,
  type ChannelUpdate,
  type Executor,
} from '@gateway/db';
import { ChannelStatus, messages, type CreateChannelInput, type EditTagInput, type UpdateChannelInput } from '@gateway/domain';
import { createColumns, normalizeGroups, normalizeModels, normalizeOther, parseKeysFor, updatePatch } from './channel-fields.ts';
import { refuse, succeed, type ChannelOutcome } from './channel-outcome.ts';

/** Channel writes refused because a channel changed under them are re-read and retried this often. */
const CONFLICT_ATTEMPTS = 3;

/** Runs `write` again (it re-reads) while a concurrent change refuses it; 404 when a channel is gone. */
async function retryOnConflict<T>(write: () => Promise<ChannelOutcome<T>>): Promise<ChannelOutcome<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof AtomicCheckFailed)) throw error;
      if (error.reason === CHANNEL_MISSING) return refuse<T>(messages.channelNotFound, 404);
      if (attempt >= CONFLICT_ATTEMPTS) throw error;
    }
  }
}

/**
 * POST /api/channel/ (API-CH-004, CH-046): one channel (single) or one per key line (batch), with their
 * abilities, all in one transaction. Answers how many channels were created.
 */
async function createChannels(db: Executor, input: CreateChannelInput, nowSeconds: number): Promise<ChannelOutcome<number[]>> {
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
  return succeed(
    await createChannelsWithAbilities(
      db,
      channelKeys.map((key) => ({ ...columns, key })),
    ),
  );
}

/** PUT /api/channel/ (API-CH-005): a full edit or a partial {id,status|priority|weight}. */
async function editChannel(db: Executor, edit: UpdateChannelInput): Promise<ChannelOutcome<ChannelRow>> {
  return retryOnConflict(async () => {
    const current = await findChannelById(db, edit.id);
    if (current === undefined) return refuse(messages.channelNotFound, 404);
    const patch = updatePatch(edit, current);
    if (!patch.ok) return patch;
    await updateChannelsWithAbilities(db, [{ current, patch: patch.value }]);
    const updated = await findChannelById(db, edit.id);
    return updated === undefined ? refuse(messages.channelNotFound, 404) : succeed(updated);
  });
}

async function deleteChannel(db: Executor, id: number): Promise<ChannelOutcome<void>> {
  return retryOnConflict(async () => {
    await deleteChannelsWithAbilities(db, [id]);
    return succeed(undefined);
  });
}

/** DELETE /api/channel/disabled: status 2 and 3 channels, with their abilities (unlike new-api). */
async function deleteDisabledChannels(db: Executor): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deleteChannelsWithAbilities(db, await listDisabledChannelIds(db));
    } catch (error) {
      // One of them was deleted meanwhile: list again.
      if (!(error instanceof AtomicCheckFailed) || attempt >= CONFLICT_ATTEMPTS) throw error;
    }
  }
}

/** POST /api/channel/batch (API-CH-018): every id or none. */
async function batchDeleteChannels(db: Executor, ids: readonly number[]): Promise<ChannelOutcome<number>> {
  return retryOnConflict(async () => succeed(await deleteChannelsWithAbilities(db, ids)));
}

/** POST /api/channel/batch/tag: sets (or with '' clears) the tag of every id, abilities included; every id or none. */
async function batchTagChannels(db: Executor, ids: readonly number[], tag: string): Promise<ChannelOutcome<number>> {
  const unique = [...new Set(ids)];
  return retryOnConflict(async () => {
    const channels = await findChannelsByIds(db, unique);
    if (channels.length !== unique.length) return refuse<number>(messages.channelNotFound, 404);
    await updateChannelsWithAbilities(
      db,
      channels.map((current) => ({ current, patch: { tag: tag === '' ? null : tag } })),
    );
    return succeed(unique.length);
  });
}

/** Applies `patch` to every channel of a tag with their abilities; 404 when the tag has none. */
async function updateTag(db: Executor, tag: string, patch: ChannelUpdate): Promise<ChannelOutcome<number>> {
  return retryOnConflict(async () => {
    const channels = await findChannelsByTag(db, tag);
    if (channels.length === 0) return refuse<number>(messages.channelNotFound, 404);
    await updateChannelsWithAbilities(
      db,
      channels.map((current) => ({ current, patch })),
    );
    return succeed(channels.length);
  });
}

/** PUT /api/channel/tag (API-CH-011): overrides for every channel of the tag; new_tag '' dissolves it. */
async function editTag(db: Executor, input: EditTagInput): Promise<ChannelOutcome<number>> {
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
async function setTagStatus(db: Executor, tag: string, enabled: boolean): Promise<ChannelOutcome<number>> {
  return updateTag(db, tag, { status: enabled ? ChannelStatus.Enabled : ChannelStatus.ManuallyDisabled });
}

/** POST /api/channel/copy/:id: a server-side duplicate with the key, fresh counters and its own abilities. */
async function copyChannel(db: Executor, id: number, nowSeconds: number): Promise<ChannelOutcome<number>> {
  const source = await findChannelById(db, id);
  if (source === undefined) return refuse(messages.channelNotFound, 404);
  const { id: _id, ...columns } = source;
  const [copyId] = await createChannelsWithAbilities(db, [
    {
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
    },
  ]);
  return succeed(copyId!);
}

/**
 * What a channel write needs: the database, and a way to tell the relay that its routing index (built from
 * the channels and their abilities) is stale.
 */
export interface ChannelStore {
  db: Executor;
  channelsChanged(): void;
}

/**
 * The channel writes of the console API. Each tells the relay itself once its change has committed, so no
 * caller can forget to; a refused write changed nothing and tells nobody.
 */
export function channelWrites(store: ChannelStore) {
  const { db } = store;
  async function announced<T>(outcome: Promise<ChannelOutcome<T>>): Promise<ChannelOutcome<T>> {
    const result = await outcome;
    if (result.ok) store.channelsChanged();
    return result;
  }
  return {
    create: (input: CreateChannelInput, nowSeconds: number) => announced(createChannels(db, input, nowSeconds)),
    edit: (edit: UpdateChannelInput) => announced(editChannel(db, edit)),
    delete: (id: number) => announced(deleteChannel(db, id)),
    deleteDisabled: () => announced(deleteDisabledChannels(db).then(succeed)),
    batchDelete: (ids: readonly number[]) => announced(batchDeleteChannels(db, ids)),
    batchTag: (ids: readonly number[], tag: string) => announced(batchTagChannels(db, ids, tag)),
    editTag: (input: EditTagInput) => announced(editTag(db, input)),
    setTagStatus: (tag: string, enabled: boolean) => announced(setTagStatus(db, tag, enabled)),
    copy: (id: number, nowSeconds: number) => announced(copyChannel(db, id, nowSeconds)),
    /** POST /api/channel/fix: the abilities rebuilt from the channels; answers how many were written. */
    repairAbilities: () => announced(rebuildAllAbilities(db).then(succeed)),
  };
}

export type ChannelWrites = ReturnType<typeof channelWrites>;
