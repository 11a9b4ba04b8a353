import type { NewLogEntry } from './logs.repository.ts';

/** One hourly rollup increment for quota_data. */
export interface QuotaDataIncrement {
  user_id: number;
  username: string;
  model_name: string;
  /** Start of the hour bucket, unix seconds. */
  created_at: number;
  count: number;
  quota: number;
  token_used: number;
}

/** One group commit of the usage-log writer, already summed per user, token, channel and bucket. */
export interface UsageBatch {
  rows: readonly NewLogEntry[];
  users: ReadonlyMap<number, { quotaReturn: number; usedQuota: number; requests: number }>;
  tokens: ReadonlyMap<number, { remainReturn: number; usedQuota: number }>;
  channels: ReadonlyMap<number, number>;
  buckets: readonly QuotaDataIncrement[];
}

/** 'duplicate': a batch with the same id was applied before, so nothing was written this time. */
export type UsageBatchOutcome = 'applied' | 'duplicate';
