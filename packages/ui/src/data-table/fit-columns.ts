/**
 * Which columns a table shows at a given container width (ADR 0020). Pure: the DataTable measures its
 * own frame (not the window) and asks this function; the unit tests call it directly.
 */

/** What the fit needs to know about a column (a subset of DataTableColumn). */
export type FitColumn = {
  key: string;
  /** 1 is the most important; the largest number folds first. No priority: never folds. */
  priority?: number;
  /** The narrowest the column may get, in px (DEFAULT_COLUMN_MIN_WIDTH when absent). */
  minWidth?: number;
  /** Pinned to the right edge (row actions): never folds, always placed last. */
  sticky?: boolean;
};

export type ColumnFit = {
  /** 'cards' below CARD_LAYOUT_BELOW (or when even the unfoldable columns do not fit): one card per row, nothing folded. */
  layout: 'table' | 'cards';
  /** Keys shown as columns, in display order (sticky columns last). */
  visible: string[];
  /** Keys folded into the row's expansion, in their original order. */
  folded: string[];
  /** Whether rows get an expand button: something is folded, or the table has a detail panel. */
  expandable: boolean;
};

export type FitOptions = {
  selectable?: boolean;
  /** The table has its own detail panel (renderDetail). */
  hasDetail?: boolean;
  /**
   * Columns to fold beyond what the estimates ask for: the table measured itself still wider than its
   * frame (content wider than a column's minWidth), so it folds the next one in order; when nothing is
   * left to fold, the rows become cards.
   */
  extraFolds?: number;
};

export const DEFAULT_COLUMN_MIN_WIDTH = 96;
/** A container narrower than this (a phone, a narrow pane) shows cards instead of a table. */
export const CARD_LAYOUT_BELOW = 600;
/** Width of the selection checkbox column and of the expand button column. */
export const SELECT_COLUMN_WIDTH = 48;
export const EXPAND_COLUMN_WIDTH = 44;

const widthOf = (column: FitColumn): number => column.minWidth ?? DEFAULT_COLUMN_MIN_WIDTH;
const canFold = (column: FitColumn): boolean => column.priority !== undefined && column.sticky !== true;

function pinnedLast<C extends FitColumn>(columns: readonly C[]): C[] {
  return [...columns.filter((column) => column.sticky !== true), ...columns.filter((column) => column.sticky === true)];
}

/** The order in which columns fold: largest priority number first, the right-most first on a tie. */
function foldOrder<C extends FitColumn>(columns: readonly C[]): C[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => canFold(column))
    .sort((a, b) => b.column.priority! - a.column.priority! || b.index - a.index)
    .map(({ column }) => column);
}

/**
 * Folds the least important columns until the rest fit `width` (the frame's inner width in px).
 * An unmeasured frame (null or 0, e.g. before layout or in a DOM without layout) shows every column.
 * Priorities are followed strictly: a column never stays while a more important one is folded.
 */
export function fitColumns(columns: readonly FitColumn[], width: number | null, options: FitOptions = {}): ColumnFit {
  const hasDetail = options.hasDetail === true;
  const all = pinnedLast(columns).map((column) => column.key);
  if (width === null || width <= 0) return { layout: 'table', visible: all, folded: [], expandable: hasDetail };
  if (width < CARD_LAYOUT_BELOW) return { layout: 'cards', visible: all, folded: [], expandable: hasDetail };

  const available = width - (options.selectable === true ? SELECT_COLUMN_WIDTH : 0);
  const folded = new Set<string>();
  let total = columns.reduce((sum, column) => sum + widthOf(column), 0) + (hasDetail ? EXPAND_COLUMN_WIDTH : 0);
  let extra = options.extraFolds ?? 0;
  for (const column of foldOrder(columns)) {
    if (total <= available) {
      if (extra === 0) break;
      extra -= 1;
    }
    // The first fold brings in the expand button that shows the folded values.
    if (folded.size === 0 && !hasDetail) total += EXPAND_COLUMN_WIDTH;
    folded.add(column.key);
    total -= widthOf(column);
  }
  // Measured still too wide with nothing left to fold: the table cannot fit, cards can.
  if (extra > 0) return { layout: 'cards', visible: all, folded: [], expandable: hasDetail };
  return {
    layout: 'table',
    visible: all.filter((key) => !folded.has(key)),
    folded: columns.filter((column) => folded.has(column.key)).map((column) => column.key),
    expandable: hasDetail || folded.size > 0,
  };
}

/** The table's minimum width for the shown columns, so cells keep their minWidth and the frame scrolls instead. */
export function tableMinWidth(columns: readonly FitColumn[], fit: ColumnFit, options: FitOptions = {}): number {
  const shown = new Set(fit.visible);
  const columnsWidth = columns.filter((column) => shown.has(column.key)).reduce((sum, column) => sum + widthOf(column), 0);
  return columnsWidth + (options.selectable === true ? SELECT_COLUMN_WIDTH : 0) + (fit.expandable ? EXPAND_COLUMN_WIDTH : 0);
}
