import type { UserSetting } from '../schemas/user-schemas.ts';

/** What the server reads from `users.setting` to notify a user (API-USR-024); absent fields use the defaults. */
export interface StoredUserSetting extends Omit<UserSetting, 'quota_warning_threshold'> {
  /** Undefined when the user never chose one: the QuotaRemindThreshold option applies then. */
  quota_warning_threshold: number | undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads `users.setting` leniently: the text may be '' (never saved), not JSON, or written by new-api
 * (floats, missing fields). Nothing here throws; a field of the wrong type counts as unset.
 */
export function readStoredUserSetting(settingText: string): StoredUserSetting {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(settingText);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const threshold = parsed.quota_warning_threshold;
  return {
    notify_type: parsed.notify_type === 'webhook' ? 'webhook' : 'email',
    quota_warning_threshold: typeof threshold === 'number' && Number.isFinite(threshold) && threshold >= 0 ? Math.floor(threshold) : undefined,
    webhook_url: text(parsed.webhook_url),
    webhook_secret: typeof parsed.webhook_secret === 'string' ? parsed.webhook_secret : '',
    notification_email: text(parsed.notification_email),
    accept_unset_model_ratio_model: parsed.accept_unset_model_ratio_model === true,
  };
}
