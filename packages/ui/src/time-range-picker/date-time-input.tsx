import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useTranslation } from 'react-i18next';
import { pickerLocale } from './picker-locale.ts';
import { DateTimeBound } from './date-time-bound.tsx';

export type DateTimeInputProps = {
  label: string;
  /** null: nothing chosen; an invalid Date while the value is half typed. */
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** A message shown under the field (it turns red). */
  error?: string;
};

const fieldSx = { minWidth: { xs: '100%', sm: 260 }, '& .MuiPickersSectionList-root': { width: 'auto', flex: '1 0 auto' } } as const;

/**
 * One date-time field in the reader's language, the same picker as the range filter's bounds
 * (e.g. "delete logs before"). A half-typed value reads as invalid, never as a guess.
 */
export function DateTimeInput({ label, value, onChange, error }: DateTimeInputProps) {
  const { t, i18n } = useTranslation('common');
  const locale = pickerLocale(i18n.language);
  const invalid = value !== null && Number.isNaN(value.getTime()) ? t('timeRange.invalidDate') : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale.adapterLocale} localeText={locale.localeText}>
      <DateTimeBound label={label} value={value} onChange={onChange} locale={locale} sx={fieldSx} error={invalid ?? error} />
    </LocalizationProvider>
  );
}
