import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@gateway/domain';

/** The pricing list's state as the URL carries it, so a link or a reload shows the same list: page, size, search and the group viewed. */
export type PricingParams = { p: number; size: number; q: string; group: string };

const sizes: ReadonlySet<number> = new Set<number>(PAGE_SIZE_OPTIONS);

/** Reads `?p=&size=&q=&group=`; bad numbers fall back to page 0 and the remembered size (COM-016…019). */
export function parsePricingParams(search: string, fallbackSize: number = DEFAULT_PAGE_SIZE): PricingParams {
  const query = new URLSearchParams(search);
  const page = Number.parseInt(query.get('p') ?? '', 10);
  const size = Number.parseInt(query.get('size') ?? '', 10);
  return {
    p: Number.isSafeInteger(page) && page >= 0 ? page : 0,
    size: sizes.has(size) ? size : fallbackSize,
    q: query.get('q') ?? '',
    group: (query.get('group') ?? '').trim(),
  };
}

/** The query string of a state; defaults are left out so the plain /pricing stays plain. */
export function formatPricingParams(params: PricingParams, fallbackSize: number = DEFAULT_PAGE_SIZE): string {
  const query = new URLSearchParams();
  if (params.p > 0) query.set('p', String(params.p));
  if (params.size !== fallbackSize) query.set('size', String(params.size));
  if (params.q !== '') query.set('q', params.q);
  if (params.group !== '') query.set('group', params.group);
  return query.toString();
}
