import type { Page, TokenRow } from '@gateway/domain';
import { TOKEN_NEVER_EXPIRES } from '@gateway/domain';
import { DataTable } from '@gateway/ui/data-table';
import type { DataTableColumn, RowId } from '@gateway/ui/data-table';
import { QuotaText } from '@gateway/ui/quota-text';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { TimeText } from '../../shared/time-text.tsx';
import { useQuotaSettings } from '../../shared/use-quota-settings.ts';
import { TokenKeyCell } from './token-key-cell.tsx';
import { TokenRowActions } from './token-row-actions.tsx';
import type { TokenRowHandlers } from './token-row-actions.tsx';
import { TokenStatusChip } from './token-status-chip.tsx';

export type TokenTableProps = {
  page: Page<TokenRow> | undefined;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  selectedIds: RowId[];
  onSelectionChange: (ids: RowId[]) => void;
  handlers: TokenRowHandlers;
};

/**
 * The token list: one row per token with its key, quota, dates and controls. In a narrow frame the
 * creation time folds first, then the group, the used quota and the masked key (ADR 0020); the expiry
 * folds last, since a token that ends in an hour must not look like one that never ends. Whatever folds
 * is counted on the row's "+N"; the controls stay pinned.
 */
export function TokenTable(props: TokenTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const settings = useQuotaSettings();
  const columns: DataTableColumn<TokenRow>[] = [
    { key: 'name', header: t('tokens.columns.name'), minWidth: 120 },
    { key: 'status', header: t('tokens.columns.status'), minWidth: 96, render: (token) => <TokenStatusChip token={token} /> },
    { key: 'key', header: t('tokens.columns.key'), priority: 3, minWidth: 230, render: (token) => <TokenKeyCell tokenKey={token.key} /> },
    {
      key: 'remain_quota',
      header: t('tokens.columns.remainQuota'),
      priority: 2,
      minWidth: 112,
      render: (token) => (token.unlimited_quota ? t('tokens.unlimited') : <QuotaText quota={token.remain_quota} settings={settings} />),
    },
    {
      key: 'used_quota',
      header: t('tokens.columns.usedQuota'),
      priority: 3,
      minWidth: 104,
      render: (token) => <QuotaText quota={token.used_quota} settings={settings} />,
    },
    { key: 'created_time', header: t('tokens.columns.createdTime'), priority: 5, minWidth: 150, render: (token) => <TimeText seconds={token.created_time} /> },
    {
      key: 'expired_time',
      header: t('tokens.columns.expiredTime'),
      priority: 1,
      minWidth: 150,
      render: (token) => (token.expired_time === TOKEN_NEVER_EXPIRES ? t('tokens.never') : <TimeText seconds={token.expired_time} />),
    },
    { key: 'group', header: t('tokens.columns.group'), priority: 4, minWidth: 96, render: (token) => token.group || t('tokens.defaultGroup') },
    {
      key: 'actions',
      header: t('tokens.columns.actions'),
      sticky: true,
      minWidth: 200,
      render: (token) => <TokenRowActions token={token} handlers={props.handlers} />,
    },
  ];
  return (
    <DataTable
      label={t('tokens.tableLabel')}
      columns={columns}
      rows={props.page?.items ?? []}
      getRowId={(token) => token.id}
      loading={props.loading}
      page={props.pageIndex}
      pageSize={props.pageSize}
      total={props.page?.total ?? 0}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      selectable
      selectedIds={props.selectedIds}
      onSelectionChange={props.onSelectionChange}
      emptyTitle={t('tokens.emptyTitle')}
      emptyDescription={t('tokens.emptyDescription')}
    />
  );
}
