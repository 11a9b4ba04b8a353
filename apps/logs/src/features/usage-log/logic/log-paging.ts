/**
 * Where the usage-log list stands: the 0-based page and, when it was reached with Next, the keyset
 * cursor that page was asked with (ADR 0042).
 */
export type LogPaging = { page: number; beforeId?: number };

export const FIRST_LOG_PAGE: LogPaging = { page: 0 };

/**
 * The paging after a move to page `next`. Moving to the next page seeks below the last row shown
 * (`before_id`), so a deep page costs the server what the first does instead of skipping every row
 * before it; any other move (previous, a jump, the table's clamp) places the page by `p` alone.
 * `shownIds` are the ids of the current page's rows — empty while they are still the previous
 * page's placeholder, which must not serve as the cursor.
 */
export function movePage(current: LogPaging, next: number, shownIds: readonly number[]): LogPaging {
  const lastId = shownIds.at(-1);
  if (next === current.page + 1 && lastId !== undefined) return { page: next, beforeId: lastId };
  return { page: next };
}
