import { useRef } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { PickerLocale } from './picker-locale.ts';

export type DateTimeBoundProps = {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  locale: PickerLocale;
  sx: SxProps<Theme>;
  error?: string;
};

const views = ['year', 'month', 'day', 'hours', 'minutes', 'seconds'] as const;
const timeSteps = { hours: 1, minutes: 1, seconds: 1 };
// The desktop popover (calendar beside three time columns) is ~560 px wide: narrower screens get the dialog with tabs, mouse or not.
const desktopModeMediaQuery = '@media (pointer: fine) and (min-width: 600px)';

/**
 * The picker's value for a Date, the same object as long as the page hands back what this field
 * emitted: an invalid (half-typed) value never equals itself, so a fresh copy on every render would
 * make the picker think the page replaced it and wipe what the user is typing.
 */
function useDayjs(value: Date | null): [Dayjs | null, (next: Dayjs | null) => Date | null] {
  const last = useRef<{ date: Date | null; value: Dayjs | null }>({ date: null, value: null });
  if (last.current.date !== value) last.current = { date: value, value: value === null ? null : dayjs(value) };
  const remember = (next: Dayjs | null) => {
    const date = next === null ? null : next.toDate();
    last.current = { date, value: next };
    return date;
  };
  return [last.current.value, remember];
}

/** One bound of a range: a date-time picker in the language's format, with seconds. */
export function DateTimeBound({ label, value, onChange, locale, sx, error }: DateTimeBoundProps) {
  const [picked, remember] = useDayjs(value);
  return (
    <DateTimePicker
      label={label}
      value={picked}
      onChange={(next) => onChange(remember(next))}
      format={locale.format}
      ampm={locale.ampm}
      views={views}
      timeSteps={timeSteps}
      desktopModeMediaQuery={desktopModeMediaQuery}
      sx={sx}
      slotProps={{
        textField: { size: 'small', ...(error === undefined ? {} : { error: true, helperText: error }) },
        field: { clearable: true },
      }}
    />
  );
}
