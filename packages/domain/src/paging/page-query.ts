import { z } from 'zod';

/** Page-size choices of every paginated table (COM-017). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];

/** Shared default page size (COM-016). */
export const DEFAULT_PAGE_SIZE = 10;

/** Largest page a list endpoint serves; larger requests are clamped, not refused. */
export const MAX_PAGE_SIZE = 100;

/**
 * Highest page number served. Later pages would be empty anyway; the bound keeps the SQL offset
 * (page × size) a safe integer however large a number a client sends.
 */
export const MAX_PAGE_NUMBER = 1_000_000_000;

/** Names a client may give the page size, in the order they are read (new-api reads the same three). */
const PAGE_SIZE_NAMES = ['page_size', 'ps', 'size'] as const;

/** Query strings carry '' for a cleared field; treat it like an absent one so defaults apply. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A whole number from query text, or undefined when absent; anything else is refused with `name` in the message. */
function wholeNumber(name: string) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int({ error: `${name} must be an integer` })
      .optional(),
  );
}

type SizeFields = Partial<Record<(typeof PAGE_SIZE_NAMES)[number], number>>;

/**
 * The page size a client asked for: the first of page_size, ps and size that is given and not 0
 * (new-api treats 0 as "not given"). Every name is still checked, so garbage in any of them is
 * refused rather than ignored.
 */
function pickPageSize(fields: SizeFields): number | undefined {
  for (const name of PAGE_SIZE_NAMES) {
    const value = fields[name];
    if (value !== undefined && value !== 0) return value;
  }
  return undefined;
}

const pageFields = z
  .object({ p: wholeNumber('p'), page_size: wholeNumber('page_size'), ps: wholeNumber('ps'), size: wholeNumber('size') })
  .transform((query) => ({ p: toPageNumber(query.p), page_size: toPageSize(pickPageSize(query)) }));

/** Pages are numbered from 1; anything below 1 (0, negative, absent) is the first page. */
function toPageNumber(requested: number | undefined): number {
  if (requested === undefined || requested < 1) return 1;
  return Math.min(requested, MAX_PAGE_NUMBER);
}

/** A size below 1 or absent means the default; above the maximum it is clamped. */
function toPageSize(requested: number | undefined): number {
  if (requested === undefined || requested < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(requested, MAX_PAGE_SIZE);
}

/**
 * Paging query of every list endpoint, read the way new-api reads it so its scripts and tools page
 * the same here: `p` is the 1-based page number (p=2 is the second page; 0, negative or absent is
 * the first, which is also what the console's first load, p=0, gets); the size is `page_size`, or
 * its aliases `ps` and `size`, default 10, clamped to 100. Text that is not a whole number is
 * refused with a message naming the field. The answer's `page` is the 1-based page served.
 */
export const pageQuerySchema = z.preprocess((input) => {
  if (input === null || typeof input !== 'object') return input;
  const record = input as Record<string, unknown>;
  return { p: record['p'], page_size: record['page_size'], ps: record['ps'], size: record['size'] };
}, pageFields);

export type PageQuery = z.output<typeof pageQuerySchema>;

/** One page of a list answer (COM-020). `page` is the 1-based number of the page served. */
export interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/** SQL offset of a page query. */
export function toOffset(query: PageQuery): number {
  return (query.p - 1) * query.page_size;
}

/** Builds the answer for one page, saying which page and size it served. */
export function toPage<T>(items: T[], total: number, query: PageQuery): Page<T> {
  return { items, page: query.p, page_size: query.page_size, total };
}
