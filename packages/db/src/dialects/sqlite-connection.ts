import type BetterSqlite3 from 'better-sqlite3';

const connections = new WeakMap<object, BetterSqlite3.Database>();

/**
 * Remembers the raw better-sqlite3 connection behind a SQLite Kysely instance, so the few statements the
 * relay runs on every request can run on it without Kysely (repositories/sqlite-fast-path.ts). The dialect
 * only records the connection; what runs on it belongs to the repositories.
 */
export function registerSqliteConnection(db: object, connection: BetterSqlite3.Database): void {
  connections.set(db, connection);
}

/** The raw connection of a database opened by createSqliteDatabase, or undefined for any other database. */
export function sqliteConnectionOf(db: object): BetterSqlite3.Database | undefined {
  return connections.get(db);
}
