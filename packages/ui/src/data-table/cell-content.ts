import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table-types.ts';

/** What a column shows for a row: its render, else the row's field of the same key as text. */
export function cellContent<T>(column: DataTableColumn<T>, row: T, index: number): ReactNode {
  if (column.render !== undefined) return column.render(row, index);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
