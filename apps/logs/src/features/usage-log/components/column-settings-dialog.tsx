import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { LogColumnKey } from '../logic/log-columns.ts';

export type ColumnSettingsDialogProps = {
  open: boolean;
  /** The columns this role may show at all (LOG-015). */
  columns: readonly LogColumnKey[];
  visible: readonly LogColumnKey[];
  onToggle: (key: LogColumnKey, shown: boolean) => void;
  onShowAll: () => void;
  onClose: () => void;
};

/** Column settings (LOG-016): every change is stored by the page at once. Time always stays. */
export function ColumnSettingsDialog({ open, columns, visible, onToggle, onShowAll, onClose }: ColumnSettingsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const shown = new Set(visible);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('usageLog.columnsDialog.title')}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {columns.map((key) => (
            <FormControlLabel
              key={key}
              control={<Checkbox checked={shown.has(key)} disabled={key === 'time'} onChange={(event) => onToggle(key, event.target.checked)} />}
              label={t(`usageLog.columns.${key}`)}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onShowAll}>
          {t('usageLog.columnsDialog.all')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
