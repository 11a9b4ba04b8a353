import { useMemo } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_OPTIONS } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { storePageSize } from './page-size-storage.ts';

type DataTablePaginationProps = {
  total: number;
  /** `total` is only a lower bound (more rows match): no count of pages, Next stays enabled. */
  totalCapped?: boolean;
  /** Already clamped to the pages that exist. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/**
 * "Row x - y, Total n", the page buttons and the remembered page size (COM-016..019). A capped total
 * reads "more than n rows" and is passed to MUI as an unknown count (-1), so Next stays enabled and no
 * page number is derived from a total that is only a lower bound (ADR 0042).
 */
export function DataTablePagination({ total, totalCapped = false, page, pageSize, onPageChange, onPageSizeChange }: DataTablePaginationProps) {
  const { t, i18n } = useTranslation('common');
  const sizeOptions = useMemo(() => [...new Set<number>([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b), [pageSize]);
  return (
    <TablePagination
      component="div"
      count={totalCapped ? -1 : total}
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
      labelDisplayedRows={({ from, to, count }) =>
        totalCapped
          ? t('pagination.rangeCapped', { start: from, end: to, total: new Intl.NumberFormat(i18n.language).format(total), count: total })
          : t('pagination.range', { start: from, end: to, total: count })
      }
      getItemAriaLabel={(type) =>
        t(`pagination.${type === 'first' ? 'firstPage' : type === 'last' ? 'lastPage' : type === 'next' ? 'nextPage' : 'previousPage'}`)
      }
      sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
    />
  );
}
