import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createRedemptionInput, updateRedemptionInput } from '@gateway/domain';
import type { RedemptionRow } from '@gateway/domain';
import { EntityDrawer } from '@gateway/ui/entity-drawer';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import type { FieldErrors } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { QuotaField } from '../../shared/quota-field.tsx';
import { redemptionNoticeKeys, useRedemptionMutations } from '../api/use-redemptions.ts';
import { newRedemptionForm, redemptionFormFrom, redemptionPayloadFields, resolveRedemptionName, validateRedemptionForm } from '../redemption-form.ts';
import type { RedemptionFormField, RedemptionFormValues } from '../redemption-form.ts';

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
  const form = useFormFeedback<RedemptionFormField>(redemptionNoticeKeys.editor);
  const change = (patch: Partial<RedemptionFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) form.clear(field as RedemptionFormField);
  };

  /** The form's own checks (TW-035 / TW-037), then the server schema's rules on what would be sent. */
  const findErrors = (): FieldErrors<RedemptionFormField> => {
    const own: FieldErrors<RedemptionFormField> = {};
    for (const [field, key] of Object.entries(validateRedemptionForm(values, mode))) own[field as RedemptionFormField] = t(`redemptions.form.errors.${key}`);
    const body = { name: resolveRedemptionName(values), quota: Number(values.quota.trim()) };
    const parsed =
      row === undefined
        ? createRedemptionInput.safeParse({ ...body, count: Number(values.count.trim()) })
        : updateRedemptionInput.safeParse({ ...body, id: row.id });
    return { ...form.schemaErrors(parsed, redemptionPayloadFields), ...own };
  };

  const submit = () => {
    if (!form.check(findErrors())) return;
    const name = resolveRedemptionName(values);
    const quota = Number.parseInt(values.quota, 10);
    if (row === undefined) {
      create.mutate(
        { name, quota, count: Number.parseInt(values.count, 10) },
        {
          onSuccess: (codes) => {
            notify.dismiss(redemptionNoticeKeys.editor);
            onClose();
            onCreated(codes);
          },
        },
      );
    } else {
      const updated = () => {
        notify.success(t('redemptions.messages.updated', { name }), { key: redemptionNoticeKeys.editor });
        onClose();
      };
      update.mutate({ id: row.id, name, quota }, { onSuccess: updated });
    }
  };

  return (
    <EntityDrawer
      open
      title={t(mode === 'create' ? 'redemptions.form.createTitle' : 'redemptions.form.editTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
    >
      <Stack spacing={2.5} ref={form.fieldsRef}>
        <TextField
          fullWidth
          autoFocus
          label={t('redemptions.form.name')}
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
          {...form.fieldProps('name', t('redemptions.form.nameHelp'))}
        />
        <QuotaField
          label={t('redemptions.form.quota')}
          helpKey="redemptions.form.quotaHelp"
          quickLabel={t('redemptions.form.quickQuota')}
          value={values.quota}
          onChange={(quota) => change({ quota })}
          error={form.errors.quota}
        />
        {mode === 'create' && (
          <TextField
            fullWidth
            label={t('redemptions.form.count')}
            value={values.count}
            onChange={(event) => change({ count: event.target.value })}
            {...form.fieldProps('count', t('redemptions.form.countHelp'))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
      </Stack>
    </EntityDrawer>
  );
}
