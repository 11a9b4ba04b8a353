import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createRedemptions, deleteRedemption, setRedemptionStatus, updateRedemption } from '@gateway/sdk';
import type { CreateRedemptionsInput, RedemptionStatusInput, UpdateRedemptionInput } from '@gateway/sdk';
import { redemptionKeys, redemptionQuery, redemptionSearchQuery, redemptionsQuery } from '@gateway/sdk/queries';

export type RedemptionListRequest = { p: number; page_size: number; keyword: string };

function listQueries(request: RedemptionListRequest) {
  return { searching: request.keyword !== '', list: redemptionsQuery({ p: request.p, page_size: request.page_size }), search: redemptionSearchQuery(request) };
}

/** One page of codes (TW-024), or of search results when a keyword is set (TW-025). */
export function useRedemptionList(request: RedemptionListRequest) {
  const { searching, list: listOptions, search: searchOptions } = listQueries(request);
  const list = useQuery({ ...listOptions, enabled: !searching });
  const search = useQuery({ ...searchOptions, enabled: searching, placeholderData: keepPreviousData });
  return searching ? search : list;
}

/** Search always asks the server again, even with the filters already shown, so it shows fresh rows. */
export function useReloadRedemptionList(): (request: RedemptionListRequest) => void {
  const client = useQueryClient();
  return (request) => {
    const { searching, list, search } = listQueries(request);
    void client.refetchQueries({ queryKey: searching ? search.queryKey : list.queryKey, exact: true });
  };
}

export function useRedemption(id: number | undefined) {
  return useQuery({ ...redemptionQuery(id ?? 0), enabled: id !== undefined });
}

/** Notice keys of the redemption page's actions: the next result of an action replaces the last (ADR 0021). */
export const redemptionNoticeKeys = {
  editor: 'redemptions.editor',
  row: (id: number) => `redemptions.row.${id}`,
} as const;

function refreshRedemptions(client: QueryClient, id?: number): void {
  void client.invalidateQueries({ queryKey: redemptionKeys.rows });
  if (id !== undefined) void client.invalidateQueries({ queryKey: redemptionKeys.detail(id) });
}

/** Create, edit, enable/disable and delete; each refreshes the code rows (and the code) once it is done. */
export function useRedemptionMutations() {
  const client = useQueryClient();
  const editor = { notifyKey: redemptionNoticeKeys.editor };
  const row = { notifyKey: (input: number | { id: number }) => redemptionNoticeKeys.row(typeof input === 'number' ? input : input.id) };
  return {
    create: useMutation({ mutationFn: (input: CreateRedemptionsInput) => createRedemptions(input), meta: editor, onSuccess: () => refreshRedemptions(client) }),
    update: useMutation({
      mutationFn: (input: UpdateRedemptionInput) => updateRedemption(input),
      meta: editor,
      onSuccess: (_data, input) => refreshRedemptions(client, input.id),
    }),
    setStatus: useMutation({
      mutationFn: (input: RedemptionStatusInput) => setRedemptionStatus(input),
      meta: row,
      onSuccess: (_data, input) => refreshRedemptions(client, input.id),
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteRedemption(id), meta: row, onSuccess: (_data, id) => refreshRedemptions(client, id) }),
  };
}
