import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { numberText } from '../pricing/price-form.ts';
import type { PricingRow } from '../pricing/pricing-maps.ts';
import type { PricingEditor, PricingField } from './use-pricing-editor.ts';

const disabledSx = {
  '& .MuiInputBase-root.Mui-disabled': { bgcolor: 'action.disabledBackground' },
  '& .MuiInputBase-root.Mui-disabled .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
} as const;

export type PricingCellProps = {
  row: PricingRow;
  field: PricingField;
  editor: PricingEditor;
  /** Accessible name: "<column> of <model>". */
  label: string;
  disabled?: boolean;
  /** Shown under the input while it is valid (e.g. where the built-in table overrides the value). */
  note?: string;
};

/**
 * One number of the table, edited in place (SET-031): a fixed price, a ratio or a completion ratio.
 * Non-numbers say "please enter a number" and are not written (SET-036); a fixed-price model's ratio
 * inputs are disabled (SET-035), and look it: a filled grey box with a dashed edge, since an empty
 * disabled outlined input is otherwise hard to tell from an empty enabled one.
 */
export function PricingCell({ row, field, editor, label, disabled = false, note }: PricingCellProps) {
  const { t } = useTranslation(NAMESPACE);
  const draft = editor.draftOf(row.name, field);
  const error = draft?.error;
  return (
    <TextField
      size="small"
      value={draft?.text ?? numberText(row[field])}
      onChange={(event) => editor.editCell(row, field, event.target.value)}
      onBlur={() => editor.blurCell(row, field)}
      disabled={disabled}
      error={error !== undefined}
      helperText={error !== undefined ? t(`ratioSettings.visual.cellErrors.${error}`) : note}
      placeholder={disabled ? undefined : '—'}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal', style: { fontVariantNumeric: 'tabular-nums' } } }}
      sx={{ width: '100%', minWidth: 88, '& .MuiFormHelperText-root': { mx: 0 }, ...disabledSx }}
    />
  );
}
