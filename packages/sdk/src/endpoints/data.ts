import { apiRequest } from '../http/api-client.ts';
import type { RouteData } from './route-data.ts';

/** Dashboard bucket sizes (SET-021). */
export type DataGranularity = 'hour' | 'day' | 'week';

/** Query of GET /api/data/self (LOG-053): a range of at most one month. */
export type SelfDataParams = {
  /** Unix seconds. */
  start_timestamp: number;
  end_timestamp: number;
  /** Left out: the server's DataExportDefaultTime (LOG-054). */
  granularity?: DataGranularity;
};

/** Admin query of GET /api/data/: one username, or one row per user with group_by 'user'. */
export type DataParams = SelfDataParams & {
  username?: string;
  group_by?: 'model' | 'user';
};

/** One quota_data sum in new-api's row shape; created_at = start of its bucket (unix seconds). */
export type QuotaDataRow = RouteData<'/data', '$get'>[number];

/** GET /api/data/ (admin): everyone's usage per model and bucket. */
export function quotaData(params: DataParams, signal?: AbortSignal): Promise<QuotaDataRow[]> {
  return apiRequest<QuotaDataRow[]>('GET', '/api/data/', { query: { ...params }, signal });
}

/** GET /api/data/self: the caller's own usage per model and bucket. */
export function selfQuotaData(params: SelfDataParams, signal?: AbortSignal): Promise<QuotaDataRow[]> {
  return apiRequest<QuotaDataRow[]>('GET', '/api/data/self', { query: { ...params }, signal });
}
