import type { UserSettingRequest } from '@gateway/sdk';

/** Before any setting is saved the warning threshold starts here (SH-092: default 1e5). */
export const DEFAULT_WARNING_THRESHOLD = 100_000;
/** A saved setting without a threshold shows this one (SH-092: local fallback 5e5). */
export const FALLBACK_WARNING_THRESHOLD = 500_000;

const defaults: UserSettingRequest = {
  notify_type: 'email',
  quota_warning_threshold: DEFAULT_WARNING_THRESHOLD,
  webhook_url: '',
  webhook_secret: '',
  notification_email: '',
  accept_unset_model_ratio_model: false,
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The user's settings from `user.setting`, JSON text (SH-089, API-USR-024). Never saved (''):
 * the defaults; saved: each field as stored, with the fallback threshold when it has none.
 * Unreadable text counts as never saved.
 */
export function readUserSetting(settingText: string): UserSettingRequest {
  if (settingText.trim() === '') return { ...defaults };
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(settingText);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ...defaults };
    stored = parsed as Record<string, unknown>;
  } catch {
    return { ...defaults };
  }
  const threshold = stored['quota_warning_threshold'];
  return {
    notify_type: stored['notify_type'] === 'webhook' ? 'webhook' : 'email',
    quota_warning_threshold: typeof threshold === 'number' && Number.isFinite(threshold) && threshold > 0 ? threshold : FALLBACK_WARNING_THRESHOLD,
    webhook_url: text(stored['webhook_url']),
    webhook_secret: text(stored['webhook_secret']),
    notification_email: text(stored['notification_email']),
    accept_unset_model_ratio_model: stored['accept_unset_model_ratio_model'] === true,
  };
}
