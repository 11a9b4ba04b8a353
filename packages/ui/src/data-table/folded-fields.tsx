import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cellContent } from './cell-content.ts';
import type { DataTableColumn } from './data-table-types.ts';

type FoldedFieldsProps<T> = { columns: DataTableColumn<T>[]; row: T; index: number };

/** The columns that did not fit, as label: value pairs in the row's expansion. */
export function FoldedFields<T>({ columns, row, index }: FoldedFieldsProps<T>) {
  // A column with nothing to say for this row (e.g. no retries) is left out rather than shown empty.
  const fields = columns.map((column) => ({ column, content: cellContent(column, row, index) })).filter(({ content }) => content !== null && content !== undefined && content !== '' && content !== false);
  if (fields.length === 0) return null;
  return (
    <Box component="dl" data-folded-fields="" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5, m: 0, '&:not(:last-child)': { mb: 1.5 } }}>
      {fields.map(({ column, content }) => (
        <Box key={column.key} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {column.header}
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
            {content}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
