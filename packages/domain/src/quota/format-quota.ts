import { compactNumber } from './compact-number.ts';
import { quotaToAmount } from './quota-units.ts';
import type { QuotaDisplaySettings } from './quota-units.ts';

/**
 * The one quota formatter every screen uses (COM-023): with currency display on, "$" and the
 * amount with `digits` decimals ("-$1.50" for negatives); otherwise the compact count.
 */
export function formatQuota(quota: number, settings: QuotaDisplaySettings, digits = 2): string {
  if (!settings.displayInCurrency) return compactNumber(quota);
  const amount = quotaToAmount(quota, settings.quotaPerUnit);
  const text = Math.abs(amount).toFixed(digits);
  // A negative amount that rounds to zero must not show as "-$0.00".
  const isNegative = amount < 0 && Number(text) !== 0;
  return `${isNegative ? '-' : ''}$${text}`;
}
