import { useState } from 'react';
import type { ChannelView } from '@gateway/sdk';
import { useChannelPage, useReloadChannelPage } from '../api/channel-list-queries.ts';
import { readIdSort, readVisibleColumns, storeIdSort, storeVisibleColumns } from '../logic/list-preferences.ts';
import { BatchTagDialog } from './batch-tag-dialog.tsx';
import { ChannelSearchForm } from './channel-search-form.tsx';
import { ChannelTable } from './channel-table.tsx';
import { ChannelToolbar } from './channel-toolbar.tsx';
import { ColumnSettingsDialog } from './column-settings-dialog.tsx';
import { TagEditorDrawer } from './tag-editor-drawer.tsx';
import { TestModelDialog } from './test-model-dialog.tsx';
import { useConfirm } from './use-confirm.tsx';
import { useListUrlState } from './use-list-url-state.ts';
import { useRowActions } from './use-row-actions.tsx';
import { useToolbarActions } from './use-toolbar-actions.tsx';

/** Search form, toolbar and table of the channel page with its dialogs (CH-002). */
export function ChannelList() {
  const { state, update } = useListUrlState();
  const [idSort, setIdSort] = useState(readIdSort);
  const [columns, setColumns] = useState(readVisibleColumns);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [foldedColumns, setFoldedColumns] = useState<string[]>([]);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [testing, setTesting] = useState<ChannelView | undefined>(undefined);
  const [editingTag, setEditingTag] = useState<string | undefined>(undefined);
  const { ask, dialog } = useConfirm();
  const rowActions = useRowActions(ask);
  const toolbar = useToolbarActions(ask, selectedIds, () => setSelectedIds([]));
  const page = useChannelPage(state, idSort);
  const reload = useReloadChannelPage();
  const filtered = state.keyword !== '' || state.model !== '' || state.group !== '';
  return (
    <>
      <ChannelSearchForm
        value={state}
        onSearch={(filters) => {
          update({ ...filters, page: 0 });
          reload({ ...state, ...filters, page: 0 }, idSort);
        }}
      />
      <ChannelToolbar
        actions={toolbar}
        idSort={idSort}
        tagMode={state.tagMode}
        onIdSortChange={(next) => {
          storeIdSort(next);
          setIdSort(next);
        }}
        onTagModeChange={(tagMode) => update({ tagMode, page: 0 })}
        onOpenColumns={() => setColumnsOpen(true)}
      />
      <ChannelTable
        channels={page.data?.items ?? []}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        page={state.page}
        pageSize={state.pageSize}
        tagMode={state.tagMode}
        filtered={filtered}
        visibleColumns={columns}
        onFoldedChange={setFoldedColumns}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        onPageChange={(next) => update({ page: next })}
        onPageSizeChange={(size) => update({ pageSize: size, page: 0 })}
        actions={rowActions}
        onTest={setTesting}
        onEditTag={setEditingTag}
      />
      <ColumnSettingsDialog
        open={columnsOpen}
        visible={columns}
        folded={foldedColumns}
        onChange={(next) => {
          storeVisibleColumns(next);
          setColumns(next);
        }}
        onClose={() => setColumnsOpen(false)}
      />
      <BatchTagDialog
        open={toolbar.tagDialogOpen}
        count={selectedIds.length}
        submitting={toolbar.batchTagPending}
        onSubmit={toolbar.submitBatchTag}
        onClose={toolbar.closeBatchTag}
      />
      <TestModelDialog channel={testing} onClose={() => setTesting(undefined)} />
      <TagEditorDrawer tag={editingTag} onClose={() => setEditingTag(undefined)} />
      {dialog}
    </>
  );
}
