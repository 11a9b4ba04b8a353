import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../../namespace.ts';
import { describeOptionProblem, useSaveOptions } from '../../shared/settings-form/index.ts';
import { PRICING_KEYS } from '../pricing/pricing-maps.ts';
import type { PricingEditor } from './use-pricing-editor.ts';

export const VISUAL_SAVE_KEY = 'settings.save.ratio-visual';

/**
 * Saves the visual editor's maps through the page's one save (only the changed maps, registry
 * checks first, partial failures named). A cell that is not a valid number blocks it with "check
 * the input" (SET-010, SET-036); so does a map the registry refuses, naming the entry.
 */
export function useVisualSave(editor: PricingEditor) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const save = useSaveOptions();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (editor.invalidCells > 0) {
      notify.error(t('ratioSettings.visual.checkInput', { count: editor.invalidCells }), { key: VISUAL_SAVE_KEY });
      return;
    }
    setSaving(true);
    try {
      const result = await save({ keys: PRICING_KEYS, actionKey: VISUAL_SAVE_KEY });
      if (result.status === 'invalid') {
        const problems = Object.values(result.problems);
        const details = problems.map((problem) => describeOptionProblem(problem, t)).join(t('common:form.separator'));
        notify.error(t('common:form.summary', { count: problems.length, details }), { key: VISUAL_SAVE_KEY });
      } else if (result.status === 'done' && result.outcome.failed.length === 0) {
        editor.clearDrafts();
      }
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
