import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
// The locale module registers itself with dayjs; its object is read below so no bundler drops the import.
import zhCnLocale from 'dayjs/locale/zh-cn';

export type PickerLocale = {
  /** dayjs locale name (month and weekday names, first day of the week). */
  adapterLocale: string;
  /** The pickers' own texts (toolbar titles, button and dialog labels). */
  localeText: Partial<PickersLocaleText>;
  /** What the field shows and accepts. */
  format: string;
  /** 12-hour clock with AM/PM. */
  ampm: boolean;
};

/**
 * How a date-time reads in each console language: English as people in the US
 * write it with a 12-hour clock; Chinese year first with a 24-hour clock, the way the log's time
 * column prints it. Seconds are part of both because the log's default range ends at 23:59:59.
 */
const locales: Record<'en' | 'zh', PickerLocale> = {
  en: { adapterLocale: 'en', localeText: enUS.components.MuiLocalizationProvider.defaultProps.localeText, format: 'MM/DD/YYYY hh:mm:ss A', ampm: true },
  zh: {
    adapterLocale: zhCnLocale.name,
    localeText: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
    format: 'YYYY-MM-DD HH:mm:ss',
    ampm: false,
  },
};

export function pickerLocale(language: string): PickerLocale {
  return language === 'zh' ? locales.zh : locales.en;
}
