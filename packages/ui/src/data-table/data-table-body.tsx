import { Fragment } from 'react';
import type { ReactNode } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataTableRow } from './data-table-row.tsx';
import { FoldedFields } from './folded-fields.tsx';
import type { DataTableColumn, RowId } from './data-table-types.ts';

type DataTableBodyProps<T> = {
  columns: DataTableColumn<T>[];
  /** Columns that did not fit: shown in the row's expansion. */
  foldedColumns: DataTableColumn<T>[];
  layout: 'table' | 'cards';
  /** Cells in a table row (checkbox and expand button included), for full-width rows. */
  columnCount: number;
  rows: T[];
  getRowId: (row: T) => RowId;
  loading: boolean;
  emptyContent: ReactNode;
  loadingLabel: string;
  selectable: boolean;
  selected: ReadonlySet<RowId>;
  onToggleRow: (id: RowId) => void;
  onRowClick?: (row: T) => void;
  expandable: boolean;
  expanded: ReadonlySet<RowId>;
  onToggleExpanded: (id: RowId) => void;
  renderDetail?: (row: T) => ReactNode;
};

export function DataTableBody<T>(props: DataTableBodyProps<T>) {
  const { rows, getRowId, loading, selected, expanded, onRowClick, renderDetail } = props;
  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={props.columnCount} data-full="" sx={{ borderBottom: 0 }}>
            {loading ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                {props.loadingLabel}
              </Typography>
            ) : (
              props.emptyContent
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
        const isExpanded = props.expandable && expanded.has(id);
        return (
          <Fragment key={id}>
            <DataTableRow
              row={row}
              index={index}
              columns={props.columns}
              layout={props.layout}
              selectable={props.selectable}
              isSelected={selected.has(id)}
              onToggleSelected={() => props.onToggleRow(id)}
              isExpanded={props.expandable ? isExpanded : undefined}
              foldedCount={props.foldedColumns.length}
              onToggleExpanded={() => props.onToggleExpanded(id)}
              onClick={onRowClick === undefined ? undefined : () => onRowClick(row)}
            />
            {isExpanded && (
              <TableRow role={props.layout === 'cards' ? 'row' : undefined} data-detail-of={id}>
                <TableCell role={props.layout === 'cards' ? 'cell' : undefined} colSpan={props.columnCount} data-full="" sx={{ bgcolor: 'action.hover' }}>
                  <FoldedFields columns={props.foldedColumns} row={row} index={index} />
                  {renderDetail?.(row)}
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      })}
    </TableBody>
  );
}
