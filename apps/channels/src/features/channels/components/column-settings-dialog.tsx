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
import { channelColumnKeys } from '../logic/list-preferences.ts';
import type { ChannelColumnKey } from '../logic/list-preferences.ts';

export type ColumnSettingsDialogProps = {
  open: boolean;
  visible: readonly ChannelColumnKey[];
  onChange: (visible: ChannelColumnKey[]) => void;
  onClose: () => void;
};

/** Column settings (CH-006); the page stores each change. Name and actions always stay, so a row stays usable. */
export function ColumnSettingsDialog({ open, visible, onChange, onClose }: ColumnSettingsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const shown = new Set(visible);
  const toggle = (key: ChannelColumnKey): void => {
    const next = new Set(shown);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(channelColumnKeys.filter((column) => next.has(column)));
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('columnsDialog.title')}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {channelColumnKeys.map((key) => (
            <FormControlLabel
              key={key}
              control={<Checkbox checked={shown.has(key)} disabled={key === 'name' || key === 'actions'} onChange={() => toggle(key)} />}
              label={t(`columns.${key}`)}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={() => onChange([...channelColumnKeys])}>
          {t('columnsDialog.all')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
