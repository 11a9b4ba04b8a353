import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { usePay } from '../api/use-wallet.ts';
import { submitPaymentForm } from '../payment-form.ts';

export type TopUpConfirmDialogProps = { amount: number; method: string; methodLabel: string; money: string; onClose: () => void };

/** The last step before leaving for the payment page (TW-038 confirmation dialog, TW-047 / TW-048). */
export function TopUpConfirmDialog({ amount, method, methodLabel, money, onClose }: TopUpConfirmDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const pay = usePay();
  const confirm = () =>
    pay.mutate(
      { amount, top_up_code: '', payment_method: method },
      // The page leaves for the provider; keep the dialog busy until it does.
      { onSuccess: (form) => submitPaymentForm(document, form), onError: onClose },
    );
  return (
    <ConfirmDialog
      open
      title={t('wallet.confirm.title')}
      message={t('wallet.confirm.message', { amount, method: methodLabel, money })}
      confirmLabel={t('wallet.confirm.submit')}
      confirming={pay.isPending || pay.isSuccess}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
