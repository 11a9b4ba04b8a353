import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getToken, listTokens, searchTokens, selfGroups, userModels } from '../endpoints/tokens.ts';
import type { TokenListParams, TokenSearchParams } from '../endpoints/tokens.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Keys under the `tokens` root: `rows` holds every list page and search (what a write refreshes),
 * `detail` one token. The model and group pickers live under other roots and stay cached.
 */
export const tokenKeys = {
  all: queryKeys.tokens,
  rows: [...queryKeys.tokens, 'rows'] as const,
  list: (params: TokenListParams) => [...queryKeys.tokens, 'rows', 'list', params] as const,
  search: (params: TokenSearchParams) => [...queryKeys.tokens, 'rows', 'search', params] as const,
  detail: (id: number) => [...queryKeys.tokens, 'detail', id] as const,
} as const;

/** One page of the own tokens; keeps the previous page on screen while the next loads. */
export function tokensQuery(params: TokenListParams) {
  return queryOptions({
    queryKey: tokenKeys.list(params),
    queryFn: ({ signal }) => listTokens(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function tokenSearchQuery(params: TokenSearchParams) {
  return queryOptions({
    queryKey: tokenKeys.search(params),
    queryFn: ({ signal }) => searchTokens(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function tokenQuery(id: number) {
  return queryOptions({ queryKey: tokenKeys.detail(id), queryFn: ({ signal }) => getToken(id, signal) });
}

/** Model names a token may be limited to; changes only when channels change. */
export function userModelsQuery() {
  return queryOptions({ queryKey: [...queryKeys.models, 'user'] as const, queryFn: ({ signal }) => userModels(signal), staleTime: 5 * 60_000 });
}

/** Groups the user may pick for a token. */
export function selfGroupsQuery() {
  return queryOptions({ queryKey: [...queryKeys.groups, 'self'] as const, queryFn: ({ signal }) => selfGroups(signal), staleTime: 5 * 60_000 });
}
