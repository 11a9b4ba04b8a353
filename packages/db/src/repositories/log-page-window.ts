import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Executor } from '../database.ts';
import { assertInteger, assertPageRequest, type Page, type PageRequest } from './query-helpers.ts';

/**
 * How many rows past the requested page the usage-log list counts (ADR 0042). An exact COUNT(*)
 * reads every matching row — a whole 10M-row table for the unfiltered list — so the list counts at
 * most this far ahead and says when the total is only a lower bound.
 */
export const LOG_COUNT_LOOKAHEAD = 1_000;

/** A usage-log page: `p`-style offset paging, or a keyset seek below `beforeId` (ADR 0042). */
export interface LogPageRequest extends PageRequest {
  /**
   * Keyset cursor: only rows with an id below this one (the last id of the previous page). With it
   * `offset` is not skipped in SQL; it only places the page (the rows before it) for the total.
   */
  beforeId?: number;
  /** The current time (unix seconds): a time range ending within a day of it is listed by walking ids. */
  nowSeconds?: number;
}

/** A page of logs; `totalCapped` = more rows match than `total` (the count stopped at the lookahead). */
export interface LogPage<T> extends Page<T> {
  totalCapped: boolean;
}

type LogQuery = SelectQueryBuilder<Database, 'logs', object>;

export function assertLogPageRequest(page: LogPageRequest): void {
  assertPageRequest(page);
  if (page.beforeId !== undefined) assertInteger('beforeId', page.beforeId, { min: 1 });
}

/** The filtered query restricted to the keyset cursor, when there is one. */
export function seekBelow<Q extends LogQuery>(query: Q, page: LogPageRequest): Q {
  return page.beforeId === undefined ? query : (query.where('logs.id', '<', page.beforeId) as Q);
}

/** LIMIT and, for offset paging past the first page, OFFSET (none after a keyset seek). */
export function pageRows<Q extends { limit(limit: number): Q; offset(offset: number): Q }>(query: Q, page: LogPageRequest): Q {
  const limited = query.limit(page.limit);
  return page.beforeId === undefined && page.offset > 0 ? limited.offset(page.offset) : limited;
}

/** A range ending this close to now (or open-ended) is "recent": its list walks ids from the newest. */
const RECENT_SECONDS = 86_400;

type TimeFilters = { startTimestamp?: number; endTimestamp?: number };

/**
 * The filters for a list's rows (newest first by id). For a recent range the time bounds are taken
 * out of the indexable filters and compared on `+created_at`, which no index serves, so the planner
 * walks an id-ordered index (the primary key, or an equality filter's index, which ends in the id)
 * from the newest row and stops after the page, instead of collecting the whole range and sorting it
 * (SQLite's temp b-tree). An older range stays indexable: walking every newer row would cost more
 * than sorting the range. The count always keeps the indexable range (ADR 0042).
 */
export function listTimeFilters<F extends TimeFilters>(filters: F, page: LogPageRequest): { indexed: F; start?: number; end?: number } {
  const end = filters.endTimestamp;
  const recent = end === undefined || (page.nowSeconds !== undefined && end >= page.nowSeconds - RECENT_SECONDS);
  if (!recent) return { indexed: filters };
  return { indexed: { ...filters, startTimestamp: undefined, endTimestamp: undefined }, start: filters.startTimestamp, end };
}

/** Applies the time bounds of {@link listTimeFilters} on `+logs.created_at`. */
export function whereTimeUnindexed<Q extends LogQuery>(query: Q, start: number | undefined, end: number | undefined): Q {
  let filtered = query;
  if (start !== undefined) filtered = filtered.where(sql<number>`+logs.created_at`, '>=', start) as Q;
  if (end !== undefined) filtered = filtered.where(sql<number>`+logs.created_at`, '<=', end) as Q;
  return filtered;
}

/**
 * The total for a page: rows counted up to `offset + lookahead` (offset paging) or the page's offset
 * plus rows below the cursor up to the lookahead (keyset), so the count's cost does not grow with the
 * table. Exact whenever fewer rows match.
 */
export async function countWindow(executor: Executor, filtered: LogQuery, page: LogPageRequest): Promise<{ total: number; totalCapped: boolean }> {
  const base = page.beforeId === undefined ? 0 : page.offset;
  const cap = (page.beforeId === undefined ? page.offset : 0) + LOG_COUNT_LOOKAHEAD;
  const limited = seekBelow(filtered, page)
    .select('logs.id')
    .limit(cap + 1);
  const row = await executor
    .selectFrom(limited.as('window'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const counted = Number(row.total);
  return counted > cap ? { total: base + cap, totalCapped: true } : { total: base + counted, totalCapped: false };
}
