import { describe, expect, it } from 'vitest';
import { CARD_LAYOUT_BELOW, DEFAULT_COLUMN_MIN_WIDTH, EXPAND_COLUMN_WIDTH, SELECT_COLUMN_WIDTH, fitColumns, tableMinWidth } from './fit-columns.ts';
import type { FitColumn } from './fit-columns.ts';

// 100 + 200 + 100 + 100 + 150 = 650 px when everything shows.
const columns: FitColumn[] = [
  { key: 'id', priority: 2, minWidth: 100 },
  { key: 'name', minWidth: 200 },
  { key: 'group', priority: 3, minWidth: 100 },
  { key: 'used', priority: 3, minWidth: 100 },
  { key: 'actions', sticky: true, minWidth: 150 },
];

describe('fitColumns (tables fit their frame)', () => {
  it('shows every column when the frame is wide enough, with no expand button', () => {
    expect(fitColumns(columns, 1200)).toEqual({ layout: 'table', visible: ['id', 'name', 'group', 'used', 'actions'], folded: [], expandable: false });
    expect(fitColumns(columns, 650).folded).toEqual([]);
  });

  it('folds the largest priority number first, the right-most on a tie, and counts the expand button it brings', () => {
    // 649 px: one column must go; "used" (3, right of "group") folds; 650 - 100 + 44 = 594 fits.
    const fit = fitColumns(columns, 649);
    expect(fit.visible).toEqual(['id', 'name', 'group', 'actions']);
    expect(fit.folded).toEqual(['used']);
    expect(fit.expandable).toBe(true);
  });

  it('keeps folding in priority order until the rest fits, then stops', () => {
    const wide: FitColumn[] = columns.map((column) => ({ ...column, minWidth: (column.minWidth ?? 0) * 2 })); // 1300 px in all
    expect(fitColumns(wide, 1300).folded).toEqual([]);
    // 1299: fold used (−200, +44) → 1144.
    expect(fitColumns(wide, 1144).folded).toEqual(['used']);
    // 1143: also group → 944.
    expect(fitColumns(wide, 1143).folded).toEqual(['group', 'used']);
    // 943: also id (priority 2) → 744; name and actions never fold.
    expect(fitColumns(wide, 943)).toMatchObject({ visible: ['name', 'actions'], folded: ['id', 'group', 'used'] });
    expect(fitColumns(wide, 700)).toMatchObject({ layout: 'table', visible: ['name', 'actions'], folded: ['id', 'group', 'used'] });
  });

  it("counts the selection column and a detail panel's expand button", () => {
    expect(fitColumns(columns, 650, { selectable: true }).folded).toEqual(['used']);
    expect(fitColumns(columns, 650 + SELECT_COLUMN_WIDTH, { selectable: true }).folded).toEqual([]);
    const withDetail = fitColumns(columns, 650 + EXPAND_COLUMN_WIDTH, { hasDetail: true });
    expect(withDetail).toMatchObject({ folded: [], expandable: true });
    expect(fitColumns(columns, 650 + EXPAND_COLUMN_WIDTH - 1, { hasDetail: true }).folded).toEqual(['used']);
  });

  it('uses the default minimum width for columns without one', () => {
    const plain: FitColumn[] = [
      { key: 'a' },
      { key: 'b', priority: 1 },
      { key: 'c', priority: 2 },
      { key: 'd', priority: 2 },
      { key: 'e', priority: 9 },
      { key: 'f', priority: 9 },
      { key: 'g', priority: 9 },
    ];
    const all = 7 * DEFAULT_COLUMN_MIN_WIDTH;
    expect(fitColumns(plain, all).folded).toEqual([]);
    expect(fitColumns(plain, all - 1).folded).toEqual(['g']);
  });

  it('places sticky columns last whatever their position', () => {
    const actionsFirst: FitColumn[] = [{ key: 'actions', sticky: true }, { key: 'name' }];
    expect(fitColumns(actionsFirst, 1000).visible).toEqual(['name', 'actions']);
  });

  it('switches to cards below the threshold, folding nothing; an unmeasured frame shows the full table', () => {
    expect(fitColumns(columns, CARD_LAYOUT_BELOW - 1)).toEqual({
      layout: 'cards',
      visible: ['id', 'name', 'group', 'used', 'actions'],
      folded: [],
      expandable: false,
    });
    expect(fitColumns(columns, CARD_LAYOUT_BELOW - 1, { hasDetail: true }).expandable).toBe(true);
    expect(fitColumns(columns, CARD_LAYOUT_BELOW).layout).toBe('table');
    expect(fitColumns(columns, null)).toMatchObject({ layout: 'table', folded: [] });
    expect(fitColumns(columns, 0)).toMatchObject({ layout: 'table', folded: [] });
  });

  it('tableMinWidth adds up the shown columns, the checkbox and the expand button', () => {
    const fit = fitColumns(columns, 649, { selectable: false });
    expect(tableMinWidth(columns, fit)).toBe(550 + EXPAND_COLUMN_WIDTH);
    const full = fitColumns(columns, 2000, { selectable: true });
    expect(tableMinWidth(columns, full, { selectable: true })).toBe(650 + SELECT_COLUMN_WIDTH);
  });
});

describe('fitColumns with a measured overflow (extraFolds)', () => {
  it('folds the next columns in priority order beyond the estimate, never the unfoldable ones', () => {
    expect(fitColumns(columns, 1200, { extraFolds: 1 }).folded).toEqual(['used']);
    expect(fitColumns(columns, 649, { extraFolds: 1 }).folded).toEqual(['group', 'used']);
    expect(fitColumns(columns, 1200, { extraFolds: 3 })).toMatchObject({ layout: 'table', visible: ['name', 'actions'], folded: ['id', 'group', 'used'] });
  });

  it('shows cards when the table is still too wide with nothing left to fold', () => {
    expect(fitColumns(columns, 1200, { extraFolds: 4 })).toEqual({
      layout: 'cards',
      visible: ['id', 'name', 'group', 'used', 'actions'],
      folded: [],
      expandable: false,
    });
    // The estimate already overflows after every fold (700 px frame, 744 px needed): one measured correction means cards.
    const wide: FitColumn[] = columns.map((column) => ({ ...column, minWidth: (column.minWidth ?? 0) * 2 }));
    expect(fitColumns(wide, 700).layout).toBe('table');
    expect(fitColumns(wide, 700, { extraFolds: 1 }).layout).toBe('cards');
    // Cards fold nothing whatever the correction says.
    expect(fitColumns(columns, 400, { extraFolds: 2 }).folded).toEqual([]);
  });
});
