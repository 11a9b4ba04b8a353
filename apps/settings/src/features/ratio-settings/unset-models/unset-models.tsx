import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enabledModelsQuery } from '@gateway/sdk/queries';
import { DataTable, getStoredPageSize } from '@gateway/ui/data-table';
import type { DataTableColumn } from '@gateway/ui/data-table';
import { NAMESPACE } from '../../../namespace.ts';
import { useSettingsForm } from '../../shared/settings-form/index.ts';
import { ModelPriceDialog } from '../components/model-price-dialog.tsx';
import { parsePricingMaps, PRICING_KEYS } from '../pricing/pricing-maps.ts';
import { ModelName } from '../components/model-name.tsx';
import { useSavePricingRow } from './use-save-pricing-row.ts';

type UnsetRow = { name: string };

/**
 * SET-043…045: the enabled models (GET /api/channel/models_enabled) that have neither a price nor a
 * ratio in the saved options, so the relay refuses them. "Set price" opens the price dialog and
 * saves at once; the model then leaves the list (SET-044). Page sizes 10, 20, 50, 100 (SET-045).
 */
export default function UnsetModels() {
  const { t } = useTranslation(NAMESPACE);
  const form = useSettingsForm();
  const models = useQuery({ ...enabledModelsQuery(), meta: { silent: true } });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(getStoredPageSize);
  const [editing, setEditing] = useState<string | null>(null);
  const saveRow = useSavePricingRow();
  const { ModelPrice: savedPrice, ModelRatio: savedRatio } = form.saved;
  const unset = useMemo(() => {
    const { maps } = parsePricingMaps({ ModelPrice: savedPrice ?? '{}', ModelRatio: savedRatio ?? '{}', CompletionRatio: '{}' });
    return (models.data ?? []).filter((name) => !maps.ModelPrice.has(name) && !maps.ModelRatio.has(name)).map((name) => ({ name }));
  }, [models.data, savedPrice, savedRatio]);
  const editingRow = useMemo(() => (editing === null ? undefined : { name: editing }), [editing]);
  const pricingDirty = PRICING_KEYS.some((key) => form.dirtyKeys.includes(key));

  const columns: DataTableColumn<UnsetRow>[] = [
    { key: 'name', header: t('ratioSettings.unset.model'), render: (row) => <ModelName name={row.name} /> },
    {
      key: 'actions',
      header: t('ratioSettings.visual.columns.actions'),
      sticky: true,
      render: (row) => (
        <Button size="small" variant="outlined" aria-label={t('ratioSettings.unset.setPriceOf', { model: row.name })} onClick={() => setEditing(row.name)}>
          {t('ratioSettings.unset.setPrice')}
        </Button>
      ),
    },
  ];

  if (models.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void models.refetch()}>
            {t('settings.retry')}
          </Button>
        }
      >
        {t('ratioSettings.unset.loadFailed')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('ratioSettings.unset.description')}
      </Typography>
      <DataTable<UnsetRow>
        label={t('ratioSettings.unset.tableLabel')}
        columns={columns}
        rows={unset.slice(page * pageSize, (page + 1) * pageSize)}
        getRowId={(row) => row.name}
        loading={models.isPending}
        page={page}
        pageSize={pageSize}
        total={unset.length}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        emptyTitle={t('ratioSettings.unset.empty')}
      />
      <ModelPriceDialog
        open={editing !== null}
        row={editingRow}
        existingNames={new Set()}
        actionKey="settings.ratio-unset-dialog"
        title={t('ratioSettings.unset.dialogTitle', { model: editing ?? '' })}
        submitLabel={t('ratioSettings.unset.save')}
        notice={pricingDirty ? t('ratioSettings.unset.savesEdits') : undefined}
        onSubmit={saveRow}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
