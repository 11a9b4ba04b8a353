import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-types.ts';
import { visuallyHidden } from './data-table-styles.ts';

type DataTableHeadProps<T> = {
  columns: DataTableColumn<T>[];
  layout: 'table' | 'cards';
  selectable: boolean;
  expandable: boolean;
  /** How many rows of this page are selected, of how many. */
  selectedOnPage: number;
  rowsOnPage: number;
  onToggleAll: () => void;
};

/** Column headers; in the card layout only the select-all control (each card labels its own values). */
export function DataTableHead<T>({ columns, layout, selectable, expandable, selectedOnPage, rowsOnPage, onToggleAll }: DataTableHeadProps<T>) {
  const { t } = useTranslation('common');
  const cards = layout === 'cards';
  if (cards && !selectable) return null;
  const selectAll = selectable && (
    <TableCell role={cards ? 'columnheader' : undefined} padding="checkbox" data-control="">
      <Checkbox
        size="small"
        checked={rowsOnPage > 0 && selectedOnPage === rowsOnPage}
        indeterminate={selectedOnPage > 0 && selectedOnPage < rowsOnPage}
        disabled={rowsOnPage === 0}
        onChange={onToggleAll}
        slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
      />
      {cards && (
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {t('table.selectAll')}
        </Typography>
      )}
    </TableCell>
  );
  if (cards) {
    return (
      <TableHead>
        <TableRow role="row">{selectAll}</TableRow>
      </TableHead>
    );
  }
  return (
    <TableHead>
      <TableRow>
        {selectAll}
        {expandable && (
          <TableCell padding="checkbox" data-control="">
            <Box component="span" sx={visuallyHidden}>
              {t('table.details')}
            </Box>
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell
            key={column.key}
            align={column.align ?? 'left'}
            data-sticky={column.sticky === true ? '' : undefined}
            sx={{ width: column.width, minWidth: column.minWidth }}
          >
            {column.header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
