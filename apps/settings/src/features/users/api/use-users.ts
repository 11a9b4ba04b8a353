import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createUser, manageUser, updateSelf, updateUser } from '@gateway/sdk';
import type { UpdateSelfRequest } from '@gateway/sdk';
import { groupsQuery, queryKeys, selfQuery, userQuery, userSearchQuery, usersQuery } from '@gateway/sdk/queries';
import type { CreateUserInput, ManageUserInput, Page, PublicUser, UpdateUserInput } from '@gateway/domain';
import type { UserListParams } from '../user-list-params.ts';
import { isSearch } from '../user-list-params.ts';
import { applyManageResult } from '../apply-manage-result.ts';

/** Notice keys of the user page's actions: an action's next result replaces its last notice (ADR 0021). */
export const userNoticeKeys = {
  editor: 'users.editor',
  row: (id: number) => `users.row.${id}`,
} as const;

function listQueries(params: UserListParams) {
  const paging = { p: params.p, page_size: params.size };
  return { searching: isSearch(params), list: usersQuery(paging), search: userSearchQuery({ ...paging, keyword: params.keyword, group: params.group }) };
}

/** One page of users: the list (USR-003) or the search by keyword and group (USR-004), same shape. */
export function useUserList(params: UserListParams): { data: Page<PublicUser> | undefined; isFetching: boolean } {
  const { searching, list, search } = listQueries(params);
  const listed = useQuery({ ...list, enabled: !searching });
  const found = useQuery({ ...search, enabled: searching });
  const query = searching ? found : listed;
  return { data: query.data, isFetching: query.isFetching };
}

/** Search always asks the server again, even with the filters already shown, so it shows fresh rows. */
export function useReloadUserList(): (params: UserListParams) => void {
  const client = useQueryClient();
  return (params) => {
    const { searching, list, search } = listQueries(params);
    void client.refetchQueries({ queryKey: searching ? search.queryKey : list.queryKey, exact: true });
  };
}

/** The group choices of the search and the editor (USR-005). */
export function useGroups() {
  return useQuery(groupsQuery());
}

/** GET /api/user/:id for the editor (USR-016); GET /api/user/self for /user/edit. */
export function useUserDetail(id: number | undefined) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== undefined });
}

export function useSelf(enabled: boolean) {
  return useQuery({ ...selfQuery(), enabled });
}

function refreshUsers(client: QueryClient, id?: number): void {
  void client.invalidateQueries({ queryKey: queryKeys.users.all, refetchType: 'active' });
  if (id !== undefined) void client.invalidateQueries({ queryKey: queryKeys.users.detail(id) });
}

/** Create, edit, edit-self and the manage actions. */
export function useUserMutations() {
  const client = useQueryClient();
  const editor = { notifyKey: userNoticeKeys.editor };
  return {
    create: useMutation({ mutationFn: (input: CreateUserInput) => createUser(input), meta: editor, onSuccess: () => refreshUsers(client) }),
    update: useMutation({
      mutationFn: (input: UpdateUserInput) => updateUser(input),
      meta: editor,
      onSuccess: (_data, input) => refreshUsers(client, input.id),
    }),
    updateSelf: useMutation({
      mutationFn: (input: UpdateSelfRequest) => updateSelf(input),
      meta: editor,
      onSuccess: () => {
        refreshUsers(client);
        void client.invalidateQueries({ queryKey: queryKeys.self });
      },
    }),
    manage: useMutation({
      mutationFn: (input: ManageUserInput) => manageUser(input),
      meta: { notifyKey: (input: ManageUserInput) => userNoticeKeys.row(input.id) },
      // USR-011 / USR-012: the row takes the answered role and status (deleted: marked locally), no refetch.
      onSuccess: (result, input) => {
        client.setQueriesData<Page<PublicUser>>({ queryKey: queryKeys.users.all }, (page) => applyManageResult(page, input, result, new Date()));
        void client.invalidateQueries({ queryKey: queryKeys.users.detail(input.id) });
      },
    }),
  };
}
