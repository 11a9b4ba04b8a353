import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@gateway/domain';

/** The list's state as the URL holds it, so a link or a reload shows the same list: page, size, filters and tag mode. */
export type ChannelListState = {
  page: number;
  pageSize: number;
  keyword: string;
  model: string;
  group: string;
  tagMode: boolean;
};

const sizes: ReadonlySet<number> = new Set<number>(PAGE_SIZE_OPTIONS);

/** Reads `?p=&size=&keyword=&model=&group=&tag=1`; bad numbers fall back rather than break the page. */
export function parseListState(search: string, fallbackSize: number = DEFAULT_PAGE_SIZE): ChannelListState {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('p') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  return {
    page: Number.isSafeInteger(page) && page >= 0 ? page : 0,
    pageSize: sizes.has(size) ? size : fallbackSize,
    keyword: params.get('keyword') ?? '',
    model: params.get('model') ?? '',
    group: params.get('group') ?? '',
    tagMode: params.get('tag') === '1',
  };
}

/** The query string of a state; defaults are left out so a fresh list has a clean URL. */
export function formatListState(state: ChannelListState, defaultSize: number = DEFAULT_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (state.page > 0) params.set('p', String(state.page));
  if (state.pageSize !== defaultSize) params.set('size', String(state.pageSize));
  if (state.keyword !== '') params.set('keyword', state.keyword);
  if (state.model !== '') params.set('model', state.model);
  if (state.group !== '') params.set('group', state.group);
  if (state.tagMode) params.set('tag', '1');
  return params.toString();
}

/** A path with the list's query string, so opening and closing the editor keeps the list as it was. */
export function withSearch(path: string, search: string): string {
  return search === '' ? path : `${path}?${search}`;
}
