import type { BooleanColumn, Defaulted, DeletedAtColumn, IdColumn } from './column-types.ts';

/** `tokens`: API keys (`sk-<key>`; the column holds the key without the prefix). */
export interface TokensTable {
  id: IdColumn;
  user_id: number;
  key: string;
  /** 1 enabled, 2 disabled, 3 expired, 4 exhausted. */
  status: Defaulted<number>;
  name: Defaulted<string>;
  created_time: Defaulted<number>;
  accessed_time: Defaulted<number>;
  /** Unix seconds; -1 = never expires. */
  expired_time: Defaulted<number>;
  remain_quota: Defaulted<number>;
  unlimited_quota: BooleanColumn;
  model_limits_enabled: BooleanColumn;
  /** Comma-separated model names. */
  model_limits: Defaulted<string>;
  /** Newline-separated IPs; NULL or '' = any. */
  allow_ips: Defaulted<string | null>;
  used_quota: Defaulted<number>;
  group: Defaulted<string>;
  deleted_at: DeletedAtColumn;
}
