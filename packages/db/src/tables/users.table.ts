import type { Defaulted, DeletedAtColumn, IdColumn } from './column-types.ts';

/** `users`: accounts, balances and referral counters, with new-api's column names. */
export interface UsersTable {
  id: IdColumn;
  username: string;
  /** bcrypt hash. */
  password: string;
  display_name: Defaulted<string>;
  /** 1 common, 10 admin, 100 root. */
  role: Defaulted<number>;
  /** 1 enabled, 2 disabled. */
  status: Defaulted<number>;
  email: Defaulted<string>;
  github_id: Defaulted<string>;
  oidc_id: Defaulted<string>;
  wechat_id: Defaulted<string>;
  telegram_id: Defaulted<string>;
  linux_do_id: Defaulted<string>;
  /** Hex SHA-256 of the system access token (never the token itself); NULL when none was generated. */
  access_token: string | null;
  quota: Defaulted<number>;
  used_quota: Defaulted<number>;
  request_count: Defaulted<number>;
  group: Defaulted<string>;
  /** Invitation code; NULL until assigned (unique among non-NULL). */
  aff_code: string | null;
  aff_count: Defaulted<number>;
  /** Invite reward not yet transferred to `quota`. */
  aff_quota: Defaulted<number>;
  /** Total invite reward ever earned (JSON name `aff_history_quota`). */
  aff_history: Defaulted<number>;
  inviter_id: Defaulted<number>;
  /** JSON text: notify_type, quota_warning_threshold, webhook_url, … ('' = none). */
  setting: Defaulted<string>;
  /** Raised to end every session issued before (ADR 0017); session cookies carry the epoch they were issued at. */
  session_epoch: Defaulted<number>;
  /** Sessions ended one by one (logout) at the current epoch: `<session id>:<expiry>` entries separated by spaces. */
  revoked_sessions: Defaulted<string>;
  /**
   * 1 once the quota warning for the current dip below the user's threshold went out, 0 while armed
   * (the balance is at or above it). Flipped by compare-and-set, so one dip gives one warning.
   */
  quota_warning_sent: Defaulted<number>;
  deleted_at: DeletedAtColumn;
}
