import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createToken, deleteToken, setTokenStatus, updateToken } from '@gateway/sdk';
import type { CreateTokenInput, TokenStatusInput, UpdateTokenInput } from '@gateway/sdk';
import { selfGroupsQuery, tokenKeys, tokenQuery, tokenSearchQuery, tokensQuery, userModelsQuery } from '@gateway/sdk/queries';
import type { Page, TokenRow } from '@gateway/domain';

export type TokenListRequest = { p: number; size: number; keyword: string; token: string };

/** The request behind a list state: one server page of the list, or of the search when a filter is set. */
function listQueries(request: TokenListRequest) {
  const searching = request.keyword !== '' || request.token !== '';
  const page = { p: request.p, size: request.size };
  return { searching, list: tokensQuery(page), search: tokenSearchQuery({ ...page, keyword: request.keyword, token: request.token }) };
}

/** The token table's rows: one server page of the list, or of the search (TW-003) while a filter is set. */
export function useTokenList(request: TokenListRequest): { data: Page<TokenRow> | undefined; isFetching: boolean } {
  const { searching, list: listOptions, search: searchOptions } = listQueries(request);
  const list = useQuery({ ...listOptions, enabled: !searching });
  const search = useQuery({ ...searchOptions, enabled: searching });
  return searching ? { data: search.data, isFetching: search.isFetching } : { data: list.data, isFetching: list.isFetching };
}

/**
 * Search always asks the server again: Search with the filters already shown would
 * otherwise keep the cached rows. A request not cached yet is fetched by the list itself.
 */
export function useReloadTokenList(): (request: TokenListRequest) => void {
  const client = useQueryClient();
  return (request) => {
    const { searching, list, search } = listQueries(request);
    void client.refetchQueries({ queryKey: searching ? search.queryKey : list.queryKey, exact: true });
  };
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

/** Notice keys of the token page's actions: the next result of an action replaces the last (ADR 0021). */
export const tokenNoticeKeys = {
  editor: 'tokens.editor',
  row: (id: number) => `tokens.row.${id}`,
} as const;

/** After a write: the list pages and searches, and the one token's detail; the pickers stay cached. */
function refreshTokens(client: QueryClient, id?: number): void {
  void client.invalidateQueries({ queryKey: tokenKeys.rows });
  if (id !== undefined) void client.invalidateQueries({ queryKey: tokenKeys.detail(id) });
}

/** Create, edit, toggle and delete; each refreshes the token rows (and the token) once it is done. */
export function useTokenMutations() {
  const client = useQueryClient();
  const editor = { notifyKey: tokenNoticeKeys.editor };
  const row = { notifyKey: (input: number | { id: number }) => tokenNoticeKeys.row(typeof input === 'number' ? input : input.id) };
  return {
    create: useMutation({ mutationFn: (input: CreateTokenInput) => createToken(input), meta: editor, onSuccess: () => refreshTokens(client) }),
    update: useMutation({
      mutationFn: (input: UpdateTokenInput) => updateToken(input),
      meta: editor,
      onSuccess: (_data, input) => refreshTokens(client, input.id),
    }),
    setStatus: useMutation({
      mutationFn: (input: TokenStatusInput) => setTokenStatus(input),
      meta: row,
      onSuccess: (_data, input) => refreshTokens(client, input.id),
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteToken(id), meta: row, onSuccess: (_data, id) => refreshTokens(client, id) }),
  };
}
