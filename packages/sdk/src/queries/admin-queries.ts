import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getUser, listGroups, listUsers, searchUsers } from '../endpoints/users.ts';
import type { UserListParams, UserSearchParams } from '../endpoints/users.ts';
import { listOptions } from '../endpoints/options.ts';
import { listSecretOptions } from '../endpoints/option-tools.ts';
import { queryKeys } from './query-keys.ts';

/** One page of users; keeps the previous page on screen while the next loads. */
export function usersQuery(params: UserListParams) {
  return queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function userSearchQuery(params: UserSearchParams) {
  return queryOptions({
    queryKey: queryKeys.users.search(params),
    queryFn: ({ signal }) => searchUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function userQuery(id: number) {
  return queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: ({ signal }) => getUser(id, signal) });
}

export function groupsQuery() {
  return queryOptions({ queryKey: queryKeys.groups, queryFn: ({ signal }) => listGroups(signal), staleTime: 5 * 60_000 });
}

export function optionsQuery() {
  return queryOptions({ queryKey: queryKeys.options, queryFn: ({ signal }) => listOptions(signal) });
}

/** Which write-only options hold a value (root). */
export function optionSecretsQuery() {
  return queryOptions({ queryKey: queryKeys.optionSecrets, queryFn: ({ signal }) => listSecretOptions(signal) });
}
