import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RedemptionRow } from '@gateway/domain';
import { EntityDrawer } from '@gateway/ui/entity-drawer';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { QuotaField } from '../../shared/quota-field.tsx';
import { useRedemptionMutations } from '../api/use-redemptions.ts';
import { newRedemptionForm, redemptionFormFrom, resolveRedemptionName, validateRedemptionForm } from '../redemption-form.ts';
import type { RedemptionFormErrors, RedemptionFormValues } from '../redemption-form.ts';

export type RedemptionDrawerProps = {
  /** undefined creates (TW-032); a code (loaded by GET /api/redemption/:id) edits (TW-033). */
  row: RedemptionRow | undefined;
  onClose: () => void;
  /** Receives the generated codes of a create. */
  onCreated: (codes: string[]) => void;
};

export function RedemptionDrawer({ row, onClose, onCreated }: RedemptionDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const { create, update } = useRedemptionMutations();
  const mode = row === undefined ? 'create' : 'edit';
  const [values, setValues] = useState<RedemptionFormValues>(() => (row === undefined ? newRedemptionForm() : redemptionFormFrom(row)));
  const [errors, setErrors] = useState<RedemptionFormErrors>({});
  const change = (patch: Partial<RedemptionFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const error = (field: keyof RedemptionFormErrors) => (errors[field] === undefined ? undefined : t(`redemptions.form.errors.${errors[field]}`));

  const submit = () => {
    const found = validateRedemptionForm(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const name = resolveRedemptionName(values);
    const quota = Number.parseInt(values.quota, 10);
    if (row === undefined) {
      create.mutate({ name, quota, count: Number.parseInt(values.count, 10) }, { onSuccess: (codes) => { onClose(); onCreated(codes); } });
    } else {
      update.mutate({ id: row.id, name, quota }, { onSuccess: () => { notify.success(t('redemptions.messages.updated')); onClose(); } });
    }
  };

  return (
    <EntityDrawer open title={t(mode === 'create' ? 'redemptions.form.createTitle' : 'redemptions.form.editTitle')} onClose={onClose} onSubmit={submit} submitting={create.isPending || update.isPending}>
      <Stack spacing={2.5}>
        <TextField
          fullWidth
          autoFocus
          label={t('redemptions.form.name')}
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errors.name !== undefined}
          helperText={error('name') ?? t('redemptions.form.nameHelp')}
        />
        <QuotaField
          label={t('redemptions.form.quota')}
          helpKey="redemptions.form.quotaHelp"
          quickLabel={t('redemptions.form.quickQuota')}
          value={values.quota}
          onChange={(quota) => change({ quota })}
          error={error('quota')}
        />
        {mode === 'create' && (
          <TextField
            fullWidth
            label={t('redemptions.form.count')}
            value={values.count}
            onChange={(event) => change({ count: event.target.value })}
            error={errors.count !== undefined}
            helperText={error('count') ?? t('redemptions.form.countHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
      </Stack>
    </EntityDrawer>
  );
}
