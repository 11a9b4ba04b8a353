import type { SelectQueryBuilder } from 'kysely';
import type { Database, Executor } from '../database.ts';
import { assertInteger, assertPageRequest, type Page, type PageRequest } from './query-helpers.ts';

/**
 * How many rows past the requested page the usage-log list counts (ADR 0042). An exact COUNT(*)
 * reads every matching row — a whole 10M-row table for the unfiltered list — so the list counts at
 * most this far ahead and says when the total is only a lower bound.
 */
export const LOG_COUNT_LOOKAHEAD = 10_000;

/** A usage-log page: `p`-style offset paging, or a keyset seek below `beforeId` (ADR 0042). */
export interface LogPageRequest extends PageRequest {
  /**
   * Keyset cursor: only rows with an id below this one (the last id of the previous page). With it
   * `offset` is not skipped in SQL; it only places the page (the rows before it) for the total.
   */
  beforeId?: number;
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

/** Rows to skip in SQL: none after a keyset seek, the page offset otherwise. */
export function sqlOffset(page: LogPageRequest): number {
  return page.beforeId === undefined ? page.offset : 0;
}

/**
 * The total for a page: rows counted up to `offset + lookahead` (offset paging) or the page's offset
 * plus rows below the cursor up to the lookahead (keyset), so the count's cost does not grow with the
 * table. Exact whenever fewer rows match.
 */
export async function countWindow(executor: Executor, filtered: LogQuery, page: LogPageRequest): Promise<{ total: number; totalCapped: boolean }> {
  const base = page.beforeId === undefined ? 0 : page.offset;
  const cap = (page.beforeId === undefined ? page.offset : 0) + LOG_COUNT_LOOKAHEAD;
  const limited = seekBelow(filtered, page).select('logs.id').limit(cap + 1);
  const row = await executor
    .selectFrom(limited.as('window'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const counted = Number(row.total);
  return counted > cap ? { total: base + cap, totalCapped: true } : { total: base + counted, totalCapped: false };
}
