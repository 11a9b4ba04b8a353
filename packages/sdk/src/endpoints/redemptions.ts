import type { z } from 'zod';
import type { Page, RedemptionRow, createRedemptionInput, redemptionStatusInput, updateRedemptionInput } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';
import { toRequestedPage } from './page-param.ts';

export type RedemptionListParams = {
  /** 0-based page index (COM-019); sent as the server's 1-based `p` (toRequestedPage). */
  p: number;
  page_size: number;
};

export type RedemptionSearchParams = RedemptionListParams & {
  /** An id (exact) or the start of a name. */
  keyword: string;
};

/** POST /api/redemption/ body. */
export type CreateRedemptionsInput = z.input<typeof createRedemptionInput>;

/** PUT /api/redemption/ body: name and quota change only while the code is unused. */
export type UpdateRedemptionInput = z.input<typeof updateRedemptionInput>;

/** PUT /api/redemption/?status_only=true body: enable (1) or disable (2). */
export type RedemptionStatusInput = z.input<typeof redemptionStatusInput>;

/** GET /api/redemption/?p=&page_size= (admin). */
export function listRedemptions(params: RedemptionListParams, signal?: AbortSignal): Promise<Page<RedemptionRow>> {
  return apiRequest<Page<RedemptionRow>>('GET', '/api/redemption/', { query: { p: toRequestedPage(params.p), page_size: params.page_size }, signal });
}

/** GET /api/redemption/search?keyword=&p=&page_size= (admin). */
export function searchRedemptions(params: RedemptionSearchParams, signal?: AbortSignal): Promise<Page<RedemptionRow>> {
  return apiRequest<Page<RedemptionRow>>('GET', '/api/redemption/search', {
    query: { keyword: params.keyword, p: toRequestedPage(params.p), page_size: params.page_size },
    signal,
  });
}

/** GET /api/redemption/:id (admin). */
export function getRedemption(id: number, signal?: AbortSignal): Promise<RedemptionRow> {
  return apiRequest<RedemptionRow>('GET', `/api/redemption/${encodeURIComponent(String(id))}`, { signal });
}

/** POST /api/redemption/ (admin): answers the generated codes. */
export function createRedemptions(input: CreateRedemptionsInput): Promise<string[]> {
  return apiRequest<string[]>('POST', '/api/redemption/', { body: input }).then((keys) => (Array.isArray(keys) ? keys : []));
}

/** PUT /api/redemption/ (admin): answers the saved code. */
export function updateRedemption(input: UpdateRedemptionInput): Promise<RedemptionRow> {
  return apiRequest<RedemptionRow>('PUT', '/api/redemption/', { body: input });
}

/** PUT /api/redemption/?status_only=true (admin): enable (1) or disable (2); a used code cannot be enabled. */
export function setRedemptionStatus(input: RedemptionStatusInput): Promise<RedemptionRow> {
  return apiRequest<RedemptionRow>('PUT', '/api/redemption/', { query: { status_only: 'true' }, body: { id: input.id, status: input.status } });
}

/** DELETE /api/redemption/:id/ (admin, soft delete). */
export async function deleteRedemption(id: number): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/redemption/${encodeURIComponent(String(id))}/`);
}
