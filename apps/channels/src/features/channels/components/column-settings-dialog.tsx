import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormGroup from '@mui/material/FormGroup';
import { ColumnChoice, FoldedColumnsHint } from '@gateway/ui/data-table';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { channelColumnKeys } from '../logic/list-preferences.ts';
import type { ChannelColumnKey } from '../logic/list-preferences.ts';

export type ColumnSettingsDialogProps = {
  open: boolean;
  visible: readonly ChannelColumnKey[];
  /** Chosen columns the table folded for width (under each row's "+N"): marked "Folded". */
  folded: readonly string[];
  onChange: (visible: ChannelColumnKey[]) => void;
  onClose: () => void;
};

/**
 * Column settings (CH-006); the page stores each change. Name and actions always stay, so a row stays
 * usable. A chosen column the table folded for width is marked so, not shown as plainly on.
 */
export function ColumnSettingsDialog({ open, visible, folded, onChange, onClose }: ColumnSettingsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const shown = new Set(visible);
  const foldedKeys = new Set(folded);
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
        {channelColumnKeys.some((key) => shown.has(key) && foldedKeys.has(key)) && <FoldedColumnsHint />}
        <FormGroup>
          {channelColumnKeys.map((key) => (
            <ColumnChoice
              key={key}
              columnKey={key}
              label={t(`columns.${key}`)}
              checked={shown.has(key)}
              disabled={key === 'name' || key === 'actions'}
              folded={foldedKeys.has(key)}
              onChange={() => toggle(key)}
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
