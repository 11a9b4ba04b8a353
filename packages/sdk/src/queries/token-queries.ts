import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getToken, listTokens, searchTokens, selfGroups, userModels } from '../endpoints/tokens.ts';
import type { TokenListParams, TokenSearchParams } from '../endpoints/tokens.ts';
import { queryKeys } from './query-keys.ts';

/** One page of the own tokens; keeps the previous page on screen while the next loads. */
export function tokensQuery(params: TokenListParams) {
  return queryOptions({
    queryKey: [...queryKeys.tokens, 'list', params] as const,
    queryFn: ({ signal }) => listTokens(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function tokenSearchQuery(params: TokenSearchParams) {
  return queryOptions({
    queryKey: [...queryKeys.tokens, 'search', params] as const,
    queryFn: ({ signal }) => searchTokens(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function tokenQuery(id: number) {
  return queryOptions({ queryKey: [...queryKeys.tokens, 'detail', id] as const, queryFn: ({ signal }) => getToken(id, signal) });
}

/** Model names a token may be limited to; changes only when channels change. */
export function userModelsQuery() {
  return queryOptions({ queryKey: [...queryKeys.models, 'user'] as const, queryFn: ({ signal }) => userModels(signal), staleTime: 5 * 60_000 });
}

/** Groups the user may pick for a token. */
export function selfGroupsQuery() {
  return queryOptions({ queryKey: [...queryKeys.groups, 'self'] as const, queryFn: ({ signal }) => selfGroups(signal), staleTime: 5 * 60_000 });
}
