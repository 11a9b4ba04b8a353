import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cellContent } from './cell-content.ts';
import type { DataTableColumn } from './data-table-types.ts';

type FoldedFieldsProps<T> = { columns: DataTableColumn<T>[]; row: T; index: number };

const isEmpty = (content: ReactNode): boolean => content === null || content === undefined || content === '' || content === false;

/**
 * The columns that did not fit, as label: value pairs in the row's expansion. Every folded column is
 * listed, an empty value as a dash, so the row's "+N" counts exactly what opens and a chosen column is
 * always found (empty or not).
 */
export function FoldedFields<T>({ columns, row, index }: FoldedFieldsProps<T>) {
  if (columns.length === 0) return null;
  return (
    <Box
      component="dl"
      data-folded-fields=""
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5, m: 0, '&:not(:last-child)': { mb: 1.5 } }}
    >
      {columns.map((column) => {
        const content = cellContent(column, row, index);
        return (
          <Box key={column.key} data-folded-field={column.key} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {column.header}
            </Typography>
            <Box component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
              {isEmpty(content) ? '—' : content}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
