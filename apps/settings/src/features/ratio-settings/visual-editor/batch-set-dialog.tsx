import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { NAMESPACE } from '../../../namespace.ts';
import { batchModes, checkBatch } from '../pricing/batch-set.ts';
import type { BatchInput, BatchMode } from '../pricing/batch-set.ts';

export const BATCH_NOTICE_KEY = 'settings.ratio-batch';

export type BatchSetDialogProps = {
  open: boolean;
  selected: number;
  /** Receives a valid batch (SET-040…042). */
  onApply: (input: BatchInput) => void;
  onClose: () => void;
};

/** Batch set: one mode and its fill value(s), checked with every message of SET-041/042 beside its field. */
export function BatchSetDialog({ open, selected, onApply, onClose }: BatchSetDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFormFeedback<'value' | 'completion'>(BATCH_NOTICE_KEY);
  const titleId = useId();
  const [input, setInput] = useState<BatchInput>({ mode: 'ratio', value: '', completion: '' });
  const { clear } = feedback;
  useEffect(() => {
    if (open) setInput({ mode: 'ratio', value: '', completion: '' });
  }, [open]);

  const apply = () => {
    const problems = checkBatch(selected, input);
    const found: Partial<Record<'value' | 'completion', string>> = {};
    for (const problem of problems) if (problem.field !== 'selection') found[problem.field] ??= t(`ratioSettings.batch.errors.${problem.message}`);
    if (!feedback.check(found)) return;
    onApply(input);
  };

  const valueLabel = input.mode === 'both' ? t('ratioSettings.batch.modes.ratio') : t(`ratioSettings.batch.modes.${input.mode}`);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('ratioSettings.batch.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('ratioSettings.batch.selected', { count: selected })}</DialogContentText>
        <Stack ref={feedback.fieldsRef} spacing={2}>
          <TextField
            select
            label={t('ratioSettings.batch.mode')}
            value={input.mode}
            onChange={(event) => setInput((current) => ({ ...current, mode: event.target.value as BatchMode }))}
            fullWidth
          >
            {batchModes.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t(`ratioSettings.batch.modes.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={valueLabel}
            value={input.value}
            onChange={(event) => {
              setInput((current) => ({ ...current, value: event.target.value }));
              clear('value');
            }}
            fullWidth
            {...feedback.fieldProps('value', input.mode === 'price' ? t('ratioSettings.batch.priceHint') : undefined)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {input.mode === 'both' && (
            <TextField
              label={t('ratioSettings.batch.modes.completion')}
              value={input.completion}
              onChange={(event) => {
                setInput((current) => ({ ...current, completion: event.target.value }));
                clear('completion');
              }}
              fullWidth
              {...feedback.fieldProps('completion')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('ratioSettings.form.cancel')}
        </Button>
        <Button onClick={apply} variant="contained">
          {t('ratioSettings.batch.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
