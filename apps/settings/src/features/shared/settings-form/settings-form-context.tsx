import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { OptionValues } from './plan-option-save.ts';
import { useOptionLabelsInServerMessages } from './option-labels.ts';

/**
 * The options of the settings page as one form: what the server holds (`saved`, every registry
 * default filled in) and what the operator typed (`values`). Edits live here, above the tabs, so a
 * section can be left and revisited; `dirtyKeys` drives the unsaved-changes confirmation.
 */
export type SettingsForm = {
  saved: OptionValues;
  values: OptionValues;
  /** Keys whose edited value differs from the saved one. */
  dirtyKeys: readonly string[];
  setValue: (key: string, value: string) => void;
  /** Forgets the edits of `keys` (all edits without it). */
  discard: (keys?: readonly string[]) => void;
  /** Write-only options that hold a value on the server (GET /api/option/secrets); never their values. */
  secretsSet: readonly string[];
};

const NO_SECRETS: readonly string[] = [];

const SettingsFormContext = createContext<SettingsForm | null>(null);

export function SettingsFormProvider({
  saved,
  secretsSet = NO_SECRETS,
  children,
}: {
  saved: OptionValues;
  secretsSet?: readonly string[];
  children: ReactNode;
}) {
  const [edits, setEdits] = useState<Record<string, string>>({});
  // While options are edited, the server's messages about one name it by its field's label.
  useOptionLabelsInServerMessages();
  const setValue = useCallback((key: string, value: string) => setEdits((current) => ({ ...current, [key]: value })), []);
  const discard = useCallback((keys?: readonly string[]) => {
    setEdits((current) => {
      if (keys === undefined) return {};
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);
  const form = useMemo<SettingsForm>(() => {
    const values = { ...saved, ...edits };
    const dirtyKeys = Object.keys(edits).filter((key) => edits[key] !== saved[key]);
    return { saved, values, dirtyKeys, setValue, discard, secretsSet };
  }, [saved, edits, setValue, discard, secretsSet]);
  return <SettingsFormContext.Provider value={form}>{children}</SettingsFormContext.Provider>;
}

/** The page's settings form; only inside SettingsFormProvider (the /setting page provides it). */
export function useSettingsForm(): SettingsForm {
  const form = useContext(SettingsFormContext);
  if (form === null) throw new Error('useSettingsForm is used outside SettingsFormProvider');
  return form;
}
