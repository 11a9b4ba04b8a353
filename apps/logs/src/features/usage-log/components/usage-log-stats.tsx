import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatQuota } from '@gateway/domain';
import type { QuotaDisplaySettings } from '@gateway/domain';
import type { LogStat } from '@gateway/sdk';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

export type UsageLogStatsProps = { stat: LogStat | undefined; settings: QuotaDisplaySettings };

/** Summary chips (LOG-001): quota used over the filters, requests and tokens of the last minute. */
export function UsageLogStats({ stat, settings }: UsageLogStatsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const value = (figure: number | undefined) => (figure === undefined ? '…' : figure.toLocaleString());
  return (
    <Stack direction="row" aria-label={t('usageLog.stats.label')} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Chip
        color="primary"
        variant="outlined"
        data-testid="log-stat-quota"
        label={t('usageLog.stats.quota', { quota: stat === undefined ? '…' : formatQuota(stat.quota, settings, { language: i18n.language }) })}
      />
      <Chip color="secondary" variant="outlined" data-testid="log-stat-rpm" label={t('usageLog.stats.rpm', { value: value(stat?.rpm) })} />
      <Chip variant="outlined" data-testid="log-stat-tpm" label={t('usageLog.stats.tpm', { value: value(stat?.tpm) })} />
    </Stack>
  );
}
