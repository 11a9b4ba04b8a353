import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { RedemptionStatus } from '@gateway/domain';
import type { RedemptionRow } from '@gateway/domain';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import { useNotify } from '@gateway/ui/notify';
import { PageFrame } from '@gateway/ui/page-frame';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { SearchBar } from '../../shared/search-bar.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { redemptionNoticeKeys, useRedemptionList, useRedemptionMutations, useReloadRedemptionList } from '../api/use-redemptions.ts';
import { CreatedCodesDialog } from '../components/created-codes-dialog.tsx';
import { RedemptionEditor } from '../components/redemption-editor.tsx';
import type { RedemptionEditorState } from '../components/redemption-editor.tsx';
import { RedemptionTable } from '../components/redemption-table.tsx';

const FILTERS = ['keyword'] as const;

/** /redemption: redemption codes, an admin page (TW-023). */
export default function RedemptionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const [params, setParams] = useListParams(FILTERS);
  const list = useRedemptionList({ p: params.p, page_size: params.size, keyword: params.filters.keyword });
  const reload = useReloadRedemptionList();
  const { setStatus, remove } = useRedemptionMutations();
  const [editor, setEditor] = useState<RedemptionEditorState>({ kind: 'closed' });
  const [createdCodes, setCreatedCodes] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<RedemptionRow | undefined>(undefined);

  const toggle = (row: RedemptionRow, enable: boolean) =>
    setStatus.mutate(
      { id: row.id, status: enable ? RedemptionStatus.Unused : RedemptionStatus.Disabled },
      {
        onSuccess: () =>
          notify.success(t(enable ? 'redemptions.messages.enabled' : 'redemptions.messages.disabled', { name: row.name }), {
            key: redemptionNoticeKeys.row(row.id),
          }),
      },
    );
  const confirmDelete = (row: RedemptionRow) =>
    remove.mutate(row.id, {
      onSuccess: () => notify.success(t('redemptions.messages.deleted', { name: row.name }), { key: redemptionNoticeKeys.row(row.id) }),
      onSettled: () => setDeleting(undefined),
    });

  return (
    <PageFrame title={t('redemptions.title')} breadcrumbs={[{ label: t('sections.admin') }, { label: t('redemptions.title') }]}>
      <SearchBar
        fields={[{ name: 'keyword', label: t('redemptions.search.keyword') }]}
        values={params.filters}
        onSearch={(filters) => {
          setParams({ ...params, p: 0, filters });
          reload({ p: 0, page_size: params.size, keyword: filters.keyword.trim() });
        }}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditor({ kind: 'create' })}>
            {t('redemptions.actions.create')}
          </Button>
        }
      />
      <RedemptionTable
        page={list.data}
        loading={list.isFetching}
        pageIndex={params.p}
        pageSize={params.size}
        onPageChange={(p) => setParams({ ...params, p })}
        onPageSizeChange={(size) => setParams({ ...params, p: 0, size })}
        handlers={{ onToggle: toggle, onEdit: (row) => setEditor({ kind: 'edit', id: row.id }), onDelete: setDeleting }}
      />
      <RedemptionEditor state={editor} onClose={() => setEditor({ kind: 'closed' })} onCreated={setCreatedCodes} />
      <CreatedCodesDialog codes={createdCodes} onClose={() => setCreatedCodes([])} />
      <ConfirmDialog
        open={deleting !== undefined}
        danger
        title={t('redemptions.delete.title')}
        message={t('redemptions.delete.message', { name: deleting?.name ?? '' })}
        confirming={remove.isPending}
        onConfirm={() => deleting !== undefined && confirmDelete(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </PageFrame>
  );
}
