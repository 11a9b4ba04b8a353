import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSecretOption } from '@gateway/domain';
import type { OptionEntry } from '@gateway/domain';
import { describeApiError, handleApiError, updateOption } from '@gateway/sdk';
import { queryKeys } from '@gateway/sdk/queries';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../../namespace.ts';
import { useSettingsForm } from './settings-form-context.tsx';
import { checkOptionChanges } from './check-option-changes.ts';
import { valuesForChecks } from './values-for-checks.ts';
import type { OptionProblem } from './check-option-changes.ts';
import { optionLabel } from './option-labels.ts';
import { changedOptionKeys } from './plan-option-save.ts';
import { runOptionSave } from './run-option-save.ts';
import type { OptionSaveOutcome } from './run-option-save.ts';

export type SaveRequest = {
  /** The option keys this save covers (a section's keys); only the changed ones are sent. */
  keys: readonly string[];
  /** Names the action, so its next result replaces its last notice (ADR 0021). */
  actionKey: string;
  /** Values to save instead of the typed ones (editors that compute a value, e.g. a JSON map). */
  values?: Readonly<Record<string, string>>;
};

export type SaveResult =
  | { status: 'unchanged' }
  | { status: 'invalid'; problems: Record<string, OptionProblem> }
  | { status: 'done'; outcome: OptionSaveOutcome; messages: Record<string, string> };

function withSaved(entries: OptionEntry[] | undefined, saved: Readonly<Record<string, string>>): OptionEntry[] | undefined {
  if (entries === undefined) return entries;
  const next = entries.map((entry) => (entry.key in saved ? { key: entry.key, value: saved[entry.key]! } : entry));
  for (const [key, value] of Object.entries(saved)) if (!entries.some((entry) => entry.key === key)) next.push({ key, value });
  return next;
}

/**
 * The one save of the settings page (SET-005…008, SET-010): sends only what changed, switches
 * first then the rest in parallel, after the registry's checks; says "nothing modified" when
 * nothing changed; a partly failed save names the keys that failed and keeps the others saved
 * (their edits become the saved values). Refreshes the options and the public status after.
 */
export function useSaveOptions(): (request: SaveRequest) => Promise<SaveResult> {
  const form = useSettingsForm();
  const client = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation(NAMESPACE);
  const { saved, discard, setValue, secretsSet } = form;
  const typed = form.values;

  return useCallback(
    async ({ keys, actionKey, values: given }: SaveRequest) => {
      const values = { ...typed, ...given };
      const changed = changedOptionKeys(keys, saved, values);
      if (changed.length === 0) {
        notify.warning(t('form.nothingChanged'), { key: actionKey });
        return { status: 'unchanged' };
      }
      const problems = checkOptionChanges(changed, valuesForChecks(values, secretsSet));
      if (Object.keys(problems).length > 0) return { status: 'invalid', problems };

      const outcome = await runOptionSave(changed, values, (key, value) => updateOption(key, value));
      // A credential is write-only: it never joins the page's copy of the options, so its field empties after the save.
      const stored = Object.fromEntries(outcome.saved.filter((key) => !isSecretOption(key)).map((key) => [key, values[key] ?? '']));
      client.setQueryData<OptionEntry[]>(queryKeys.options, (entries) => withSaved(entries, stored));
      discard(outcome.saved);
      if (given !== undefined) for (const { key } of outcome.failed) if (given[key] !== undefined) setValue(key, given[key]);
      void client.invalidateQueries({ queryKey: queryKeys.options });
      void client.invalidateQueries({ queryKey: queryKeys.status });

      const messages: Record<string, string> = {};
      for (const { key, error } of outcome.failed) {
        const message = describeApiError(error);
        if (message === undefined) {
          handleApiError(error, { key: actionKey });
          return { status: 'done', outcome, messages };
        }
        messages[key] = message;
      }
      if (outcome.failed.length === 0) notify.success(t('common:messages.updateSucceeded'), { key: actionKey });
      else if (changed.length === 1) notify.error(messages[changed[0]!]!, { key: actionKey });
      else {
        // A server message about an option already names it (option-labels.ts): then it is said once.
        const details = outcome.failed
          .map(({ key }) => {
            const label = optionLabel(key, t);
            const message = messages[key]!;
            return message.includes(label) ? message : t('form.failedKey', { label, message });
          })
          .join(t('common:form.separator'));
        notify.error(t('form.partialSaveFailed', { count: outcome.failed.length, details }), { key: actionKey });
      }
      return { status: 'done', outcome, messages };
    },
    [typed, saved, discard, setValue, secretsSet, client, notify, t],
  );
}
