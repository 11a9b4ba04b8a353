import { useState } from 'react';
import Alert from '@mui/material/Alert';
import type { TokenRow } from '@gateway/domain';
import { TokenStatus } from '@gateway/domain';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import type { RowId } from '@gateway/ui/data-table';
import { useNotify } from '@gateway/ui/notify';
import { PageFrame } from '@gateway/ui/page-frame';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useListParams } from '../../shared/use-list-params.ts';
import { tokenNoticeKeys, useReloadTokenList, useTokenList, useTokenMutations } from '../api/use-tokens.ts';
import { TokenEditor } from '../components/token-editor.tsx';
import type { TokenEditorState } from '../components/token-editor.tsx';
import { TokenTable } from '../components/token-table.tsx';
import { TOKEN_FILTERS, TokenToolbar } from '../components/token-toolbar.tsx';

/** /token: the signed-in user's API tokens: list, search, create, edit and delete. */
export default function TokensPage() {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const [params, setParams] = useListParams(TOKEN_FILTERS);
  const list = useTokenList({ p: params.p, size: params.size, ...params.filters });
  const reload = useReloadTokenList();
  const { setStatus, remove } = useTokenMutations();
  const [selectedIds, setSelectedIds] = useState<RowId[]>([]);
  const [editor, setEditor] = useState<TokenEditorState>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<TokenRow | undefined>(undefined);
  const rows = list.data?.items ?? [];

  const toggle = (token: TokenRow, enable: boolean) =>
    setStatus.mutate(
      { id: token.id, status: enable ? TokenStatus.Enabled : TokenStatus.Disabled },
      {
        onSuccess: () =>
          notify.success(t(enable ? 'tokens.messages.enabled' : 'tokens.messages.disabled', { name: token.name }), { key: tokenNoticeKeys.row(token.id) }),
      },
    );
  const confirmDelete = (token: TokenRow) =>
    remove.mutate(token.id, {
      onSuccess: () => {
        notify.success(t('tokens.messages.deleted', { name: token.name }), { key: tokenNoticeKeys.row(token.id) });
        setSelectedIds((ids) => ids.filter((id) => id !== token.id));
      },
      onSettled: () => setDeleting(undefined),
    });

  return (
    <PageFrame title={t('tokens.title')} breadcrumbs={[{ label: t('sections.console') }, { label: t('tokens.title') }]}>
      {/* The spec puts this warning at the top of the page, before any token is shown. */}
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('tokens.usageWarning')}
      </Alert>
      <TokenToolbar
        filters={params.filters}
        onSearch={(filters) => {
          setParams({ ...params, p: 0, filters });
          reload({ p: 0, size: params.size, keyword: filters.keyword.trim(), token: filters.token.trim() });
        }}
        selected={rows.filter((token) => selectedIds.includes(token.id))}
        onCreate={() => setEditor({ kind: 'create' })}
      />
      <TokenTable
        page={list.data}
        loading={list.isFetching}
        pageIndex={params.p}
        pageSize={params.size}
        onPageChange={(p) => setParams({ ...params, p })}
        onPageSizeChange={(size) => setParams({ ...params, p: 0, size })}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        handlers={{ onToggle: toggle, onEdit: (token) => setEditor({ kind: 'edit', id: token.id }), onDelete: setDeleting }}
      />
      <TokenEditor state={editor} onClose={() => setEditor({ kind: 'closed' })} />
      <ConfirmDialog
        open={deleting !== undefined}
        danger
        title={t('tokens.delete.title')}
        message={t('tokens.delete.message', { name: deleting?.name ?? '' })}
        confirming={remove.isPending}
        onConfirm={() => deleting !== undefined && confirmDelete(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </PageFrame>
  );
}
