import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormGroup from '@mui/material/FormGroup';
import { ColumnChoice, FoldedColumnsHint } from '@gateway/ui/data-table';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { LogColumnKey } from '../logic/log-columns.ts';

export type ColumnSettingsDialogProps = {
  open: boolean;
  /** The columns this role may show at all (LOG-015). */
  columns: readonly LogColumnKey[];
  visible: readonly LogColumnKey[];
  /** Chosen columns the table folded for width (under each row's "+N"): marked "Folded". */
  folded: readonly string[];
  onToggle: (key: LogColumnKey, shown: boolean) => void;
  onShowAll: () => void;
  onClose: () => void;
};

/**
 * Column settings (LOG-016): every change is stored by the page at once. Time always stays. A chosen
 * column the table folded for width is marked so, not shown as plainly on.
 */
export function ColumnSettingsDialog({ open, columns, visible, folded, onToggle, onShowAll, onClose }: ColumnSettingsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const shown = new Set(visible);
  const foldedKeys = new Set(folded);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('usageLog.columnsDialog.title')}</DialogTitle>
      <DialogContent>
        {columns.some((key) => shown.has(key) && foldedKeys.has(key)) && <FoldedColumnsHint />}
        <FormGroup>
          {columns.map((key) => (
            <ColumnChoice
              key={key}
              columnKey={key}
              label={t(`usageLog.columns.${key}`)}
              checked={shown.has(key)}
              disabled={key === 'time'}
              folded={foldedKeys.has(key)}
              onChange={(checked) => onToggle(key, checked)}
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
