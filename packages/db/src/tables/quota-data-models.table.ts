import type { Defaulted } from './column-types.ts';

/**
 * `quota_data_models` (ADR 0046): the quota_data rollups summed across users, one row per
 * (hour, model). The admin dashboard over all users reads it, so its cost does not grow with the number
 * of users. Written in the same transaction as quota_data; primary key (created_at, model_name).
 */
export interface QuotaDataModelsTable {
  /** Start of the hour bucket, unix seconds (as quota_data.created_at). */
  created_at: number;
  model_name: string;
  token_used: Defaulted<number>;
  count: Defaulted<number>;
  quota: Defaulted<number>;
}
