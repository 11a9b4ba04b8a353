import type { TypeCastField, TypeCastNext } from 'mysql2';

function parseIntegerText(text: string): number {
  const value = Number(text);
  // Quota columns are bigint; a value past 2^53 cannot be a number without silently losing money.
  if (!Number.isSafeInteger(value)) throw new RangeError(`MySQL integer ${text} does not fit a JavaScript number`);
  return value;
}

/**
 * mysql2 type cast for this pool: BIGINT (quota and time columns, COUNT) as numbers, refusing values
 * a number cannot hold, and DECIMAL (the result of SUM over integer columns; the schema has no
 * decimal columns) as numbers, so the app sees the same types as on SQLite and PostgreSQL.
 */
export function mysqlTypeCast(field: TypeCastField, next: TypeCastNext): unknown {
  if (field.type === 'LONGLONG') {
    const text = field.string();
    return text === null ? null : parseIntegerText(text);
  }
  if (field.type === 'NEWDECIMAL' || field.type === 'DECIMAL') {
    const text = field.string();
    return text === null ? null : Number(text);
  }
  return next();
}
