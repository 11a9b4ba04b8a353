import type { z } from 'zod';
import type { ManageUserResult, Page, PublicUser, createUserInput, manageUserInput, updateUserInput } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';
import { toRequestedPage } from './page-param.ts';

export type UserListParams = {
  /** 0-based page index (COM-019); sent as the server's 1-based `p` (toRequestedPage). */
  p: number;
  page_size: number;
};

export type UserSearchParams = UserListParams & {
  keyword: string;
  /** Exact group; '' or absent for any. */
  group?: string;
};

/** GET /api/user/ (admin): one page of users, soft-deleted ones included (USR-007). */
export function listUsers(params: UserListParams, signal?: AbortSignal): Promise<Page<PublicUser>> {
  return apiRequest<Page<PublicUser>>('GET', '/api/user/', { query: { p: toRequestedPage(params.p), page_size: params.page_size }, signal });
}

/** GET /api/user/search (admin): id, or username/email/display name containing the keyword. */
export function searchUsers(params: UserSearchParams, signal?: AbortSignal): Promise<Page<PublicUser>> {
  return apiRequest<Page<PublicUser>>('GET', '/api/user/search', {
    query: { keyword: params.keyword, group: params.group || undefined, p: toRequestedPage(params.p), page_size: params.page_size },
    signal,
  });
}

/** GET /api/user/:id (admin). */
export function getUser(id: number, signal?: AbortSignal): Promise<PublicUser> {
  return apiRequest<PublicUser>('GET', `/api/user/${encodeURIComponent(String(id))}`, { signal });
}

/** POST /api/user/ (admin, USR-014). */
export async function createUser(input: z.input<typeof createUserInput>): Promise<void> {
  await apiRequest<unknown>('POST', '/api/user/', { body: input });
}

/** PUT /api/user/ (admin edit, USR-017/018). */
export async function updateUser(input: z.input<typeof updateUserInput>): Promise<void> {
  await apiRequest<unknown>('PUT', '/api/user/', { body: input });
}

/** POST /api/user/manage: disable, enable, delete, promote or demote; answers the new role and status (USR-011). */
export function manageUser(input: z.input<typeof manageUserInput>): Promise<ManageUserResult> {
  return apiRequest<ManageUserResult>('POST', '/api/user/manage', { body: input });
}

/** GET /api/group/ (admin): the group names of GroupRatio. */
export function listGroups(signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>('GET', '/api/group/', { signal }).then((groups) => (Array.isArray(groups) ? groups : []));
}
