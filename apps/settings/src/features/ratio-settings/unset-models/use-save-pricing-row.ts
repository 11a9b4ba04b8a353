import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../../namespace.ts';
import { describeOptionProblem, optionLabel, useSaveOptions, useSettingsForm } from '../../shared/settings-form/index.ts';
import { applyRow, parsePricingMaps, PRICING_KEYS, serializePricingMaps } from '../pricing/pricing-maps.ts';
import type { PricingRow } from '../pricing/pricing-maps.ts';

export const UNSET_SAVE_KEY = 'settings.save.ratio-unset';

/**
 * Saves one model's price at once (SET-044) into the pricing maps as edited on the page: pending
 * edits of those maps are saved with it (the dialog says so), never dropped. Answers whether every
 * map was stored, so the dialog closes only then.
 */
export function useSavePricingRow(): (row: PricingRow) => Promise<boolean> {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const { values } = useSettingsForm();
  const save = useSaveOptions();
  return useCallback(
    async (row: PricingRow) => {
      const current = parsePricingMaps(values);
      if (current.broken.length > 0) {
        notify.error(t('ratioSettings.visual.broken', { keys: current.broken.map((key) => optionLabel(key, t)).join(t('common:form.separator')) }), {
          key: UNSET_SAVE_KEY,
        });
        return false;
      }
      const result = await save({ keys: PRICING_KEYS, values: serializePricingMaps(applyRow(current.maps, row)), actionKey: UNSET_SAVE_KEY });
      if (result.status === 'invalid') {
        const details = Object.values(result.problems).map((problem) => describeOptionProblem(problem, t));
        notify.error(t('common:form.summary', { count: details.length, details: details.join(t('common:form.separator')) }), { key: UNSET_SAVE_KEY });
        return false;
      }
      return result.status === 'done' && result.outcome.failed.length === 0;
    },
    [values, save, notify, t],
  );
}
