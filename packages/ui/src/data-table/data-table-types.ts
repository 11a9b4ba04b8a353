import type { ReactNode } from 'react';

export type RowId = string | number;

export type DataTableColumn<T> = {
  /** Unique per table; also the row field shown when there is no render. */
  key: string;
  header: ReactNode;
  render?: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /**
   * 1 is the most important. When the frame is too narrow, the column with the largest number folds
   * first into the row's expansion (label: value). No priority: the column never folds.
   */
  priority?: number;
  /** The narrowest the column may get, in px; what decides how many columns fit (default 96). */
  minWidth?: number;
  /** Row actions: pinned to the right edge while the table scrolls, last in a card; never folds. */
  sticky?: boolean;
};

export type DataTableProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => RowId;
  /** Dims the rows and shows a progress bar; the previous page stays visible meanwhile. */
  loading?: boolean;
  /** 0-based page index (COM-019). */
  page: number;
  pageSize: number;
  total: number;
  /**
   * `total` is only a lower bound (the server stopped counting, e.g. the usage log's counted window,
   * ADR 0042): the footer says "more than n rows" and Next stays enabled.
   */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** The size is already remembered under 'page-size' when this runs; reset the page to 0 here. */
  onPageSizeChange: (pageSize: number) => void;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** Adds a checkbox column; pair with selectedIds/onSelectionChange. */
  selectable?: boolean;
  selectedIds?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  onRowClick?: (row: T) => void;
  /**
   * Rows whose expansion is open (controlled; pair with onExpandedChange): each shows its folded
   * columns and `renderDetail(row)` in a full-width row under it. Without it the table keeps its own.
   */
  expandedIds?: readonly RowId[];
  onExpandedChange?: (ids: RowId[]) => void;
  /** A detail panel per row (e.g. the usage log's billing details), opened by the row's expand button. */
  renderDetail?: (row: T) => ReactNode;
  /**
   * Told the keys of the columns folded for width (in column order) whenever they change, so the page
   * can say so where the columns are chosen (a column-settings dialog marks them "folded").
   */
  onFoldedChange?: (keys: string[]) => void;
  /** Accessible name of the table. */
  label?: string;
  /** 'compact' (default): small rows and tight paddings; 'standard': MUI's roomier cells. */
  density?: 'compact' | 'standard';
};
