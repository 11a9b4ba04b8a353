/** Quota units per 1 USD unless the QuotaPerUnit option says otherwise (COM-022). */
export const DEFAULT_QUOTA_PER_UNIT = 500000;

/** What a quota display depends on: the status fields quota_per_unit and display_in_currency (COM-021). */
export interface QuotaDisplaySettings {
  quotaPerUnit: number;
  displayInCurrency: boolean;
}

/** Quota is an integer everywhere (floats only when it is displayed); this guards inputs before they reach the database. */
export function isIntegerQuota(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** A misconfigured divisor must not turn every amount into Infinity/NaN on screen. */
function usableQuotaPerUnit(quotaPerUnit: number): number {
  return Number.isFinite(quotaPerUnit) && quotaPerUnit > 0 ? quotaPerUnit : DEFAULT_QUOTA_PER_UNIT;
}

/** Currency amount of a quota: quota ÷ quota per unit (COM-021). */
export function quotaToAmount(quota: number, quotaPerUnit: number): number {
  return quota / usableQuotaPerUnit(quotaPerUnit);
}

/** Integer quota for a currency amount, rounded to the nearest unit. */
export function amountToQuota(amount: number, quotaPerUnit: number): number {
  return Math.round(amount * usableQuotaPerUnit(quotaPerUnit));
}
