import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export type FormDialogProps = {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  submitting?: boolean;
  danger?: boolean;
  /** A ref around the fields, so the form-feedback hook focuses the first invalid one. */
  fieldsRef?: (element: HTMLElement | null) => void;
  children: ReactNode;
};

/** A small form in a dialog (Enter submits); full width on phones. */
export function FormDialog({ title, submitLabel, onSubmit, onClose, submitting = false, danger = false, fieldsRef, children }: FormDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const close = () => {
    if (!submitting) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }} ref={fieldsRef}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={submitting} color="inherit">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
