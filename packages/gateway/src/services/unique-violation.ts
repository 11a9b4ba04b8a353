/**
 * Whether a database error is a unique-constraint violation, on every dialect the gateway runs
 * on: better-sqlite3 (`SQLITE_CONSTRAINT_UNIQUE`), node-postgres (SQLSTATE 23505), mysql2 on MySQL/MariaDB
 * (`ER_DUP_ENTRY`, errno 1062) and D1 (which only reports the SQLite message text).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'ER_DUP_ENTRY') return true;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
