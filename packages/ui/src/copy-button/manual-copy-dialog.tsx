import { useCallback, useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type ManualCopyDialogProps = {
  open: boolean;
  text: string;
  onClose: () => void;
};

/**
 * Shown when the browser refused to copy (COM-015): the text sits selected in a read-only field
 * so one Ctrl+C copies it.
 */
export function ManualCopyDialog({ open, text, onClose }: ManualCopyDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const selectAll = useCallback((element: HTMLTextAreaElement | HTMLInputElement | null) => {
    if (element === null) return;
    element.focus();
    element.select();
  }, []);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('copy.manualTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          inputRef={selectAll}
          value={text}
          fullWidth
          multiline
          maxRows={8}
          slotProps={{
            htmlInput: {
              readOnly: true,
              'aria-label': t('copy.manualTitle'),
              onFocus: (event: { currentTarget: HTMLTextAreaElement }) => event.currentTarget.select(),
            },
          }}
          sx={{ mt: 0.5, '& textarea': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('copy.manualHint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
