import type { ReactNode } from 'react';

export type RowId = string | number;

export type DataTableColumn<T> = {
  /** Unique per table; also the row field shown when there is no render. */
  key: string;
  header: ReactNode;
  render?: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
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
   * Rows whose detail panel is open: each renders `renderDetail(row)` in a full-width row under it
   * (expandable rows, e.g. the usage log's billing details). Pair with onRowClick to toggle.
   */
  expandedIds?: readonly RowId[];
  renderDetail?: (row: T) => ReactNode;
  /** Accessible name of the table. */
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing columns (phones). */
  minWidth?: number;
};
