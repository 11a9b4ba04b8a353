import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@gateway/ui/data-table';
import type { RowId } from '@gateway/ui/data-table';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../../namespace.ts';
import { optionLabel, useSettingsForm } from '../../shared/settings-form/index.ts';
import { ModelPriceDialog } from '../components/model-price-dialog.tsx';
import { applyBatch } from '../pricing/batch-set.ts';
import type { BatchInput } from '../pricing/batch-set.ts';
import { PRICING_KEYS } from '../pricing/pricing-maps.ts';
import type { PricingRow } from '../pricing/pricing-maps.ts';
import { BATCH_NOTICE_KEY, BatchSetDialog } from './batch-set-dialog.tsx';
import { pricingColumns } from './pricing-columns.tsx';
import { usePricePreview } from './use-price-preview.ts';
import { usePricingEditor } from './use-pricing-editor.ts';
import { useVisualListing } from './use-visual-listing.ts';
import { useVisualSave } from './use-visual-save.ts';
import { VisualToolbar } from './visual-toolbar.tsx';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; row: PricingRow } | { kind: 'batch' } | null;

/**
 * The visual price editor (SET-029…042): every priced model with its fixed price, ratio and
 * completion ratio edited in place, what a user pays beside it (computeCost), search, 10 a page,
 * add / edit dialogs, batch set, and one save of the three pricing maps.
 */
export default function VisualPriceEditor() {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const form = useSettingsForm();
  const editor = usePricingEditor();
  const [group, setGroup] = useState<string>();
  const preview = usePricePreview(group);
  const listing = useVisualListing(editor.rows);
  const { saving, submit } = useVisualSave(editor);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const names = useMemo(() => new Set(editor.rows.map((row) => row.name)), [editor.rows]);

  if (editor.broken.length > 0)
    return (
      <Alert severity="warning">
        {t('ratioSettings.visual.broken', { keys: editor.broken.map((key) => optionLabel(key, t)).join(t('common:form.separator')) })}
      </Alert>
    );

  const openBatch = () => {
    if (listing.selected.length === 0) notify.warning(t('ratioSettings.batch.errors.selectFirst'), { key: BATCH_NOTICE_KEY });
    else setDialog({ kind: 'batch' });
  };
  const applyToSelection = (input: BatchInput) => {
    const chosen = editor.rows.filter((row) => listing.selected.includes(row.name));
    const updated = chosen.map((row) => applyBatch(row, input)).filter((row): row is PricingRow => row !== undefined);
    editor.updateRows(updated);
    const skipped = chosen.length - updated.length;
    notify.success(t(skipped > 0 ? 'ratioSettings.batch.appliedSkipping' : 'ratioSettings.batch.applied', { count: updated.length, skipped }), {
      key: BATCH_NOTICE_KEY,
    });
    setDialog(null);
  };
  const columns = pricingColumns({
    t,
    editor,
    preview,
    onEdit: (row) => setDialog({ kind: 'edit', row }),
    onDelete: (row) => {
      editor.removeModel(row.name);
      listing.forget(row.name);
    },
  });
  const dirty = PRICING_KEYS.some((key) => form.dirtyKeys.includes(key));

  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('ratioSettings.visual.completionInfo')}</Alert>
      <VisualToolbar
        search={listing.search}
        onSearch={listing.setSearch}
        preview={preview}
        onGroup={setGroup}
        selected={listing.selected.length}
        dirty={dirty}
        saving={saving}
        onAdd={() => setDialog({ kind: 'add' })}
        onBatch={openBatch}
        onDiscard={() => {
          form.discard(PRICING_KEYS);
          editor.clearDrafts();
        }}
        onSave={() => void submit()}
      />
      <DataTable<PricingRow>
        label={t('ratioSettings.visual.tableLabel')}
        columns={columns}
        rows={listing.pageRows}
        getRowId={(row) => row.name}
        page={listing.page}
        pageSize={listing.pageSize}
        total={listing.total}
        onPageChange={listing.setPage}
        onPageSizeChange={listing.setPageSize}
        selectable
        selectedIds={listing.selected}
        onSelectionChange={(ids: RowId[]) => listing.setSelected(ids.map(String))}
        emptyTitle={t(listing.search.trim() === '' ? 'ratioSettings.visual.empty' : 'ratioSettings.visual.noMatch')}
      />
      <ModelPriceDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        row={dialog?.kind === 'edit' ? dialog.row : undefined}
        existingNames={names}
        actionKey="settings.ratio-model-dialog"
        title={t(dialog?.kind === 'edit' ? 'ratioSettings.form.editTitle' : 'ratioSettings.form.addTitle')}
        submitLabel={t('ratioSettings.form.apply')}
        onSubmit={(row) => {
          editor.updateRows([row]);
          if (dialog?.kind === 'add') listing.showFirst(row.name);
        }}
        onClose={() => setDialog(null)}
      />
      <BatchSetDialog open={dialog?.kind === 'batch'} selected={listing.selected.length} onApply={applyToSelection} onClose={() => setDialog(null)} />
    </Stack>
  );
}
