import pg from 'pg';
import type { CustomTypesConfig } from 'pg';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function parseIntegerText(text: string): number {
  const value = Number(text);
  // Quota columns are bigint; a value past 2^53 cannot be a number without silently losing money.
  if (!Number.isSafeInteger(value)) throw new RangeError(`PostgreSQL integer ${text} does not fit a JavaScript number`);
  return value;
}

/**
 * Type parsers for this pool only (not pg's process-wide registry, which other code may rely on):
 * int8 (bigint columns, COUNT) as numbers instead of strings, so the app sees the same types as on
 * SQLite. NUMERIC appears only as the result of SUM/AVG over integer columns (the schema has no
 * numeric columns) and is returned as a number too.
 */
export const postgresTypeParsers: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === INT8_OID) return parseIntegerText;
      if (oid === NUMERIC_OID) return (text: string) => Number(text);
    }
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as CustomTypesConfig['getTypeParser'],
};
