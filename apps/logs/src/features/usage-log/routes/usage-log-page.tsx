import { useMemo, useState } from 'react';
import { isAdmin as isAdminRole } from '@gateway/domain';
import { useSessionUser } from '@gateway/sdk';
import { useCopy } from '@gateway/ui/copy-button';
import { DataTable, getStoredPageSize } from '@gateway/ui/data-table';
import type { RowId } from '@gateway/ui/data-table';
import { PageFrame } from '@gateway/ui/page-frame';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useQuotaSettings } from '../../shared/use-quota-settings.ts';
import { useLogExport } from '../api/use-log-export.ts';
import { useUsageLogs, useUsageLogStat, useReloadUsageLogs } from '../api/use-usage-logs.ts';
import { ColumnSettingsDialog } from '../components/column-settings-dialog.tsx';
import { LogDetails } from '../components/log-details.tsx';
import { LogExportButton, LogExportProgress } from '../components/log-export-control.tsx';
import { buildLogColumns } from '../components/usage-log-columns.tsx';
import type { LogTableRow } from '../components/usage-log-columns.tsx';
import { UsageLogFilters } from '../components/usage-log-filters.tsx';
import { UsageLogStats } from '../components/usage-log-stats.tsx';
import { UserInfoDialog } from '../components/user-info-dialog.tsx';
import { columnsForRole, readColumnChoice, storeColumnChoice, visibleColumns } from '../logic/log-columns.ts';
import type { LogColumnKey } from '../logic/log-columns.ts';
import { defaultLogFilterForm, toListParams, toLogFilters, toStatFilters } from '../logic/log-filters.ts';
import type { LogFilterForm } from '../logic/log-filters.ts';
import { parseLogOther } from '../logic/log-other.ts';
import { FIRST_LOG_PAGE, movePage } from '../logic/log-paging.ts';
import type { LogPaging } from '../logic/log-paging.ts';

/**
 * /log: usage, top-up, admin, system and error records (LOG-001…028).
 * Admins read everyone's records with channel and user columns; everybody else only their own.
 * Export CSV downloads the searched filters' rows; each row's expansion holds its receipt.
 */
export default function UsageLogPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const isAdmin = user !== null && isAdminRole(user.role);
  const settings = useQuotaSettings();
  const { copy, dialog: copyDialog } = useCopy();
  const [form, setForm] = useState<LogFilterForm>(() => defaultLogFilterForm());
  const [paging, setPaging] = useState<LogPaging>(FIRST_LOG_PAGE);
  const [pageSize, setPageSize] = useState(getStoredPageSize);
  const [expanded, setExpanded] = useState<RowId[]>([]);
  const [columnChoice, setColumnChoice] = useState(readColumnChoice);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [foldedColumns, setFoldedColumns] = useState<string[]>([]);
  const [userId, setUserId] = useState<number | undefined>(undefined);

  const list = useUsageLogs(toListParams(form, isAdmin, paging.page, pageSize, paging.beforeId), isAdmin);
  const stat = useUsageLogStat(toStatFilters(form, isAdmin), isAdmin);
  const reload = useReloadUsageLogs(isAdmin);
  const csv = useLogExport(isAdmin);
  const rows = useMemo<LogTableRow[]>(() => (list.data?.items ?? []).map((log) => ({ log, other: parseLogOther(log.other) })), [list.data]);
  // While the next page loads the previous one stays on screen; its last id is not this page's cursor.
  const shownIds = list.isPlaceholderData ? [] : rows.map((row) => row.log.id);
  // A capped total is a lower bound (ADR 0042): the pager says "more than n", the export bar has no total.
  const totalCapped = list.data?.total_capped ?? false;
  const shown = visibleColumns(columnChoice, isAdmin);
  const columns = buildLogColumns(shown, { t, settings, copy: (text) => void copy(text), onShowUser: (log) => setUserId(log.user_id) });

  const chooseColumns = (next: Partial<Record<LogColumnKey, boolean>>) => {
    setColumnChoice(next);
    storeColumnChoice(next);
  };
  const toggleRow = (row: LogTableRow) => setExpanded((ids) => (ids.includes(row.log.id) ? ids.filter((id) => id !== row.log.id) : [...ids, row.log.id]));

  return (
    <PageFrame title={t('usageLog.title')} breadcrumbs={[{ label: t('sections.console') }, { label: t('usageLog.title') }]}>
      <UsageLogStats stat={stat.data} settings={settings} />
      <UsageLogFilters
        values={form}
        isAdmin={isAdmin}
        onSearch={(next) => {
          setForm(next);
          setPaging(FIRST_LOG_PAGE);
          setExpanded([]);
          reload(toListParams(next, isAdmin, 0, pageSize), toStatFilters(next, isAdmin));
        }}
        onOpenColumns={() => setColumnsOpen(true)}
        actions={<LogExportButton running={csv.progress !== null} onExport={() => csv.start(toLogFilters(form, isAdmin))} />}
      />
      {csv.progress !== null && <LogExportProgress progress={csv.progress} total={totalCapped ? undefined : list.data?.total} onCancel={csv.cancel} />}
      <DataTable<LogTableRow>
        label={t('usageLog.tableLabel')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.log.id}
        loading={list.isFetching}
        page={paging.page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        totalCapped={totalCapped}
        onPageChange={(next) => setPaging(movePage(paging, next, shownIds))}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPaging(FIRST_LOG_PAGE);
        }}
        onRowClick={toggleRow}
        expandedIds={expanded}
        onExpandedChange={setExpanded}
        onFoldedChange={setFoldedColumns}
        renderDetail={(row) => <LogDetails log={row.log} other={row.other} isAdmin={isAdmin} settings={settings} />}
        emptyTitle={t('usageLog.emptyTitle')}
        emptyDescription={t('usageLog.emptyDescription')}
      />
      <ColumnSettingsDialog
        open={columnsOpen}
        columns={columnsForRole(isAdmin)}
        visible={shown}
        folded={foldedColumns}
        onToggle={(key, visible) => chooseColumns({ ...columnChoice, [key]: visible })}
        onShowAll={() => chooseColumns({})}
        onClose={() => setColumnsOpen(false)}
      />
      <UserInfoDialog userId={userId} settings={settings} onClose={() => setUserId(undefined)} />
      {copyDialog}
    </PageFrame>
  );
}
