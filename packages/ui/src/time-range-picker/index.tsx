/**
 * `@gateway/ui/time-range-picker`: the console's one date-time range filter.
 * Two MUI X date-time pickers in the reader's language (24-hour clock for Chinese) and the quick
 * ranges today / 7 days / 30 days. Remotes import only this module: MUI X and dayjs live inside
 * it, so they load once, from the shell, on the first page that shows a range (ADR 0022).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useTranslation } from 'react-i18next';
import { pickerLocale } from './picker-locale.ts';
import { matchingQuickRange, quickRange, quickRangeKeys, timeRangeProblem } from './quick-ranges.ts';
import type { TimeRange } from './quick-ranges.ts';
import { DateTimeBound } from './date-time-bound.tsx';

export { quickRange, quickRangeKeys, matchingQuickRange, timeRangeProblem, toUnixSeconds } from './quick-ranges.ts';
export type { QuickRangeKey, TimeRange } from './quick-ranges.ts';
export { DateTimeInput } from './date-time-input.tsx';
export type { DateTimeInputProps } from './date-time-input.tsx';

export type TimeRangePickerProps = {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
  /** Field labels; "Start time" / "End time" when left out. */
  startLabel?: string;
  endLabel?: string;
  /** The clock the quick ranges read (tests pin it). */
  now?: () => Date;
};

// The field is as wide as its text ("11/24/2026 12:00:00 AM" plus its buttons): never clipped, at any width.
const fieldSx = { flex: { xs: '1 1 100%', sm: '0 0 auto' }, '& .MuiPickersSectionList-root': { width: 'auto', flex: '1 0 auto' } } as const;

/**
 * A start and an end field and the quick ranges. The value is plain `Date`s (null: no bound; an
 * invalid Date while a bound is half typed), so pages never see the date library. An end before
 * the start is shown on the end field; `timeRangeProblem` tells the page to refuse the search.
 */
export function TimeRangePicker({ value, onChange, startLabel, endLabel, now = () => new Date() }: TimeRangePickerProps) {
  const { t, i18n } = useTranslation('common');
  const locale = pickerLocale(i18n.language);
  const problem = timeRangeProblem(value);
  const invalid = (date: Date | null) => (date !== null && Number.isNaN(date.getTime()) ? t('timeRange.invalidDate') : undefined);
  const selected = matchingQuickRange(value, now());
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale.adapterLocale} localeText={locale.localeText}>
      <DateTimeBound
        label={startLabel ?? t('timeRange.start')}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        locale={locale}
        sx={fieldSx}
        error={invalid(value.start)}
      />
      <DateTimeBound
        label={endLabel ?? t('timeRange.end')}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        locale={locale}
        sx={fieldSx}
        error={invalid(value.end) ?? (problem === 'endBeforeStart' ? t('timeRange.endBeforeStart') : undefined)}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 40 }}>
        <ButtonGroup size="small" variant="outlined" role="group" aria-label={t('timeRange.quick')} sx={{ flexWrap: 'wrap' }}>
          {quickRangeKeys.map((key) => (
            <Button
              key={key}
              aria-pressed={selected === key}
              variant={selected === key ? 'contained' : 'outlined'}
              onClick={() => onChange(quickRange(key, now()))}
            >
              {t(`timeRange.${key}`)}
            </Button>
          ))}
        </ButtonGroup>
      </Box>
    </LocalizationProvider>
  );
}
