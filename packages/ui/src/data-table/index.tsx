/**
 * `@gateway/ui/data-table`: the paginated table of every list page. Server-side paging: the page
 * holds `page`/`pageSize` (in the URL) and passes one page of rows plus the total. The footer reads
 * "Row x - y, Total n"; sizes 10/20/50/100, the choice remembered under 'page-size' (COM-016..018).
 *
 * It fits its frame (ADR 0020): the frame's width is measured, the least important columns (largest
 * `priority`) fold into the row's expansion, `sticky` actions stay at the right edge, and a frame
 * under 600 px shows one card per row.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTableBody } from './data-table-body.tsx';
import { DataTableHead } from './data-table-head.tsx';
import { DataTablePagination } from './data-table-pagination.tsx';
import { frameSx } from './data-table-styles.ts';
import { fitColumns, tableMinWidth } from './fit-columns.ts';
import { useFoldCorrection } from './use-fold-correction.ts';
import { useFrameWidth } from './use-frame-width.ts';
import { useScrollHint } from './use-scroll-hint.ts';
import type { DataTableColumn, DataTableProps, RowId } from './data-table-types.ts';

export { getStoredPageSize, storePageSize, PAGE_SIZE_STORAGE_KEY } from './page-size-storage.ts';
export { fitColumns, CARD_LAYOUT_BELOW } from './fit-columns.ts';
export { ColumnChoice, FoldedColumnsHint } from './column-choice.tsx';
export type { ColumnFit, FitColumn } from './fit-columns.ts';
export type { DataTableColumn, DataTableProps, RowId } from './data-table-types.ts';

function toggled(ids: readonly RowId[], id: RowId): RowId[] {
  return ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id];
}

/** Selection over the rows of this page: the select-all state and the two toggles. */
function usePageSelection<T>(props: DataTableProps<T>) {
  const { rows, getRowId, selectedIds, onSelectionChange } = props;
  const selected = useMemo(() => new Set<RowId>(selectedIds ?? []), [selectedIds]);
  const pageIds = rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const toggleAll = (): void => {
    if (onSelectionChange === undefined) return;
    const onPage = new Set(pageIds);
    const others = [...selected].filter((id) => !onPage.has(id));
    onSelectionChange(selectedOnPage === pageIds.length ? others : [...others, ...pageIds]);
  };
  const toggleRow = (id: RowId): void => onSelectionChange?.(toggled([...selected], id));
  return { selected, selectedOnPage, rowsOnPage: pageIds.length, toggleAll, toggleRow };
}

/** Open expansions: the page's (expandedIds + onExpandedChange) when given, else the table's own. */
function useExpansion(expandedIds: readonly RowId[] | undefined, onExpandedChange: ((ids: RowId[]) => void) | undefined) {
  const [own, setOwn] = useState<RowId[]>([]);
  const current = expandedIds ?? own;
  const expanded = useMemo(() => new Set<RowId>(current), [current]);
  const toggle = (id: RowId): void => {
    const next = toggled(current, id);
    if (expandedIds === undefined) setOwn(next);
    else onExpandedChange?.(next);
  };
  return { expanded, toggle };
}

/**
 * Tells the page which columns are folded, once per change of the measured fit (not per render, whatever
 * the callback's identity); an unmeasured frame folds nothing and tells nothing.
 */
function useReportFolded(folded: readonly string[], measured: boolean, onFoldedChange: ((keys: string[]) => void) | undefined): void {
  const callback = useRef(onFoldedChange);
  callback.current = onFoldedChange;
  const joined = folded.join('\n');
  useEffect(() => {
    if (measured) callback.current?.(joined === '' ? [] : joined.split('\n'));
  }, [joined, measured]);
}

function EmptyContent({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="body1" color="text.primary">
        {title}
      </Typography>
      {description !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      {action !== undefined && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, loading = false, page, pageSize, total, onPageChange, selectable = false } = props;
  const { t } = useTranslation('common');
  const [frameRef, frameWidth] = useFrameWidth<HTMLDivElement>();
  const [scrollRef, scrollHint, scrollElement] = useScrollHint<HTMLDivElement>();
  const { extra: extraFolds, foldOneMore } = useFoldCorrection(frameWidth);
  const selection = usePageSelection(props);
  const expansion = useExpansion(props.expandedIds, props.onExpandedChange);
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);

  // A page past the end (rows deleted, a stale URL) moves to the last page that exists.
  useEffect(() => {
    if (!loading && total > 0 && page > lastPage) onPageChange(lastPage);
  }, [loading, total, page, lastPage, onPageChange]);

  const fitOptions = { selectable, hasDetail: props.renderDetail !== undefined };
  const fit = fitColumns(columns, frameWidth, { ...fitOptions, extraFolds });
  const isTable = fit.layout === 'table' && frameWidth !== null;
  // The estimates were short (content wider than a minWidth): measured before paint, fold one more (or show cards).
  useLayoutEffect(() => {
    const element = scrollElement.current;
    if (isTable && element !== null && element.scrollWidth > element.clientWidth + 1) foldOneMore();
  }, [isTable, fit.folded.length, rows, scrollHint.overflowing, scrollElement, foldOneMore]);
  useReportFolded(fit.folded, frameWidth !== null, props.onFoldedChange);
  const byKey = new Map<string, DataTableColumn<T>>(columns.map((column) => [column.key, column]));
  const shown = fit.visible.map((key) => byKey.get(key)!);
  const folded = fit.folded.map((key) => byKey.get(key)!);
  const columnCount = shown.length + (selectable ? 1 : 0) + (fit.expandable ? 1 : 0);

  return (
    <Paper ref={frameRef} variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      {loading && <LinearProgress aria-label={t('table.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 }} />}
      <TableContainer ref={scrollRef} data-layout={fit.layout} data-hides-right={scrollHint.hidesRight} sx={frameSx(fit.layout, props.density ?? 'compact')}>
        <Table
          role={fit.layout === 'cards' ? 'table' : undefined}
          aria-label={props.label}
          aria-busy={loading}
          size={props.density === 'standard' ? 'medium' : 'small'}
          sx={{ minWidth: fit.layout === 'cards' ? 0 : tableMinWidth(columns, fit, fitOptions) }}
        >
          <DataTableHead
            columns={shown}
            layout={fit.layout}
            selectable={selectable}
            expandable={fit.expandable}
            selectedOnPage={selection.selectedOnPage}
            rowsOnPage={selection.rowsOnPage}
            onToggleAll={selection.toggleAll}
          />
          <DataTableBody
            columns={shown}
            foldedColumns={folded}
            layout={fit.layout}
            columnCount={columnCount}
            rows={rows}
            getRowId={props.getRowId}
            loading={loading}
            emptyContent={<EmptyContent title={props.emptyTitle ?? t('table.empty')} description={props.emptyDescription} action={props.emptyAction} />}
            loadingLabel={t('messages.loading')}
            selectable={selectable}
            selected={selection.selected}
            onToggleRow={selection.toggleRow}
            onRowClick={props.onRowClick}
            expandable={fit.expandable}
            expanded={expansion.expanded}
            onToggleExpanded={expansion.toggle}
            renderDetail={props.renderDetail}
          />
        </Table>
      </TableContainer>
      <DataTablePagination
        total={total}
        totalCapped={props.totalCapped}
        page={Math.min(Math.max(0, page), lastPage)}
        pageSize={pageSize}
        onPageChange={onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </Paper>
  );
}
