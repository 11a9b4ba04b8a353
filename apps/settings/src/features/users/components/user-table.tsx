import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Page, PublicUser } from '@gateway/domain';
import { DataTable } from '@gateway/ui/data-table';
import type { DataTableColumn } from '@gateway/ui/data-table';
import { QuotaText } from '@gateway/ui/quota-text';
import { StatusChip } from '@gateway/ui/status-chip';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useQuotaSettings } from '../use-quota-settings.ts';
import { RoleChip } from './role-chip.tsx';
import { UserRowActions } from './user-row-actions.tsx';
import type { UserRowHandlers } from './user-row-actions.tsx';

export type UserTableProps = {
  page: Page<PublicUser> | undefined;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  handlers: UserRowHandlers;
};

function UserName({ user }: { user: PublicUser }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {user.username}
      </Typography>
      {user.display_name !== '' && user.display_name !== user.username && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.display_name}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The user list (USR-003): status and role as chips (USR-006, USR-008), deleted rows marked and
 * without actions (USR-007). On a phone the counters fold first, then group and quota (ADR 0020).
 */
export function UserTable(props: UserTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const settings = useQuotaSettings();
  const columns: DataTableColumn<PublicUser>[] = [
    { key: 'id', header: t('users.columns.id'), priority: 4, minWidth: 56 },
    { key: 'username', header: t('users.columns.username'), minWidth: 120, render: (user) => <UserName user={user} /> },
    {
      key: 'status',
      header: t('users.columns.status'),
      minWidth: 92,
      render: (user) => <StatusChip kind="user" value={user.status} deletedAt={user.deleted_at} />,
    },
    { key: 'role', header: t('users.columns.role'), priority: 2, minWidth: 104, render: (user) => <RoleChip role={user.role} /> },
    { key: 'group', header: t('users.columns.group'), priority: 3, minWidth: 88 },
    { key: 'quota', header: t('users.columns.quota'), priority: 2, minWidth: 112, render: (user) => <QuotaText quota={user.quota} settings={settings} /> },
    {
      key: 'used_quota',
      header: t('users.columns.usedQuota'),
      priority: 5,
      minWidth: 104,
      render: (user) => <QuotaText quota={user.used_quota} settings={settings} />,
    },
    { key: 'request_count', header: t('users.columns.requests'), priority: 5, minWidth: 88, align: 'right' },
    { key: 'aff_count', header: t('users.columns.invites'), priority: 6, minWidth: 80, align: 'right' },
    {
      key: 'actions',
      header: t('users.columns.actions'),
      sticky: true,
      minWidth: 88,
      render: (user) => <UserRowActions user={user} handlers={props.handlers} />,
    },
  ];
  return (
    <DataTable
      label={t('users.tableLabel')}
      columns={columns}
      rows={props.page?.items ?? []}
      getRowId={(user) => user.id}
      loading={props.loading}
      page={props.pageIndex}
      pageSize={props.pageSize}
      total={props.page?.total ?? 0}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      emptyTitle={t('users.emptyTitle')}
      emptyDescription={t('users.emptyDescription')}
    />
  );
}
