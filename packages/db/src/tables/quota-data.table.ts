import type { Defaulted, IdColumn } from './column-types.ts';

/** `quota_data`: hourly usage aggregates per (user, model) for the dashboard. */
export interface QuotaDataTable {
  id: IdColumn;
  user_id: number;
  username: Defaulted<string>;
  model_name: Defaulted<string>;
  /** Start of the hour bucket, unix seconds. */
  created_at: number;
  token_used: Defaulted<number>;
  count: Defaulted<number>;
  quota: Defaulted<number>;
}
