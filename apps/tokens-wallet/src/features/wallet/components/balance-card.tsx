import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QuotaText } from '@gateway/ui/quota-text';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useQuotaSettings } from '../../shared/use-quota-settings.ts';
import { useSelf } from '../api/use-wallet.ts';

/** The balance (quota from GET /api/user/self, TW-039), used quota and request count. */
export function BalanceCard() {
  const { t } = useTranslation(NAMESPACE);
  const settings = useQuotaSettings();
  const self = useSelf();
  const user = self.data;
  const figure = (label: string, value: ReactNode, testId: string) => (
    <Stack spacing={0.5} sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="div" data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
          {figure(t('wallet.balance.title'), user === undefined ? '—' : <QuotaText quota={user.quota} settings={settings} />, 'wallet-balance')}
          {figure(t('wallet.balance.used'), user === undefined ? '—' : <QuotaText quota={user.used_quota} settings={settings} />, 'wallet-used')}
          {figure(t('wallet.balance.requests'), user === undefined ? '—' : user.request_count.toLocaleString(), 'wallet-requests')}
        </Stack>
      </CardContent>
    </Card>
  );
}
