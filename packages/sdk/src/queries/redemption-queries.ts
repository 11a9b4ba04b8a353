import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getRedemption, listRedemptions, searchRedemptions } from '../endpoints/redemptions.ts';
import type { RedemptionListParams, RedemptionSearchParams } from '../endpoints/redemptions.ts';
import { queryKeys } from './query-keys.ts';

/** One page of redemption codes; keeps the previous page on screen while the next loads. */
export function redemptionsQuery(params: RedemptionListParams) {
  return queryOptions({
    queryKey: [...queryKeys.redemptions, 'list', params] as const,
    queryFn: ({ signal }) => listRedemptions(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function redemptionSearchQuery(params: RedemptionSearchParams) {
  return queryOptions({
    queryKey: [...queryKeys.redemptions, 'search', params] as const,
    queryFn: ({ signal }) => searchRedemptions(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function redemptionQuery(id: number) {
  return queryOptions({ queryKey: [...queryKeys.redemptions, 'detail', id] as const, queryFn: ({ signal }) => getRedemption(id, signal) });
}
