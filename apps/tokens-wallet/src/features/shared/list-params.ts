import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@gateway/domain';

/** A list page's state as the URL carries it, so a link or a reload shows the same list: 0-based page, size, and named text filters. */
export type ListParams<F extends string> = { p: number; size: number; filters: Record<F, string> };

const sizes: ReadonlySet<number> = new Set<number>(PAGE_SIZE_OPTIONS);

/** Reads `?p=&size=&<filter>=` ; bad numbers fall back to page 0 and the remembered size. */
export function parseListParams<F extends string>(search: string, filterNames: readonly F[], fallbackSize: number = DEFAULT_PAGE_SIZE): ListParams<F> {
  const query = new URLSearchParams(search);
  const page = Number.parseInt(query.get('p') ?? '', 10);
  const size = Number.parseInt(query.get('size') ?? '', 10);
  const filters = Object.fromEntries(filterNames.map((name) => [name, query.get(name) ?? ''])) as Record<F, string>;
  return { p: Number.isSafeInteger(page) && page >= 0 ? page : 0, size: sizes.has(size) ? size : fallbackSize, filters };
}

/** The query string for a state; defaults and empty filters are left out so plain URLs stay plain. */
export function formatListParams<F extends string>(params: ListParams<F>): string {
  const query = new URLSearchParams();
  if (params.p > 0) query.set('p', String(params.p));
  query.set('size', String(params.size));
  for (const [name, value] of Object.entries<string>(params.filters)) if (value.trim() !== '') query.set(name, value.trim());
  return query.toString();
}
