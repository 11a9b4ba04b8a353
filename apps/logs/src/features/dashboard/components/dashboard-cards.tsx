import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QuotaDisplaySettings } from '@gateway/domain';
import { QuotaText } from '@gateway/ui/quota-text';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { DashboardTotals } from '../logic/dashboard-summary.ts';

export type DashboardCardsProps = { totals: DashboardTotals | undefined; balance: number | undefined; settings: QuotaDisplaySettings };

function StatCard({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" data-testid={`dashboard-card-${id}`} sx={{ p: 2, minWidth: 0 }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Paper>
  );
}

/** The stat cards: balance, quota used, requests, tokens and the average RPM / TPM over the range. */
export function DashboardCards({ totals, balance, settings }: DashboardCardsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-US';
  const count = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString(locale, { maximumFractionDigits: 0 }));
  // Averages over a long range are small: three significant digits below one (0.000298), two decimals above.
  const rate = (value: number | undefined) =>
    value === undefined ? '…' : value.toLocaleString(locale, value > 0 && value < 1 ? { maximumSignificantDigits: 3 } : { maximumFractionDigits: 2 });
  const quota = (value: number | undefined) => (value === undefined ? '…' : <QuotaText quota={value} settings={settings} />);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      <StatCard id="balance" label={t('dashboard.cards.balance')}>
        {quota(balance)}
      </StatCard>
      <StatCard id="quota" label={t('dashboard.cards.quota')}>
        {quota(totals?.quota)}
      </StatCard>
      <StatCard id="requests" label={t('dashboard.cards.requests')}>
        {count(totals?.requests)}
      </StatCard>
      <StatCard id="tokens" label={t('dashboard.cards.tokens')}>
        {count(totals?.tokens)}
      </StatCard>
      <StatCard id="rpm" label={t('dashboard.cards.rpm')}>
        {rate(totals?.rpm)}
      </StatCard>
      <StatCard id="tpm" label={t('dashboard.cards.tpm')}>
        {rate(totals?.tpm)}
      </StatCard>
    </Box>
  );
}
