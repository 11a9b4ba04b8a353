import { useCallback, useMemo } from 'react';
import { useSettingsForm } from '../../shared/settings-form/index.ts';
import { parseCellNumber } from '../pricing/parse-cell-number.ts';
import { applyRow, parsePricingMaps, PRICING_KEYS, pricingRows, removeRow, serializePricingMaps } from '../pricing/pricing-maps.ts';
import type { PricingMaps, PricingRow } from '../pricing/pricing-maps.ts';
import { ALL_FIELDS, useCellDrafts } from './use-cell-drafts.ts';
import type { CellError, PricingField } from './use-cell-drafts.ts';

export type { CellDraft, CellError, PricingField } from './use-cell-drafts.ts';

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
  const drafts = useCellDrafts();
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

  const editCell = (row: PricingRow, field: PricingField, text: string) => {
    const error = cellError(field, text);
    drafts.put(row.name, field, error === undefined ? { text } : { text, error });
    if (error !== undefined) return;
    const value = parseCellNumber(text);
    write(applyRow(parsed.maps, { ...row, [field]: value.kind === 'number' ? value.value : undefined }));
    // A fixed price clears the ratios (SET-034): their drafts go with them.
    if (field === 'price' && value.kind === 'number') drafts.forget([row.name], ['ratio', 'completionRatio']);
  };

  return {
    rows,
    broken: parsed.broken,
    draftOf: drafts.draftOf,
    invalidCells: drafts.invalidCount,
    editCell,
    blurCell: (row: PricingRow, field: PricingField) => drafts.settle(row.name, field),
    updateRows: (updated: readonly PricingRow[]) => {
      write(updated.reduce((maps, row) => applyRow(maps, row), parsed.maps));
      drafts.forget(
        updated.map((row) => row.name),
        ALL_FIELDS,
      );
    },
    removeModel: (name: string) => {
      write(removeRow(parsed.maps, name));
      drafts.forget([name], ALL_FIELDS);
    },
    clearDrafts: drafts.clear,
  };
}

export type PricingEditor = ReturnType<typeof usePricingEditor>;
