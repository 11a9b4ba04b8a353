import { readStoredUserSetting } from '@gateway/domain';
import type { UserSetting } from '@gateway/domain';

/** Before any setting is saved the warning threshold starts here (SH-092: default 1e5). */
export const DEFAULT_WARNING_THRESHOLD = 100_000;
/** A saved setting without a threshold shows this one (SH-092: local fallback 5e5). */
export const FALLBACK_WARNING_THRESHOLD = 500_000;

/**
 * The user's settings from `user.setting`, JSON text (SH-089, API-USR-024), read as leniently as
 * the server reads it. Never saved (''): the defaults; saved: each field as stored, with the
 * fallback threshold when it has none.
 */
export function readUserSetting(settingText: string): UserSetting {
  const stored = readStoredUserSetting(settingText);
  const threshold = settingText.trim() === '' ? DEFAULT_WARNING_THRESHOLD : (stored.quota_warning_threshold ?? FALLBACK_WARNING_THRESHOLD);
  return { ...stored, quota_warning_threshold: threshold };
}
