import { useCallback, useMemo, useState } from 'react';

/** The table cells that take a number. */
export type PricingField = 'price' | 'ratio' | 'completionRatio';
/** Message keys under ratioSettings.visual.cellErrors. */
export type CellError = 'notANumber' | 'negative' | 'priceZero';
/** A cell's text while it is typed, and why it is not written (when it is not). */
export type CellDraft = { text: string; error?: CellError };

export const ALL_FIELDS: readonly PricingField[] = ['price', 'ratio', 'completionRatio'];

const keyOf = (name: string, field: PricingField) => `${field}\u0000${name}`;

/**
 * The drafts of the visual editor's cells, by model and column. They live above the table, so a
 * refused value keeps its text and message when the page changes, and the save can count them.
 */
export function useCellDrafts() {
  const [drafts, setDrafts] = useState<Record<string, CellDraft>>({});
  const forget = useCallback(
    (names: readonly string[], fields: readonly PricingField[]) =>
      setDrafts((current) => {
        const next = { ...current };
        for (const name of names) for (const field of fields) delete next[keyOf(name, field)];
        return next;
      }),
    [],
  );
  return useMemo(
    () => ({
      draftOf: (name: string, field: PricingField): CellDraft | undefined => drafts[keyOf(name, field)],
      put: (name: string, field: PricingField, draft: CellDraft) => setDrafts((current) => ({ ...current, [keyOf(name, field)]: draft })),
      forget,
      /** Leaving a valid cell shows its stored value again; an invalid one keeps its text and error. */
      settle: (name: string, field: PricingField) => {
        if (drafts[keyOf(name, field)]?.error === undefined) forget([name], [field]);
      },
      clear: () => setDrafts({}),
      invalidCount: Object.values(drafts).filter((draft) => draft.error !== undefined).length,
    }),
    [drafts, forget],
  );
}
