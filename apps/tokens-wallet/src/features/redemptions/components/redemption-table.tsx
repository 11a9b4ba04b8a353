import type { Page, RedemptionRow } from '@gateway/domain';
import { DataTable } from '@gateway/ui/data-table';
import type { DataTableColumn } from '@gateway/ui/data-table';
import { QuotaText } from '@gateway/ui/quota-text';
import { StatusChip } from '@gateway/ui/status-chip';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { TimeText } from '../../shared/time-text.tsx';
import { useQuotaSettings } from '../../shared/use-quota-settings.ts';
import { RedemptionRowActions } from './redemption-row-actions.tsx';
import type { RedemptionRowHandlers } from './redemption-row-actions.tsx';

export type RedemptionTableProps = {
  page: Page<RedemptionRow> | undefined;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  handlers: RedemptionRowHandlers;
};

/** The code list (TW-031): id, name, status, quota, created, who redeemed it, controls (pinned; the rest folds by priority, ADR 0020). */
export function RedemptionTable(props: RedemptionTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const settings = useQuotaSettings();
  const columns: DataTableColumn<RedemptionRow>[] = [
    { key: 'id', header: t('redemptions.columns.id'), priority: 3, minWidth: 64 },
    { key: 'name', header: t('redemptions.columns.name'), minWidth: 140 },
    { key: 'status', header: t('redemptions.columns.status'), minWidth: 104, render: (row) => <StatusChip kind="redemption" value={row.status} /> },
    { key: 'quota', header: t('redemptions.columns.quota'), priority: 2, minWidth: 112, render: (row) => <QuotaText quota={row.quota} settings={settings} /> },
    { key: 'created_time', header: t('redemptions.columns.createdTime'), priority: 4, minWidth: 150, render: (row) => <TimeText seconds={row.created_time} /> },
    {
      key: 'used_user_id',
      header: t('redemptions.columns.redeemedBy'),
      priority: 3,
      minWidth: 140,
      render: (row) => (row.used_user_id === 0 ? t('redemptions.notRedeemed') : t('redemptions.redeemedByUser', { id: row.used_user_id })),
    },
    {
      key: 'actions',
      header: t('redemptions.columns.actions'),
      sticky: true,
      minWidth: 184,
      render: (row) => <RedemptionRowActions row={row} handlers={props.handlers} />,
    },
  ];
  return (
    <DataTable
      label={t('redemptions.tableLabel')}
      columns={columns}
      rows={props.page?.items ?? []}
      getRowId={(row) => row.id}
      loading={props.loading}
      page={props.pageIndex}
      pageSize={props.pageSize}
      total={props.page?.total ?? 0}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      emptyTitle={t('redemptions.emptyTitle')}
      emptyDescription={t('redemptions.emptyDescription')}
    />
  );
}
