import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type ColumnChoiceProps = {
  /** The column's key, also on the element (data-column-choice) for tests. */
  columnKey: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  /** Chosen but folded for width: the table shows it under each row's "+N", and this choice says so. */
  folded: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * One line of a column-settings dialog: the column's checkbox and, when the table folded the column for
 * width, a "Folded" mark beside it (outside the label, so the checkbox keeps the column's name and the
 * mark is read as its description).
 */
export function ColumnChoice({ columnKey, label, checked, disabled, folded, onChange }: ColumnChoiceProps) {
  const { t } = useTranslation('common');
  const markId = useId();
  const showMark = folded && checked;
  return (
    <Box
      data-column-choice={columnKey}
      data-folded={showMark ? 'true' : undefined}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': showMark ? markId : undefined } }}
          />
        }
        label={label}
      />
      {showMark && <Chip id={markId} size="small" variant="outlined" color="warning" label={t('table.foldedColumn')} />}
    </Box>
  );
}

/** The dialog's explanation of the "Folded" mark, shown while any chosen column is folded. */
export function FoldedColumnsHint() {
  const { t } = useTranslation('common');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {t('table.foldedHint')}
    </Typography>
  );
}
