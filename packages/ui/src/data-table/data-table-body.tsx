import { Fragment } from 'react';
import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DataTableColumn, RowId } from './data-table-types.ts';

type DataTableBodyProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => RowId;
  loading: boolean;
  emptyContent: ReactNode;
  loadingLabel: string;
  selectRowLabel: string;
  selectable: boolean;
  selected: ReadonlySet<RowId>;
  onToggleRow: (id: RowId) => void;
  onRowClick?: (row: T) => void;
  expanded: ReadonlySet<RowId>;
  renderDetail?: (row: T) => ReactNode;
};

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function DataTableBody<T>({ columns, rows, getRowId, loading, emptyContent, loadingLabel, selectRowLabel, selectable, selected, onToggleRow, onRowClick, expanded, renderDetail }: DataTableBodyProps<T>) {
  const columnCount = columns.length + (selectable ? 1 : 0);
  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={columnCount} sx={{ borderBottom: 0 }}>
            {loading ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                {loadingLabel}
              </Typography>
            ) : (
              emptyContent
            )}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }
  return (
    <TableBody sx={{ opacity: loading ? 0.55 : 1, transition: 'opacity 120ms' }}>
      {rows.map((row, index) => {
        const id = getRowId(row);
        const isSelected = selected.has(id);
        const isExpanded = renderDetail !== undefined && expanded.has(id);
        return (
          <Fragment key={id}>
            <TableRow
              hover
              selected={isSelected}
              onClick={onRowClick === undefined ? undefined : () => onRowClick(row)}
              aria-expanded={renderDetail === undefined ? undefined : isExpanded}
              sx={{ ...(onRowClick === undefined ? {} : { cursor: 'pointer' }), ...(isExpanded ? { '& > td': { borderBottom: 0 } } : {}) }}
            >
              {selectable && (
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox size="small" checked={isSelected} onChange={() => onToggleRow(id)} slotProps={{ input: { 'aria-label': selectRowLabel } }} />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align ?? 'left'}>
                  {column.render === undefined ? defaultCell(row, column.key) : column.render(row, index)}
                </TableCell>
              ))}
            </TableRow>
            {isExpanded && (
              <TableRow data-detail-of={id}>
                <TableCell colSpan={columnCount} sx={{ bgcolor: 'action.hover' }}>
                  {renderDetail(row)}
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      })}
    </TableBody>
  );
}
