import { useMemo } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_OPTIONS } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { storePageSize } from './page-size-storage.ts';

type DataTablePaginationProps = {
  total: number;
  /** Already clamped to the pages that exist. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** "Row x - y, Total n", the page buttons and the remembered page size (COM-016..019). */
export function DataTablePagination({ total, page, pageSize, onPageChange, onPageSizeChange }: DataTablePaginationProps) {
  const { t } = useTranslation('common');
  const sizeOptions = useMemo(() => [...new Set<number>([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b), [pageSize]);
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={sizeOptions}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => {
        const size = Number.parseInt(event.target.value, 10);
        storePageSize(size);
        onPageSizeChange(size);
      }}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('pagination.range', { start: from, end: to, total: count })}
      getItemAriaLabel={(type) => t(`pagination.${type === 'first' ? 'firstPage' : type === 'last' ? 'lastPage' : type === 'next' ? 'nextPage' : 'previousPage'}`)}
      sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
    />
  );
}
