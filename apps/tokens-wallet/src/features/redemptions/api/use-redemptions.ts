import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRedemptions, deleteRedemption, setRedemptionStatus, updateRedemption } from '@gateway/sdk';
import type { CreateRedemptionsInput, UpdateRedemptionInput } from '@gateway/sdk';
import { queryKeys, redemptionQuery, redemptionSearchQuery, redemptionsQuery } from '@gateway/sdk/queries';

export type RedemptionListRequest = { p: number; page_size: number; keyword: string };

/** One page of codes (TW-024), or of search results when a keyword is set (TW-025). */
export function useRedemptionList(request: RedemptionListRequest) {
  const searching = request.keyword !== '';
  const list = useQuery({ ...redemptionsQuery({ p: request.p, page_size: request.page_size }), enabled: !searching });
  const search = useQuery({ ...redemptionSearchQuery(request), enabled: searching, placeholderData: keepPreviousData });
  return searching ? search : list;
}

export function useRedemption(id: number | undefined) {
  return useQuery({ ...redemptionQuery(id ?? 0), enabled: id !== undefined });
}

/** Create, edit, enable/disable and delete; each refreshes every code list on success. */
export function useRedemptionMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.redemptions });
  return {
    create: useMutation({ mutationFn: (input: CreateRedemptionsInput) => createRedemptions(input), onSuccess: refresh }),
    update: useMutation({ mutationFn: (input: UpdateRedemptionInput) => updateRedemption(input), onSuccess: refresh }),
    setStatus: useMutation({ mutationFn: (input: { id: number; status: number }) => setRedemptionStatus(input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => deleteRedemption(id), onSuccess: refresh }),
  };
}
