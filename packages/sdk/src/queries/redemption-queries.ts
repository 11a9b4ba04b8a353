import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getRedemption, listRedemptions, searchRedemptions } from '../endpoints/redemptions.ts';
import type { RedemptionListParams, RedemptionSearchParams } from '../endpoints/redemptions.ts';
import { queryKeys } from './query-keys.ts';

/** Keys under the `redemptions` root: `rows` (every list page and search) and `detail` per code. */
export const redemptionKeys = {
  all: queryKeys.redemptions,
  rows: [...queryKeys.redemptions, 'rows'] as const,
  list: (params: RedemptionListParams) => [...queryKeys.redemptions, 'rows', 'list', params] as const,
  search: (params: RedemptionSearchParams) => [...queryKeys.redemptions, 'rows', 'search', params] as const,
  detail: (id: number) => [...queryKeys.redemptions, 'detail', id] as const,
} as const;

/** One page of redemption codes; keeps the previous page on screen while the next loads. */
export function redemptionsQuery(params: RedemptionListParams) {
  return queryOptions({
    queryKey: redemptionKeys.list(params),
    queryFn: ({ signal }) => listRedemptions(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function redemptionSearchQuery(params: RedemptionSearchParams) {
  return queryOptions({
    queryKey: redemptionKeys.search(params),
    queryFn: ({ signal }) => searchRedemptions(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function redemptionQuery(id: number) {
  return queryOptions({ queryKey: redemptionKeys.detail(id), queryFn: ({ signal }) => getRedemption(id, signal) });
}
