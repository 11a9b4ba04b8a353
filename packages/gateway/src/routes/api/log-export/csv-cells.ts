/**
 * CSV cells for spreadsheets (RFC 4180 with Excel in mind): a text cell is quoted when it
 * holds a comma, a quote, a line break or edge spaces, quotes doubled; a text cell that a spreadsheet
 * would run as a formula (=, +, -, @, tab or carriage return first) is prefixed with a single quote
 * (OWASP CSV injection). Numbers and booleans are written as they are: they cannot be formulas.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record, CRLF-terminated. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Byte-order mark first, so Excel opens the UTF-8 file as UTF-8 (Chinese model and user names). */
export const UTF8_BOM = '\uFEFF';
