import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatQuota } from '@gateway/domain';
import { handleApiError, isApiError, useStatus } from '@gateway/sdk';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useQuotaSettings } from '../../shared/use-quota-settings.ts';
import { useRedeem } from '../api/use-wallet.ts';
import { walletNoticeKeys } from '../notice-keys.ts';

/** Redeem a code (TW-040 / TW-041) and the admin's top-up link (TW-042). */
export function RedeemCard() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const status = useStatus();
  const settings = useQuotaSettings();
  const redeem = useRedeem();
  const [code, setCode] = useState('');
  const form = useFormFeedback<'code'>(walletNoticeKeys.redeem);
  const key = { key: walletNoticeKeys.redeem };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const redemptionCode = code.trim();
    if (!form.check(redemptionCode === '' ? { code: t('wallet.redeem.empty') } : {})) return;
    redeem.mutate(redemptionCode, {
      onSuccess: (quota) => {
        notify.success(t('wallet.redeem.success', { amount: formatQuota(quota, settings, { language: i18n.language }) }), key);
        setCode('');
      },
      onError: (error) => {
        if (isApiError(error) && error.kind === 'network') notify.error(t('wallet.redeem.failed'), key);
        else handleApiError(error, key);
      },
    });
  };
  const openTopUpLink = () => {
    const link = status?.top_up_link ?? '';
    if (link === '') return notify.error(t('wallet.topUpLink.missing'), { key: walletNoticeKeys.topUpLink });
    window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('wallet.redeem.title')}
        </Typography>
        <Box component="form" ref={form.fieldsRef} onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('wallet.redeem.code')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              form.clear('code');
            }}
            {...form.fieldProps('code')}
            sx={{ flex: '1 1 240px' }}
          />
          <Button type="submit" variant="contained" loading={redeem.isPending}>
            {t('wallet.redeem.submit')}
          </Button>
          <Button variant="outlined" endIcon={<OpenInNewIcon />} onClick={openTopUpLink}>
            {t('wallet.topUpLink.button')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
