import type { Defaulted, IdColumn } from './column-types.ts';

/**
 * `channels`: upstream providers. Columns new-api models as pointers are nullable here so rows
 * imported from it keep their NULLs.
 */
export interface ChannelsTable {
  id: IdColumn;
  type: Defaulted<number>;
  /** Upstream credential(s), newline-separated when several. */
  key: string;
  open_ai_organization: string | null;
  test_model: string | null;
  /** 0 unknown, 1 enabled, 2 manually disabled, 3 auto-disabled. */
  status: Defaulted<number>;
  name: Defaulted<string>;
  weight: Defaulted<number>;
  created_time: Defaulted<number>;
  test_time: Defaulted<number>;
  /** Milliseconds of the last test. */
  response_time: Defaulted<number>;
  base_url: Defaulted<string | null>;
  /** Per-type extra (api version, region, …). */
  other: Defaulted<string>;
  /** USD. */
  balance: Defaulted<number>;
  balance_updated_time: Defaulted<number>;
  /** Comma-separated model names. */
  models: Defaulted<string>;
  /** Comma-separated group names. */
  group: Defaulted<string>;
  used_quota: Defaulted<number>;
  /** JSON text. */
  model_mapping: string | null;
  /** JSON text, e.g. {"400":"500"}. */
  status_code_mapping: Defaulted<string | null>;
  priority: Defaulted<number>;
  auto_ban: Defaulted<number>;
  /** JSON text: status_reason, status_time. */
  other_info: Defaulted<string>;
  tag: string | null;
  /** JSON text: force_format, proxy, thinking_to_content. */
  setting: string | null;
  /** JSON text. */
  param_override: string | null;
  /** Canonical decimal text ("0.0001"), exact on every dialect (migration 0002 says why not a float). */
  price: Defaulted<string>;
  /** 0 means no limit. */
  max_input_tokens: Defaulted<number>;
  /** Unix seconds when the channel's credential expires; 0 never (stored and shown, not edited by the console). */
  expired_time: Defaulted<number>;
  /** HTTP status of the last upstream error; 0 when none. Written by the server only. */
  error_status: Defaulted<number>;
  /** Unix seconds of the last upstream error; 0 when none. */
  last_error_at: Defaulted<number>;
  /** Unix seconds of the last notification about this channel's errors; 0 when none. */
  last_notified_at: Defaulted<number>;
  /** Text of the last upstream error; '' when none. */
  error_details: Defaulted<string>;
}
