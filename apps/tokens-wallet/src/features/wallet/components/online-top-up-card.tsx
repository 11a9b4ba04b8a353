import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { describeApiError, useStatus } from '@gateway/sdk';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { usePayable } from '../api/use-wallet.ts';
import { checkTopUp, clampTopUpAmount } from '../top-up-rules.ts';
import { TopUpConfirmDialog } from './top-up-confirm-dialog.tsx';
import { walletNoticeKeys } from '../notice-keys.ts';

/** Payment methods offered (TW-047): Epay types for Alipay and WeChat Pay. */
const METHODS = [
  { value: 'zfb', labelKey: 'wallet.online.alipay' },
  { value: 'wx', labelKey: 'wallet.online.wechat' },
] as const;

/** Online top-up (TW-043..048): amount ≥ 1, method, payable preview, then confirm. */
export function OnlineTopUpCard() {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const status = useStatus();
  const [amountText, setAmountText] = useState('1');
  const [method, setMethod] = useState<string>('zfb');
  const [confirming, setConfirming] = useState(false);
  const form = useFormFeedback<'amount'>(walletNoticeKeys.onlineTopUp);
  const amount = clampTopUpAmount(amountText);
  const problem = checkTopUp(amount, status);
  const payable = usePayable(amount, problem === undefined);
  const problemText = problem === undefined ? undefined : problem.key === 'wallet.online.disabled' ? t(problem.key) : t(problem.key, { min: problem.min });
  // Shown beside the amount as it is typed, and as the summary once Pay is pressed.
  const belowMinimum = problem?.key === 'wallet.online.belowMinimum';

  const start = () => {
    if (belowMinimum) return void form.check({ amount: problemText });
    if (problemText !== undefined) return notify.error(problemText, { key: walletNoticeKeys.onlineTopUp });
    form.check({});
    if (payable.data === undefined) return;
    setConfirming(true);
  };
  const methodLabel = t(METHODS.find((entry) => entry.value === method)?.labelKey ?? 'wallet.online.alipay');

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('wallet.online.title')}
        </Typography>
        {status?.enable_online_topup !== true && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('wallet.online.disabled')}
          </Alert>
        )}
        <Box ref={form.fieldsRef} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            type="number"
            label={t('wallet.online.amount')}
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value);
              form.clear('amount');
            }}
            error={belowMinimum || form.errors.amount !== undefined}
            helperText={form.errors.amount ?? (belowMinimum ? problemText : undefined)}
            onBlur={() => setAmountText(String(amount))}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            sx={{ width: 160 }}
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={method}
            onChange={(_event, next: string | null) => next !== null && setMethod(next)}
            aria-label={t('wallet.online.method')}
          >
            {METHODS.map((entry) => (
              <ToggleButton key={entry.value} value={entry.value}>
                {t(entry.labelKey)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button variant="contained" onClick={start} disabled={problem === undefined && payable.data === undefined}>
            {t('wallet.online.pay')}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5 }} color={payable.isError ? 'error' : 'text.secondary'} data-testid="top-up-payable">
          {belowMinimum
            ? ''
            : payable.isError
              ? t('wallet.online.amountFailed', { message: describeApiError(payable.error) ?? '' })
              : payable.data !== undefined
                ? t('wallet.online.payable', { money: payable.data })
                : ''}
        </Typography>
      </CardContent>
      {confirming && payable.data !== undefined && (
        <TopUpConfirmDialog amount={amount} method={method} methodLabel={methodLabel} money={payable.data} onClose={() => setConfirming(false)} />
      )}
    </Card>
  );
}
