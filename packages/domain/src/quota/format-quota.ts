import { compactNumber } from './compact-number.ts';
import { formatUsdAmount } from './format-amount.ts';
import type { AmountFormatOptions } from './format-amount.ts';
import { quotaToAmount } from './quota-units.ts';
import type { QuotaDisplaySettings } from './quota-units.ts';

/**
 * The one quota formatter every screen uses (COM-021, COM-023: quota display). With currency
 * display on (DisplayInCurrencyEnabled), quota ÷ QuotaPerUnit as dollars by `formatUsdAmount`
 * ($0.00023, $1,234.56, $1.23M). With it off, the quota itself as a count, compacted from 10,000
 * (COM-024: 9999, 12.3k, 1.5M); QuotaText puts the exact integer in its tooltip either way.
 */
export function formatQuota(quota: number, settings: QuotaDisplaySettings, options: AmountFormatOptions = {}): string {
  if (!settings.displayInCurrency) return compactNumber(quota);
  return formatUsdAmount(quotaToAmount(quota, settings.quotaPerUnit), options);
}
