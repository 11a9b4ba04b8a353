import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { cellContent } from './cell-content.ts';
import { RowExpandButton } from './row-expand-button.tsx';
import type { DataTableColumn } from './data-table-types.ts';

export type DataTableRowProps<T> = {
  row: T;
  index: number;
  columns: DataTableColumn<T>[];
  layout: 'table' | 'cards';
  selectable: boolean;
  isSelected: boolean;
  onToggleSelected: () => void;
  /** Undefined: the row has nothing to expand (no button). */
  isExpanded: boolean | undefined;
  /** Columns folded into the expansion: the expand button reads "+N" while there are any. */
  foldedCount: number;
  onToggleExpanded: () => void;
  onClick?: () => void;
};

/** One row: checkbox, expand button, cells; in the card layout every cell carries its column's label. */
export function DataTableRow<T>({
  row,
  index,
  columns,
  layout,
  selectable,
  isSelected,
  onToggleSelected,
  isExpanded,
  foldedCount,
  onToggleExpanded,
  onClick,
}: DataTableRowProps<T>) {
  const { t } = useTranslation('common');
  const cards = layout === 'cards';
  // Explicit roles: the card layout restyles the table elements, and the rows must stay rows to assistive tech.
  const role = cards ? 'cell' : undefined;
  return (
    <TableRow
      role={cards ? 'row' : undefined}
      hover
      selected={isSelected}
      onClick={onClick}
      // No aria-expanded here: on a row it is only valid inside a treegrid (axe aria-conditional-attr); the expand button carries it.
      data-expanded={isExpanded === undefined ? undefined : String(isExpanded)}
      sx={{ ...(onClick === undefined ? {} : { cursor: 'pointer' }), ...(isExpanded === true ? { '& > td': { borderBottom: 0 } } : {}) }}
    >
      {selectable && (
        <TableCell role={role} padding="checkbox" data-control="" onClick={(event) => event.stopPropagation()}>
          <Checkbox size="small" checked={isSelected} onChange={onToggleSelected} slotProps={{ input: { 'aria-label': t('table.selectRow') } }} />
        </TableCell>
      )}
      {isExpanded !== undefined && (
        <TableCell role={role} padding="checkbox" data-control="">
          <RowExpandButton expanded={isExpanded} foldedCount={foldedCount} onToggle={onToggleExpanded} />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell role={role} key={column.key} align={column.align ?? 'left'} data-sticky={column.sticky === true ? '' : undefined}>
          {cards && column.sticky !== true ? (
            <>
              <Box component="span" data-card-label="">
                {column.header}
              </Box>
              <Box component="span" data-card-value="">
                {cellContent(column, row, index)}
              </Box>
            </>
          ) : (
            cellContent(column, row, index)
          )}
        </TableCell>
      ))}
    </TableRow>
  );
}
