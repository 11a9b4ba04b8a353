import { useTranslation } from 'react-i18next';
import { formatUsdAmount, quotaToAmount } from '@gateway/domain';
import { NAMESPACE } from '../../namespace.ts';
import { useSettingsForm } from '../shared/settings-form/index.ts';

/**
 * A quota field's hint: what the typed quota is worth in dollars at the quota per unit being
 * edited, after the field's own hint. Nothing is added while the field or the unit is not a number.
 */
export function useQuotaHint(): (key: string, hint?: string) => string | undefined {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { values } = useSettingsForm();
  const perUnit = Number(values['QuotaPerUnit']);
  return (key, hint) => {
    const quota = Number(values[key]);
    if ((values[key] ?? '').trim() === '' || !Number.isFinite(quota) || !Number.isFinite(perUnit) || perUnit <= 0) return hint;
    const worth = t('operation.quotaEquals', { amount: formatUsdAmount(quotaToAmount(quota, perUnit), { language: i18n.language }) });
    return hint === undefined ? worth : `${hint}. ${worth}`;
  };
}
