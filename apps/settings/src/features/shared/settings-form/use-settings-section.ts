import { useCallback, useMemo, useState } from 'react';
import { optionDefinition } from '@gateway/domain';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useSettingsForm } from './settings-form-context.tsx';
import { checkOptionValue } from './check-option-changes.ts';
import { useDescribeOptionProblem } from './option-labels.ts';
import { useSaveOptions } from './use-save-options.ts';
import type { SaveResult } from './use-save-options.ts';

export type SettingsSectionState = {
  id: string;
  values: Readonly<Record<string, string>>;
  /** Whether a key of this section has an unsaved edit. */
  dirty: boolean;
  saving: boolean;
  change: (key: string, value: string) => void;
  /** JSON areas are checked when they lose focus (SET-009). */
  blur: (key: string) => void;
  /** error + helperText for a field; `hint` shows while the field is valid. */
  fieldState: (key: string, hint?: string) => { error: boolean; helperText: string | undefined };
  /** Saves the changed keys of the section (or of `values` when given, for computed editors). */
  submit: (values?: Readonly<Record<string, string>>) => Promise<SaveResult>;
  /** A ref for the element around the fields: focus goes to the first invalid one. */
  fieldsRef: (element: HTMLElement | null) => void;
};

/**
 * The state of one settings section (a card with its own Save button) over the page's settings
 * form: its keys' values, edits, field errors (own checks, registry checks on save, and the
 * server's refusal per key, each naming the option by its label) and the save itself (useSaveOptions).
 */
export function useSettingsSection(id: string, keys: readonly string[]): SettingsSectionState {
  const form = useSettingsForm();
  const save = useSaveOptions();
  const actionKey = `settings.save.${id}`;
  const feedback = useFormFeedback<string>(actionKey);
  const [ownErrors, setOwnErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const describe = useDescribeOptionProblem();
  const { values, dirtyKeys, setValue } = form;
  const { clear, check, fieldProps } = feedback;

  const change = useCallback(
    (key: string, value: string) => {
      setValue(key, value);
      clear(key);
      setOwnErrors((current) => (current[key] === undefined ? current : { ...current, [key]: undefined }));
    },
    [setValue, clear],
  );

  const blur = useCallback(
    (key: string) => {
      if (optionDefinition(key)?.type !== 'json') return;
      const problem = checkOptionValue(key, values[key] ?? '', values);
      setOwnErrors((current) => ({ ...current, [key]: problem === undefined ? undefined : describe(problem) }));
    },
    [values, describe],
  );

  const fieldState = useCallback(
    (key: string, hint?: string) => {
      const shown = fieldProps(key, hint);
      const own = ownErrors[key];
      return shown.error || own === undefined ? shown : { error: true, helperText: own };
    },
    [fieldProps, ownErrors],
  );

  const submit = useCallback(
    async (given?: Readonly<Record<string, string>>) => {
      setSaving(true);
      try {
        const result = await save({ keys: given === undefined ? keys : Object.keys(given), actionKey, ...(given === undefined ? {} : { values: given }) });
        if (result.status === 'invalid') {
          check(Object.fromEntries(Object.entries(result.problems).map(([key, problem]) => [key, describe(problem)])));
        } else if (result.status === 'done') {
          // Not check({}): that would dismiss the save's own notice, which shares the action key.
          for (const key of Object.keys(result.messages).concat(result.outcome.saved)) clear(key);
          setOwnErrors((current) => ({ ...current, ...Object.fromEntries(result.outcome.saved.map((key) => [key, undefined])), ...result.messages }));
        }
        return result;
      } finally {
        setSaving(false);
      }
    },
    [save, keys, actionKey, check, clear, describe],
  );

  const dirty = useMemo(() => keys.some((key) => dirtyKeys.includes(key)), [keys, dirtyKeys]);
  return { id, values, dirty, saving, change, blur, fieldState, submit, fieldsRef: feedback.fieldsRef };
}
