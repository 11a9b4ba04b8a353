/**
 * `@gateway/ui/confirm-dialog`: asks before a destructive or far-reaching action. Cancel has the
 * initial focus, so Enter never confirms a deletion by accident.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirm button for deletions and other irreversible steps. */
  danger?: boolean;
  /** Shows progress on the confirm button and blocks closing while the action runs. */
  confirming?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  confirming = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const messageId = useId();
  const close = (): void => {
    if (!confirming) onCancel();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title ?? t('confirm.defaultTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={confirming} autoFocus color="inherit">
          {cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={confirming} variant="contained" color={danger ? 'error' : 'primary'}>
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
