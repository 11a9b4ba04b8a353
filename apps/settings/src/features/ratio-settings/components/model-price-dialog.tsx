import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { NAMESPACE } from '../../../namespace.ts';
import { checkPriceForm, emptyPriceForm, priceFormOf, rowOfPriceForm, switchTokenMode } from '../pricing/price-form.ts';
import type { PriceForm, PriceFormField } from '../pricing/price-form.ts';
import type { PricingRow } from '../pricing/pricing-maps.ts';
import { PriceModeChoice } from './price-mode-choice.tsx';

export type ModelPriceDialogProps = {
  open: boolean;
  /** The row being edited (its name is read-only, SET-039); none adds a new model. */
  row?: PricingRow;
  /** Every model name already priced: a new name must not be one of them (SET-038). */
  existingNames: ReadonlySet<string>;
  /** Names the action for the notice key; the dialog's own summary notice uses it too. */
  actionKey: string;
  title: string;
  submitLabel: string;
  /** Extra text above the fields (e.g. that unsaved pricing edits are saved with it). */
  notice?: ReactNode;
  /** Receives the valid row; may save it (the dialog waits and stays open while it runs). */
  onSubmit: (row: PricingRow) => void | Promise<boolean | void>;
  onClose: () => void;
};

/**
 * Adds or edits one model's price (SET-031…039): per token (by ratio or by price, converted when
 * switching, SET-032/033) or per request; checked on submit, each problem beside its field.
 */
export function ModelPriceDialog({ open, row, existingNames, actionKey, title, submitLabel, notice, onSubmit, onClose }: ModelPriceDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFormFeedback<PriceFormField>(actionKey);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [form, setForm] = useState<PriceForm>(() => (row === undefined ? emptyPriceForm() : priceFormOf(row)));
  const [busy, setBusy] = useState(false);
  const { clear } = feedback;

  useEffect(() => {
    if (open) setForm(row === undefined ? emptyPriceForm() : priceFormOf(row));
  }, [open, row]);

  const change = (field: PriceFormField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = async () => {
    const errors = checkPriceForm(form, row === undefined ? existingNames : undefined);
    const found = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, t(`ratioSettings.form.errors.${error}`)]));
    if (!feedback.check(found)) return;
    setBusy(true);
    try {
      const done = await onSubmit(rowOfPriceForm(form));
      if (done !== false) onClose();
    } finally {
      setBusy(false);
    }
  };

  const field = (name: PriceFormField, label: string, hint?: string) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => change(name, event.target.value)}
      fullWidth
      {...feedback.fieldProps(name, hint)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack ref={feedback.fieldsRef} spacing={2} sx={{ pt: 1 }}>
          {notice !== undefined && <Alert severity="info">{notice}</Alert>}
          <TextField
            label={t('ratioSettings.form.name')}
            value={form.name}
            onChange={(event) => change('name', event.target.value)}
            fullWidth
            {...feedback.fieldProps('name', row === undefined ? undefined : t('ratioSettings.form.nameReadOnly'))}
            slotProps={{ htmlInput: { readOnly: row !== undefined, spellCheck: false } }}
          />
          <PriceModeChoice
            form={form}
            onMode={(mode) => setForm((current) => ({ ...current, mode }))}
            onTokenMode={(tokenMode) => setForm((current) => switchTokenMode(current, tokenMode))}
          />
          {form.mode === 'per-request' && field('price', t('ratioSettings.form.price'), t('ratioSettings.form.priceHint'))}
          {form.mode === 'per-token' && form.tokenMode === 'ratio' && (
            <>
              {field('ratio', t('ratioSettings.form.ratio'), t('ratioSettings.form.ratioHint'))}
              {field('completionRatio', t('ratioSettings.form.completionRatio'), t('ratioSettings.form.completionRatioHint'))}
            </>
          )}
          {form.mode === 'per-token' && form.tokenMode === 'price' && (
            <>
              {field('inputPrice', t('ratioSettings.form.inputPrice'), t('ratioSettings.form.inputPriceHint'))}
              {field('outputPrice', t('ratioSettings.form.outputPrice'), t('ratioSettings.form.outputPriceHint'))}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t('ratioSettings.form.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={busy} variant="contained">
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
