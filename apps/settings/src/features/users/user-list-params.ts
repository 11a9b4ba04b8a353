import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@gateway/domain';

/** The user list's state as the URL carries it, so a link or a reload shows the same list: 0-based page, size, keyword and group. */
export type UserListParams = { p: number; size: number; keyword: string; group: string };

const sizes: ReadonlySet<number> = new Set<number>(PAGE_SIZE_OPTIONS);

/** Reads `?p=&size=&keyword=&group=`; bad numbers fall back to page 0 and the remembered size (COM-018/019). */
export function parseUserListParams(search: string, fallbackSize: number = DEFAULT_PAGE_SIZE): UserListParams {
  const query = new URLSearchParams(search);
  const page = Number.parseInt(query.get('p') ?? '', 10);
  const size = Number.parseInt(query.get('size') ?? '', 10);
  return {
    p: Number.isSafeInteger(page) && page >= 0 ? page : 0,
    size: sizes.has(size) ? size : fallbackSize,
    keyword: (query.get('keyword') ?? '').trim(),
    group: (query.get('group') ?? '').trim(),
  };
}

/** The query string of a state; page 0 and empty filters are left out so plain URLs stay plain. */
export function formatUserListParams(params: UserListParams): string {
  const query = new URLSearchParams();
  if (params.p > 0) query.set('p', String(params.p));
  query.set('size', String(params.size));
  if (params.keyword.trim() !== '') query.set('keyword', params.keyword.trim());
  if (params.group.trim() !== '') query.set('group', params.group.trim());
  return query.toString();
}

/** A search asks GET /api/user/search (USR-004); without a keyword or group the plain list (USR-003). */
export function isSearch(params: UserListParams): boolean {
  return params.keyword !== '' || params.group !== '';
}
