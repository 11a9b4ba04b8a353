/**
 * Driver values of the three engines turned into what our columns store: integers as numbers, booleans
 * as 0/1, JSON (PostgreSQL json/jsonb comes back parsed) as text, bytes as UTF-8 text, datetimes as unix
 * seconds (our timestamps are integers everywhere: column-types.ts).
 */
export function normalizeValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return Math.floor(value.getTime() / 1000);
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A gorm soft-delete datetime as unix seconds. SQLite holds it as text such as
 * `2025-03-04 05:06:07.123456789+08:00`; PostgreSQL and MySQL drivers give a Date (normalizeValue).
 * Returns undefined when a non-empty value cannot be read, so the caller can report it.
 */
export function softDeleteSeconds(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value > 1e11 ? Math.floor(value / 1000) : value;
  if (value instanceof Date) return Math.floor(value.getTime() / 1000);
  const match = DATETIME.exec(String(value).trim());
  if (match === null) return undefined;
  const [, day, time, , zone] = match;
  const offset = zone === undefined || zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const milliseconds = Date.parse(`${day}T${time}${offset}`);
  return Number.isNaN(milliseconds) ? undefined : Math.floor(milliseconds / 1000);
}

/** A value counts as carrying information when it is not NULL, '' or 0 (gorm's zero values). */
export function isMeaningful(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '' && value !== 0 && value !== false && value !== '0';
}
