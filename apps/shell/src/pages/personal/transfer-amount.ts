import { amountToQuota } from '@gateway/domain';
import type { QuotaDisplaySettings } from '@gateway/domain';

export type TransferCheck = { ok: true; quota: number } | { ok: false; error: 'amountInvalid' | 'belowMinimum' | 'aboveAvailable' };

/**
 * The quota an invitation-reward transfer moves (SH-080): typed in the display unit, at least one
 * quota unit's worth (quota_per_unit) and at most the reward waiting to be transferred.
 */
export function checkTransfer(text: string, available: number, settings: QuotaDisplaySettings): TransferCheck {
  const trimmed = text.trim();
  const value = /^\d*\.?\d+$|^\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(value) || value <= 0) return { ok: false, error: 'amountInvalid' };
  const quota = settings.displayInCurrency ? amountToQuota(value, settings.quotaPerUnit) : value;
  if (!Number.isSafeInteger(quota)) return { ok: false, error: 'amountInvalid' };
  if (quota < settings.quotaPerUnit) return { ok: false, error: 'belowMinimum' };
  if (quota > available) return { ok: false, error: 'aboveAvailable' };
  return { ok: true, quota };
}
