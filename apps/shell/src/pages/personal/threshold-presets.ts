import { formatUsdAmount, quotaToAmount } from '@gateway/domain';

/** The warning threshold's quick choices, in quota units (SH-093). */
export const WARNING_THRESHOLD_PRESETS = [100_000, 500_000, 1_000_000, 5_000_000] as const;

/**
 * A preset's label: its quota and what it is worth at the site's quota_per_unit, never a
 * hard-coded dollar figure (SH-094 resolution: 1,000,000 at 500,000 per dollar is $2.00).
 */
export function presetLabel(quota: number, quotaPerUnit: number, language: string): string {
  const count = quota.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-US');
  return `${count} (${formatUsdAmount(quotaToAmount(quota, quotaPerUnit), { language })})`;
}
