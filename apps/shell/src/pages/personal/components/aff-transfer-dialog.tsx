import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { formatQuota, quotaToAmount } from '@gateway/domain';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { personalNoticeKeys, usePersonalMutations } from '../api/use-personal.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { checkTransfer } from '../transfer-amount.ts';
import { useQuotaSettings } from '../use-quota-settings.ts';
import { FormDialog } from './form-dialog.tsx';

/** Moves invitation reward into the balance: POST /api/user/aff_transfer {quota}, at least one unit (SH-080). */
export function AffTransferDialog({ available, onClose }: { available: number; onClose: () => void }) {
  const { t, i18n } = useTranslation(PERSONAL_NAMESPACE);
  const notify = useNotify();
  const settings = useQuotaSettings();
  const { transfer } = usePersonalMutations();
  const form = useFormFeedback<'amount'>(personalNoticeKeys.transfer);
  const [amount, setAmount] = useState(() => (settings.displayInCurrency ? String(quotaToAmount(available, settings.quotaPerUnit)) : String(available)));
  const show = (quota: number) => formatQuota(quota, settings, { language: i18n.language });
  const figures = { available: show(available), minimum: show(settings.quotaPerUnit) };

  const submit = () => {
    const checked = checkTransfer(amount, available, settings);
    if (!form.check(checked.ok ? {} : { amount: t(`invite.${checked.error}`, figures) })) return;
    if (!checked.ok) return;
    transfer.mutate(checked.quota, {
      onSuccess: () => {
        notify.success(t('invite.transferred', { amount: show(checked.quota) }), { key: personalNoticeKeys.transfer });
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title={t('invite.transferTitle')}
      submitLabel={t('invite.transfer')}
      onSubmit={submit}
      onClose={onClose}
      submitting={transfer.isPending}
      fieldsRef={form.fieldsRef}
    >
      <TextField
        autoFocus
        fullWidth
        label={t(settings.displayInCurrency ? 'invite.amountUsd' : 'invite.amountUnits')}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          form.clear('amount');
        }}
        {...form.fieldProps('amount', t('invite.transferHint', figures))}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}
