import type { z } from 'zod';
import type { Page, TokenRow, createTokenInput, tokenStatusInput, updateTokenInput } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';
import { toRequestedPage } from './page-param.ts';
import type { RouteData } from './route-data.ts';

export type TokenListParams = {
  /** 0-based page index (COM-019); sent as the server's 1-based `p` (toRequestedPage). */
  p: number;
  /** Page size; the token list names it `size`, as new-api does. */
  size: number;
};

export type TokenSearchParams = TokenListParams & {
  /** Name contains. */
  keyword: string;
  /** Key contains; an `sk-` prefix is ignored. */
  token: string;
};

/** The editable fields of a token as PUT /api/token/ takes them (without the id). */
export type TokenFields = Omit<UpdateTokenInput, 'id'>;

/** POST /api/token/ body: `count` (1–100, default 1) creates that many tokens in one go. */
export type CreateTokenInput = z.input<typeof createTokenInput>;

/** PUT /api/token/ body: every editable field with the id. */
export type UpdateTokenInput = z.input<typeof updateTokenInput>;

/** PUT /api/token/?status_only=true body: enable (1) or disable (2). */
export type TokenStatusInput = z.input<typeof tokenStatusInput>;

/** One group the user may pick for a token (GET /api/user/self/groups). */
export type UserGroupInfo = RouteData<'/user/self/groups', '$get'>[string];

/** GET /api/token/?p=&size=: the signed-in user's own tokens, newest first. */
export function listTokens(params: TokenListParams, signal?: AbortSignal): Promise<Page<TokenRow>> {
  return apiRequest<Page<TokenRow>>('GET', '/api/token/', { query: { p: toRequestedPage(params.p), size: params.size }, signal });
}

/** GET /api/token/search?keyword=&token=&p=&size=: one page of own tokens by name and/or key. */
export function searchTokens(params: TokenSearchParams, signal?: AbortSignal): Promise<Page<TokenRow>> {
  return apiRequest<Page<TokenRow>>('GET', '/api/token/search', {
    query: { keyword: params.keyword, token: params.token, p: toRequestedPage(params.p), size: params.size },
    signal,
  });
}

/** GET /api/token/:id (own tokens only; another user's id answers 404). */
export function getToken(id: number, signal?: AbortSignal): Promise<TokenRow> {
  return apiRequest<TokenRow>('GET', `/api/token/${encodeURIComponent(String(id))}`, { signal });
}

/** POST /api/token/: answers the created tokens (several when `count` > 1). */
export function createToken(input: CreateTokenInput): Promise<TokenRow[]> {
  return apiRequest<TokenRow[]>('POST', '/api/token/', { body: input }).then((rows) => (Array.isArray(rows) ? rows : []));
}

/** PUT /api/token/: every editable field; answers the saved token. */
export function updateToken(input: UpdateTokenInput): Promise<TokenRow> {
  return apiRequest<TokenRow>('PUT', '/api/token/', { body: input });
}

/** PUT /api/token/?status_only=true: enable (1) or disable (2); answers the saved token. */
export function setTokenStatus(input: TokenStatusInput): Promise<TokenRow> {
  return apiRequest<TokenRow>('PUT', '/api/token/', { query: { status_only: 'true' }, body: { id: input.id, status: input.status } });
}

/** DELETE /api/token/:id/ (soft delete). */
export async function deleteToken(id: number): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/token/${encodeURIComponent(String(id))}/`);
}

/** GET /api/user/models: the model names the user's tokens may be limited to. */
export function userModels(signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>('GET', '/api/user/models', { signal }).then((models) => (Array.isArray(models) ? models : []));
}

/** GET /api/user/self/groups: group → {desc, ratio} the user may pick for a token. */
export function selfGroups(signal?: AbortSignal): Promise<Record<string, UserGroupInfo>> {
  return apiRequest<Record<string, UserGroupInfo>>('GET', '/api/user/self/groups', { signal }).then((groups) =>
    groups !== null && typeof groups === 'object' ? groups : {},
  );
}
