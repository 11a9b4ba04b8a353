import { useState } from 'react';
import type { ManageUserAction, PublicUser } from '@gateway/domain';
import { useNotify } from '@gateway/ui/notify';
import { PageFrame } from '@gateway/ui/page-frame';
import type { BreadcrumbItem } from '@gateway/ui/page-frame';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { userNoticeKeys, useReloadUserList, useUserList, useUserMutations } from '../api/use-users.ts';
import { useUserListParams } from '../use-user-list-params.ts';
import { needsConfirmation } from '../user-row-actions.ts';
import { ManageConfirmDialog } from './manage-confirm-dialog.tsx';
import type { PendingAction } from './manage-confirm-dialog.tsx';
import { UserDrawer } from './user-drawer.tsx';
import { UserEditor } from './user-editor.tsx';
import type { EditorTarget } from './user-editor.tsx';
import { UserTable } from './user-table.tsx';
import { UserToolbar } from './user-toolbar.tsx';

/**
 * The user management page (USR-001…021): search, the paged table with its row
 * actions, the add-user drawer, and the edit drawer that /user/edit(/:id) opens over the list.
 */
export function UsersView({ target }: { target: EditorTarget }) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const { params, setParams, go } = useUserListParams();
  const list = useUserList(params);
  const reload = useReloadUserList();
  const { manage } = useUserMutations();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingAction | undefined>(undefined);

  const run = (user: PublicUser, action: ManageUserAction) =>
    manage.mutate(
      { id: user.id, action },
      {
        onSuccess: () => notify.success(t(`users.messages.${action}`, { name: user.username }), { key: userNoticeKeys.row(user.id) }),
        onSettled: () => setPending(undefined),
      },
    );
  const onAction = (user: PublicUser, action: ManageUserAction) => (needsConfirmation(action) ? setPending({ user, action }) : run(user, action));

  const trail: BreadcrumbItem[] =
    target.kind === 'none'
      ? []
      : [{ label: target.kind === 'self' ? t('users.form.selfTitle') : t('users.form.editTitle', { id: target.kind === 'user' ? target.id : target.raw }) }];
  return (
    <PageFrame
      title={t('users.title')}
      breadcrumbs={[{ label: t('sections.admin') }, trail.length > 0 ? { label: t('users.title'), to: '/user' } : { label: t('users.title') }, ...trail]}
    >
      <UserEditor target={target} onClose={() => go('/user')} />
      <UserToolbar
        filters={{ keyword: params.keyword, group: params.group }}
        onSearch={(filters) => {
          const next = { ...params, ...filters, p: 0 };
          setParams(next);
          reload(next);
        }}
        onAdd={() => setAdding(true)}
      />
      <UserTable
        page={list.data}
        loading={list.isFetching}
        pageIndex={params.p}
        pageSize={params.size}
        onPageChange={(p) => setParams({ ...params, p })}
        onPageSizeChange={(size) => setParams({ ...params, p: 0, size })}
        handlers={{ onEdit: (user) => go(`/user/edit/${user.id}`), onAction }}
      />
      {adding && <UserDrawer mode="create" user={undefined} onClose={() => setAdding(false)} />}
      <ManageConfirmDialog
        pending={pending}
        confirming={manage.isPending}
        onConfirm={({ user, action }) => run(user, action)}
        onCancel={() => setPending(undefined)}
      />
    </PageFrame>
  );
}
