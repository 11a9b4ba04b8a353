import type { BooleanColumn, Defaulted, IdColumn } from './column-types.ts';

/** `logs`: usage, top-up, admin, system and error events (one row per settled request). */
export interface LogsTable {
  id: IdColumn;
  user_id: number;
  /** Unix seconds. */
  created_at: number;
  /** 1 top-up, 2 consume, 3 manage, 4 system, 5 error. */
  type: number;
  content: Defaulted<string>;
  username: Defaulted<string>;
  token_name: Defaulted<string>;
  model_name: Defaulted<string>;
  quota: Defaulted<number>;
  prompt_tokens: Defaulted<number>;
  completion_tokens: Defaulted<number>;
  /** Seconds. */
  use_time: Defaulted<number>;
  is_stream: BooleanColumn;
  /** JSON name `channel`. */
  channel_id: Defaulted<number>;
  token_id: Defaulted<number>;
  group: Defaulted<string>;
  /** JSON text (model_ratio, group_ratio, frt, admin_info, …). */
  other: Defaulted<string>;
}
