import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Executor } from '../database.ts';
import type { ChannelRow, ChannelUpdate, NewChannel } from '../rows.ts';
import { affectedRows, assertInteger, assertPageRequest, containsIgnoringCase, escapeLikePattern, LIKE_ESCAPE } from './query-helpers.ts';
import type { Page, PageRequest } from './query-helpers.ts';
import { insertReturningId } from './dialect-paths.ts';

/** Inserts a channel and returns its id. */
export async function insertChannel(executor: Executor, values: NewChannel): Promise<number> {
  return insertReturningId(executor, executor.insertInto('channels').values(values));
}

export async function findChannelById(executor: Executor, id: number): Promise<ChannelRow | undefined> {
  return executor.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** All channels, newest first. */
export async function listChannels(executor: Executor, page: PageRequest): Promise<Page<ChannelRow>> {
  assertPageRequest(page);
  const [items, count] = await Promise.all([
    executor.selectFrom('channels').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    executor
      .selectFrom('channels')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
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

/**
 * Applies `patch` only while the channel's status is one of `statuses` (one conditional UPDATE), so
 * concurrent callers racing for the same transition (e.g. two requests auto-disabling a channel)
 * see exactly one winner. True when this call changed the row.
 */
export async function updateChannelIfStatus(executor: Executor, id: number, statuses: readonly number[], patch: ChannelUpdate): Promise<boolean> {
  if (statuses.length === 0 || Object.keys(patch).length === 0) throw new Error('updateChannelIfStatus: statuses and patch must not be empty');
  const result = await executor
    .updateTable('channels')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', [...statuses])
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** error_details keeps the start of long upstream answers: enough to diagnose, bounded in size. */
export const CHANNEL_ERROR_DETAILS_MAX = 2000;

export interface ChannelError {
  /** The upstream's HTTP status; 0 when it never answered (timeout, connection refused). */
  status: number;
  details: string;
  /** Unix seconds. */
  at: number;
}

/** Stores a channel's last upstream error (error_status, last_error_at, error_details; read-only in the console); false when no such channel. */
export async function recordChannelError(executor: Executor, id: number, error: ChannelError): Promise<boolean> {
  return updateChannel(executor, id, {
    error_status: error.status,
    error_details: error.details.slice(0, CHANNEL_ERROR_DETAILS_MAX),
    last_error_at: error.at,
  });
}

/**
 * Records that the administrator was told about this channel at `nowSeconds` (channels.last_notified_at),
 * unless they were told within the last `minIntervalSeconds`: one notice per channel per interval, however
 * often it flaps and however many instances see it. True when this call may send the notice.
 */
export async function claimChannelNotice(executor: Executor, id: number, nowSeconds: number, minIntervalSeconds: number): Promise<boolean> {
  assertInteger('nowSeconds', nowSeconds);
  const result = await executor
    .updateTable('channels')
    .set({ last_notified_at: nowSeconds })
    .where('id', '=', id)
    .where('last_notified_at', '<=', nowSeconds - minIntervalSeconds)
    .executeTakeFirst();
  return affectedRows(result.numUpdatedRows) > 0;
}

/** Search filters of GET /api/channel/search, the query parameters new-api takes there. */
export interface ChannelFilters {
  /** An id (exact), part of the name, or an exact key. */
  keyword?: string;
  /** One group: channels whose comma list contains it. */
  group?: string;
  /** Part of a model name (LIKE on the models column). */
  model?: string;
}

export interface ChannelQuery extends PageRequest {
  filters?: ChannelFilters;
  /** Newest id first instead of highest priority first. */
  idSort?: boolean;
  /** Page over distinct tags (each page carries every channel of its tags); untagged channels are their own entries. */
  tagMode?: boolean;
}

function applyFilters<Query extends SelectQueryBuilder<Database, 'channels', object>>(query: Query, filters: ChannelFilters = {}): Query {
  let filtered = query;
  const keyword = filters.keyword?.trim() ?? '';
  if (keyword !== '') {
    const id = /^[0-9]{1,15}$/.test(keyword) ? Number(keyword) : undefined;
    filtered = filtered.where((eb) =>
      eb.or([...(id === undefined ? [] : [eb('id', '=', id)]), containsIgnoringCase(eb.ref('name'), keyword), eb('key', '=', keyword)]),
    ) as Query;
  }
  const group = filters.group?.trim() ?? '';
  if (group !== '') {
    // Comma-list membership: ",a,b," contains ",b,".
    filtered = filtered.where(sql<SqlBool>`(',' || ${sql.ref('group')} || ',') like ${`%,${escapeLikePattern(group)},%`} ${LIKE_ESCAPE}`) as Query;
  }
  const model = filters.model?.trim() ?? '';
  if (model !== '') filtered = filtered.where((eb) => containsIgnoringCase(eb.ref('models'), model)) as Query;
  return filtered;
}

/**
 * One page of channels for the list and search (API-CH-001/002). In tag mode the page is over
 * entries — a tag, or an untagged channel — ordered like their best channel, and carries every
 * channel of each tag on it; `total` counts entries.
 */
export async function queryChannels(executor: Executor, query: ChannelQuery): Promise<Page<ChannelRow>> {
  assertPageRequest(query);
  const ordered = <Q extends SelectQueryBuilder<Database, 'channels', object>>(builder: Q): Q =>
    (query.idSort ? builder.orderBy('id', 'desc') : builder.orderBy('priority', 'desc').orderBy('id', 'desc')) as Q;
  if (!query.tagMode) {
    const [items, count] = await Promise.all([
      ordered(applyFilters(executor.selectFrom('channels').selectAll(), query.filters))
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      applyFilters(executor.selectFrom('channels'), query.filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  }
  // Channel tables hold hundreds of rows, not millions: grouping the light columns in memory keeps
  // tag paging identical on every dialect.
  const light = await ordered(applyFilters(executor.selectFrom('channels').select(['id', 'tag']), query.filters)).execute();
  const entries: { tag: string | null; id: number }[] = [];
  const seenTags = new Set<string>();
  for (const row of light) {
    if (row.tag === null || row.tag === '') entries.push({ tag: null, id: Number(row.id) });
    else if (!seenTags.has(row.tag)) {
      seenTags.add(row.tag);
      entries.push({ tag: row.tag, id: Number(row.id) });
    }
  }
  const pageEntries = entries.slice(query.offset, query.offset + query.limit);
  const tags = pageEntries.flatMap((entry) => (entry.tag === null ? [] : [entry.tag]));
  const ids = pageEntries.flatMap((entry) => (entry.tag === null ? [entry.id] : []));
  if (pageEntries.length === 0) return { items: [], total: entries.length };
  const rows = await applyFilters(executor.selectFrom('channels').selectAll(), query.filters)
    .where((eb) => eb.or([...(tags.length > 0 ? [eb('tag', 'in', tags)] : []), ...(ids.length > 0 ? [eb('id', 'in', ids)] : [])]))
    .execute();
  const position = new Map(pageEntries.map((entry, index) => [entry.tag ?? `#${entry.id}`, index]));
  const rank = new Map(light.map((row, index) => [Number(row.id), index]));
  rows.sort((a, b) => {
    const entryA = position.get(a.tag === null || a.tag === '' ? `#${a.id}` : a.tag) ?? 0;
    const entryB = position.get(b.tag === null || b.tag === '' ? `#${b.id}` : b.tag) ?? 0;
    return entryA - entryB || (rank.get(Number(a.id)) ?? 0) - (rank.get(Number(b.id)) ?? 0);
  });
  return { items: rows, total: entries.length };
}

/** Every channel, by id (abilities rebuild, test-all, balance update). */
export async function listAllChannels(executor: Executor): Promise<ChannelRow[]> {
  return executor.selectFrom('channels').selectAll().orderBy('id').execute();
}

export async function findChannelsByIds(executor: Executor, ids: readonly number[]): Promise<ChannelRow[]> {
  if (ids.length === 0) return [];
  return executor
    .selectFrom('channels')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

export async function findChannelsByTag(executor: Executor, tag: string): Promise<ChannelRow[]> {
  return executor.selectFrom('channels').selectAll().where('tag', '=', tag).orderBy('id').execute();
}

/** Ids of the channels with status 2 (manual) or 3 (auto) disabled. */
export async function listDisabledChannelIds(executor: Executor): Promise<number[]> {
  const rows = await executor.selectFrom('channels').select('id').where('status', 'in', [2, 3]).execute();
  return rows.map((row) => Number(row.id));
}

/** Deletes the channels (not their abilities: see deleteChannelAbilities); answers how many went. */
export async function deleteChannelsByIds(executor: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await executor
    .deleteFrom('channels')
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return affectedRows(result.numDeletedRows);
}
