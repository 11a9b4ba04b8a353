/**
 * `@gateway/ui/data-table`: the paginated table of every list page. Server-side paging: the page
 * holds `page`/`pageSize` (in the URL) and passes one page of rows plus the total. The footer reads
 * "Row x - y, Total n"; sizes 10/20/50/100, the choice remembered under 'page-size' (COM-016..018).
 */
import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { DataTableBody } from './data-table-body.tsx';
import { storePageSize } from './page-size-storage.ts';
import type { DataTableProps, RowId } from './data-table-types.ts';

export { getStoredPageSize, storePageSize, PAGE_SIZE_STORAGE_KEY } from './page-size-storage.ts';
export type { DataTableColumn, DataTableProps, RowId } from './data-table-types.ts';

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, getRowId, loading = false, page, pageSize, total, onPageChange, onPageSizeChange, selectable = false, selectedIds, onSelectionChange } = props;
  const { t } = useTranslation('common');
  const selected = useMemo(() => new Set<RowId>(selectedIds ?? []), [selectedIds]);
  const expanded = useMemo(() => new Set<RowId>(props.expandedIds ?? []), [props.expandedIds]);
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const shownPage = Math.min(Math.max(0, page), lastPage);
  const sizeOptions = useMemo(() => [...new Set<number>([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b), [pageSize]);

  // A page past the end (rows deleted, a stale URL) moves to the last page that exists.
  useEffect(() => {
    if (!loading && total > 0 && page > lastPage) onPageChange(lastPage);
  }, [loading, total, page, lastPage, onPageChange]);

  const pageIds = rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const toggleAll = (): void => {
    if (onSelectionChange === undefined) return;
    const onPage = new Set(pageIds);
    const others = [...selected].filter((id) => !onPage.has(id));
    onSelectionChange(selectedOnPage === pageIds.length ? others : [...others, ...pageIds]);
  };
  const toggleRow = (id: RowId): void => {
    if (onSelectionChange === undefined) return;
    onSelectionChange(selected.has(id) ? [...selected].filter((item) => item !== id) : [...selected, id]);
  };

  const emptyContent = (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="body1" color="text.primary">
        {props.emptyTitle ?? t('table.empty')}
      </Typography>
      {props.emptyDescription !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {props.emptyDescription}
        </Typography>
      )}
      {props.emptyAction !== undefined && <Box sx={{ mt: 2 }}>{props.emptyAction}</Box>}
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      {loading && <LinearProgress aria-label={t('table.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label={props.label} aria-busy={loading} sx={{ minWidth: props.minWidth ?? 640 }}>
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    disabled={pageIds.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align ?? 'left'} sx={{ width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <DataTableBody
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            loading={loading}
            emptyContent={emptyContent}
            loadingLabel={t('messages.loading')}
            selectRowLabel={t('table.selectRow')}
            selectable={selectable}
            selected={selected}
            onToggleRow={toggleRow}
            onRowClick={props.onRowClick}
            expanded={expanded}
            renderDetail={props.renderDetail}
          />
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={shownPage}
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
    </Paper>
  );
}
