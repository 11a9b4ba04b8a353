import { useCallback, useMemo, useState } from 'react';
import { useSettingsForm } from '../../system-settings/settings-form/index.ts';
import { parseCellNumber } from '../pricing/parse-cell-number.ts';
import { applyRow, parsePricingMaps, PRICING_KEYS, pricingRows, removeRow, serializePricingMaps } from '../pricing/pricing-maps.ts';
import type { PricingMaps, PricingRow } from '../pricing/pricing-maps.ts';

/** The table cells that take a number. */
export type PricingField = 'price' | 'ratio' | 'completionRatio';
/** Message keys under ratioSettings.visual.cellErrors. */
export type CellError = 'notANumber' | 'negative' | 'priceZero';
export type CellDraft = { text: string; error?: CellError };

const cellKey = (name: string, field: PricingField) => `${field}\u0000${name}`;

/** SET-036, SET-037: a cell's text is a number of 0 or more; a fixed price above 0 (empty clears it). */
export function cellError(field: PricingField, text: string): CellError | undefined {
  const parsed = parseCellNumber(text);
  if (parsed.kind === 'empty') return undefined;
  if (parsed.kind === 'invalid') return 'notANumber';
  if (parsed.value < 0) return 'negative';
  return field === 'price' && parsed.value === 0 ? 'priceZero' : undefined;
}

/**
 * The visual editor's rows over the page's settings form: the rows are read from the form's
 * ModelPrice / ModelRatio / CompletionRatio and every edit is written back into them, so the JSON
 * editors show it and it counts as unsaved until saved. A cell being typed keeps its text as a
 * draft (its value is written once it is a valid number); a draft that is not one blocks the save.
 */
export function usePricingEditor() {
  const { values, setValue } = useSettingsForm();
  const [drafts, setDrafts] = useState<Record<string, CellDraft>>({});
  const [modelPrice, modelRatio, completionRatio] = PRICING_KEYS.map((key) => values[key] ?? '{}');
  const parsed = useMemo(
    () => parsePricingMaps({ ModelPrice: modelPrice!, ModelRatio: modelRatio!, CompletionRatio: completionRatio! }),
    [modelPrice, modelRatio, completionRatio],
  );
  const rows = useMemo(() => pricingRows(parsed.maps), [parsed]);

  const write = useCallback(
    (maps: PricingMaps) => {
      const next = serializePricingMaps(maps);
      for (const key of PRICING_KEYS) if (next[key] !== values[key]) setValue(key, next[key]);
    },
    [values, setValue],
  );

  const forget = (names: readonly string[], fields: readonly PricingField[]) =>
    setDrafts((current) => {
      const next = { ...current };
      for (const name of names) for (const field of fields) delete next[cellKey(name, field)];
      return next;
    });

  const updateRows = (updated: readonly PricingRow[]) => {
    write(updated.reduce((maps, row) => applyRow(maps, row), parsed.maps));
    forget(
      updated.map((row) => row.name),
      ['price', 'ratio', 'completionRatio'],
    );
  };

  const editCell = (row: PricingRow, field: PricingField, text: string) => {
    const error = cellError(field, text);
    setDrafts((current) => ({ ...current, [cellKey(row.name, field)]: error === undefined ? { text } : { text, error } }));
    if (error !== undefined) return;
    const value = parseCellNumber(text);
    write(applyRow(parsed.maps, { ...row, [field]: value.kind === 'number' ? value.value : undefined }));
    // A fixed price clears the ratios (SET-034): their drafts go with them.
    if (field === 'price' && value.kind === 'number') forget([row.name], ['ratio', 'completionRatio']);
  };

  /** Leaving a valid cell shows its stored value again; an invalid one keeps its text and error. */
  const blurCell = (row: PricingRow, field: PricingField) =>
    setDrafts((current) => {
      const draft = current[cellKey(row.name, field)];
      if (draft === undefined || draft.error !== undefined) return current;
      const next = { ...current };
      delete next[cellKey(row.name, field)];
      return next;
    });

  return {
    rows,
    broken: parsed.broken,
    draftOf: (name: string, field: PricingField): CellDraft | undefined => drafts[cellKey(name, field)],
    invalidCells: Object.values(drafts).filter((draft) => draft.error !== undefined).length,
    editCell,
    blurCell,
    updateRows,
    removeModel: (name: string) => {
      write(removeRow(parsed.maps, name));
      forget([name], ['price', 'ratio', 'completionRatio']);
    },
    clearDrafts: () => setDrafts({}),
  };
}

export type PricingEditor = ReturnType<typeof usePricingEditor>;
