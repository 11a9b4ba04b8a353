import { amountToQuota, quotaToAmount } from '@gateway/domain';
import type { QuotaDisplaySettings } from '@gateway/domain';

export type QuotaInputResult = { ok: true; quota: number } | { ok: false; error: 'quotaNumber' | 'quotaTooLarge' };

/**
 * The quota field shows the display unit (COM-021): dollars when the site shows currency, quota
 * units otherwise. The text is what the admin edits; the integer is what the server stores.
 */
export function quotaToInput(quota: number, settings: QuotaDisplaySettings): string {
  return settings.displayInCurrency ? String(quotaToAmount(quota, settings.quotaPerUnit)) : String(quota);
}

/** The integer quota an input means (USR-018: sent as an integer): dollars are converted and rounded to a unit. */
export function inputToQuota(text: string, settings: QuotaDisplaySettings): QuotaInputResult {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d*\.?\d*$/.test(trimmed)) return { ok: false, error: 'quotaNumber' };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return { ok: false, error: 'quotaNumber' };
  if (!settings.displayInCurrency && !Number.isInteger(value)) return { ok: false, error: 'quotaNumber' };
  const quota = settings.displayInCurrency ? amountToQuota(value, settings.quotaPerUnit) : value;
  return Number.isSafeInteger(quota) ? { ok: true, quota } : { ok: false, error: 'quotaTooLarge' };
}
