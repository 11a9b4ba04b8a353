import { TOKEN_QUOTA_CHOICES, quotaToAmount } from '@gateway/domain';

/** Quick quota choices of the token and redemption drawers, in quota units (TW-014, TW-036). */
export const QUOTA_CHOICES: readonly number[] = TOKEN_QUOTA_CHOICES.map((choice) => choice.quota);

/**
 * The label of a quick choice: its currency amount with '$' ("1$" at 500000 per unit). Computed
 * from quota_per_unit, not the domain's fixed labels, so a site with another divisor shows what the
 * choice is really worth.
 */
export function formatQuotaChoiceLabel(quota: number, quotaPerUnit: number): string {
  const amount = quotaToAmount(quota, quotaPerUnit);
  // At most two decimals, without trailing zeros: "1$", "0.5$", "1.33$".
  return `${Number(amount.toFixed(2))}$`;
}
