import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

export type BatchTagDialogProps = {
  open: boolean;
  count: number;
  submitting: boolean;
  onSubmit: (tag: string) => void;
  onClose: () => void;
};

/** The batch-tag dialog (CH-030): a non-empty tag for the selected channels. */
export function BatchTagDialog({ open, count, submitting, onSubmit, onClose }: BatchTagDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [tag, setTag] = useState('');
  const [error, setError] = useState(false);
  useEffect(() => {
    if (open) {
      setTag('');
      setError(false);
    }
  }, [open]);
  const submit = (): void => {
    if (tag.trim() === '') {
      setError(true);
      return;
    }
    onSubmit(tag.trim());
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('batchTag.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('batchTag.hint', { count })}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('batchTag.tag')}
          value={tag}
          error={error}
          helperText={error ? t('messages.tagRequired') : undefined}
          onChange={(event) => {
            setTag(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={submitting}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={submitting}>
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
