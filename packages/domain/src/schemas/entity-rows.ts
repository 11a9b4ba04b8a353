/**
 * Wire shapes of the console's list rows. Field names are the
 * JSON names new-api uses, so existing clients keep working.
 */

/** GET /api/token/ rows. `key` is stored without the "sk-" prefix the console shows. */
export interface TokenRow {
  id: number;
  user_id: number;
  key: string;
  status: number;
  name: string;
  created_time: number;
  accessed_time: number;
  /** Unix seconds; -1 never expires. */
  expired_time: number;
  remain_quota: number;
  unlimited_quota: boolean;
  model_limits_enabled: boolean;
  /** Comma-separated model names. */
  model_limits: string;
  /** One IP per line; '' means unrestricted. */
  allow_ips: string;
  used_quota: number;
  group: string;
  deleted_at?: string | number | null;
  /** new-api's soft-delete field (RFC 3339 text or null); lists carry live tokens only, so null. */
  DeletedAt?: string | null;
}

/** GET /api/channel/ rows; `key` is never sent back to the browser (channel keys stay on the server, ADR 0012). */
export interface ChannelRow {
  id: number;
  type: number;
  key?: string;
  openai_organization: string | null;
  test_model: string | null;
  status: number;
  name: string;
  weight: number;
  created_time: number;
  test_time: number;
  /** Milliseconds of the last test. */
  response_time: number;
  base_url: string;
  other: string;
  balance: number;
  balance_updated_time: number;
  /** Comma-separated model names. */
  models: string;
  /** Comma-separated group names. */
  group: string;
  used_quota: number;
  /** JSON object text. */
  model_mapping: string;
  /** JSON object text. */
  status_code_mapping: string;
  priority: number;
  auto_ban: number;
  /** JSON text: status_reason, status_time. */
  other_info: string;
  tag: string | null;
  /** JSON text: force_format, proxy, thinking_to_content. */
  setting: string;
  /** JSON text. */
  param_override: string;
  /** Per-channel price, ≥ 0 with step 0.0001. */
  price: number;
  /** 0 means no limit. */
  max_input_tokens: number;
  /** Unix seconds; 0 never. */
  expired_time: number;
  /** Read-only error record, written by the server: last upstream HTTP status (0 none). */
  error_status: number;
  /** Unix seconds; 0 never. */
  last_error_at: number;
  /** Unix seconds; 0 never. */
  last_notified_at: number;
  error_details: string;
}

/** GET /api/redemption/ rows. */
export interface RedemptionRow {
  id: number;
  user_id: number;
  key: string;
  status: number;
  name: string;
  quota: number;
  created_time: number;
  redeemed_time: number;
  /** 0 while unused. */
  used_user_id: number;
  deleted_at?: string | number | null;
  /** new-api's soft-delete field (RFC 3339 text or null). */
  DeletedAt?: string | null;
}

/** GET /api/log/ rows. */
export interface LogRow {
  id: number;
  user_id: number;
  created_at: number;
  type: number;
  content: string;
  username: string;
  token_name: string;
  model_name: string;
  quota: number;
  prompt_tokens: number;
  completion_tokens: number;
  /** Seconds. */
  use_time: number;
  is_stream: boolean;
  /** Channel id (JSON name "channel"). */
  channel: number;
  channel_name?: string;
  token_id: number;
  group: string;
  /** JSON text with the billing details (model_ratio, group_ratio, cache_tokens, frt, admin_info …). */
  other: string;
}
