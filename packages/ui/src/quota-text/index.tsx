/**
 * `@gateway/ui/quota-text`: a quota shown the way the site is configured, through the one domain
 * formatter (COM-023): "$0.00023", "$1,234.56", "$1.23M" (Chinese "$123万") with
 * currency display on, "12.3k" otherwise. Hovering shows the integer the server stores, which is
 * what support questions are about.
 */
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import { formatQuota } from '@gateway/domain';
import type { QuotaDisplaySettings } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { readQuotaDisplaySettings } from './quota-display-settings.ts';

export { readQuotaDisplaySettings } from './quota-display-settings.ts';

export type QuotaTextProps = {
  quota: number;
  /** Overrides the cached status (pages that already hold the status pass it). */
  settings?: QuotaDisplaySettings;
  /** Exactly this many decimals in currency mode; by default small amounts keep three significant digits. */
  digits?: number;
};

export function QuotaText({ quota, settings, digits }: QuotaTextProps) {
  const { t, i18n } = useTranslation('common');
  const effective = settings ?? readQuotaDisplaySettings();
  const text = formatQuota(quota, effective, { language: i18n.language, digits });
  const raw = t('quota.raw', { value: quota.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US') });
  return (
    <Tooltip title={raw}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} aria-label={`${text} (${raw})`}>
        {text}
      </Box>
    </Tooltip>
  );
}
