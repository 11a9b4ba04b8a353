import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createToken, deleteToken, setTokenStatus, updateToken } from '@gateway/sdk';
import type { CreateTokenInput, UpdateTokenInput } from '@gateway/sdk';
import { queryKeys, selfGroupsQuery, tokenQuery, tokenSearchQuery, tokensQuery, userModelsQuery } from '@gateway/sdk/queries';
import type { Page, TokenRow } from '@gateway/domain';

export type TokenListRequest = { p: number; size: number; keyword: string; token: string };

/**
 * The token table's rows: one server page, or every match of a search (the search endpoint is not
 * paged, TW-003), shaped as one page so the table handles both alike.
 */
export function useTokenList(request: TokenListRequest): { data: Page<TokenRow> | undefined; isFetching: boolean } {
  const searching = request.keyword !== '' || request.token !== '';
  const list = useQuery({ ...tokensQuery({ p: request.p, size: request.size }), enabled: !searching });
  const search = useQuery({ ...tokenSearchQuery({ keyword: request.keyword, token: request.token }), enabled: searching });
  if (!searching) return { data: list.data, isFetching: list.isFetching };
  const rows = search.data ?? [];
  const data = search.data === undefined ? undefined : { items: rows, page: 0, page_size: Math.max(rows.length, 1), total: rows.length };
  return { data, isFetching: search.isFetching };
}

export function useToken(id: number | undefined) {
  return useQuery({ ...tokenQuery(id ?? 0), enabled: id !== undefined });
}

export function useUserModels(enabled: boolean) {
  return useQuery({ ...userModelsQuery(), enabled });
}

export function useSelfGroups(enabled: boolean) {
  return useQuery({ ...selfGroupsQuery(), enabled });
}

/** Create, edit, toggle and delete; each refreshes every token list and search on success. */
export function useTokenMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.tokens });
  return {
    create: useMutation({ mutationFn: (input: CreateTokenInput) => createToken(input), onSuccess: refresh }),
    update: useMutation({ mutationFn: (input: UpdateTokenInput) => updateToken(input), onSuccess: refresh }),
    setStatus: useMutation({ mutationFn: (input: { id: number; status: number }) => setTokenStatus(input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => deleteToken(id), onSuccess: refresh }),
  };
}
