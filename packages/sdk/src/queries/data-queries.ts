import { queryOptions } from '@tanstack/react-query';
import { quotaData, selfQuotaData } from '../endpoints/data.ts';
import type { DataParams, SelfDataParams } from '../endpoints/data.ts';

/** Keys of the dashboard's quota_data queries. */
export const dataKeys = {
  all: ['data'] as const,
  admin: (params: DataParams) => ['data', 'admin', params] as const,
  self: (params: SelfDataParams) => ['data', 'self', params] as const,
};

/** Everyone's usage per model and bucket (admin). */
export function quotaDataQuery(params: DataParams) {
  return queryOptions({ queryKey: dataKeys.admin(params), queryFn: ({ signal }) => quotaData(params, signal) });
}

/** The caller's own usage per model and bucket. */
export function selfQuotaDataQuery(params: SelfDataParams) {
  return queryOptions({ queryKey: dataKeys.self(params), queryFn: ({ signal }) => selfQuotaData(params, signal) });
}
