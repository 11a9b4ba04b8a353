import { z } from 'zod';

/** Page-size choices of every paginated table (COM-017). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];

/** Shared default page size (COM-016). */
export const DEFAULT_PAGE_SIZE = 10;

/** Largest page a list endpoint serves; larger requests are clamped, not refused. */
export const MAX_PAGE_SIZE = 100;

/** Query strings carry '' for a cleared field; treat it like an absent one so defaults apply. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

const pageIndex = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'p must be a number' })
    .int({ error: 'p must be an integer' })
    .min(0, { error: 'p must be 0 or greater' })
    .default(0),
);

const pageSize = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'page_size must be a number' })
    .int({ error: 'page_size must be an integer' })
    .min(1, { error: 'page_size must be at least 1' })
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
);

/**
 * Paging query of every list endpoint: `p` is a 0-based page index (the console starts at 0,
 * COM-019) and `page_size` defaults to 10, clamped to 100. The token list historically names the
 * size `size` (reference §1.1), so `size` is accepted when `page_size` is absent.
 */
export const pageQuerySchema = z.preprocess(
  (input) => {
    if (input === null || typeof input !== 'object') return input;
    const record = input as Record<string, unknown>;
    if (blankToUndefined(record['page_size']) === undefined && record['size'] !== undefined) {
      return { ...record, page_size: record['size'] };
    }
    return record;
  },
  z.object({ p: pageIndex, page_size: pageSize }),
);

export type PageQuery = z.output<typeof pageQuerySchema>;

/** One page of a list answer (COM-020). `page` echoes the requested 0-based index. */
export interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/** SQL offset of a page query. */
export function toOffset(query: PageQuery): number {
  return query.p * query.page_size;
}

/** Builds the answer for one page, echoing the query it served. */
export function toPage<T>(items: T[], total: number, query: PageQuery): Page<T> {
  return { items, page: query.p, page_size: query.page_size, total };
}
