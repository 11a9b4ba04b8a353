import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database, DatabaseHandle } from '../database.ts';
import { BooleanToIntegerPlugin } from './boolean-to-integer-plugin.ts';
import { TextWithoutNulPlugin } from './text-without-nul-plugin.ts';
import { registerSqliteConnection } from './sqlite-connection.ts';
import { withStatementCache } from './statement-cache.ts';

export interface SqliteDatabaseOptions {
  /** Path of the database file (created when missing), or ':memory:'. */
  filename: string;
}

/**
 * Opens a SQLite file through better-sqlite3 (Node 22 only).
 * WAL lets readers run beside the single writer; busy_timeout makes a second process wait for the
 * write lock instead of failing at once; synchronous=NORMAL is durable across application crashes in
 * WAL mode and much faster than FULL; foreign keys on so future constraints are enforced.
 */
export function createSqliteDatabase(options: SqliteDatabaseOptions): DatabaseHandle {
  const connection = new BetterSqlite3(options.filename);
  try {
    connection.pragma('journal_mode = WAL');
    connection.pragma('busy_timeout = 5000');
    connection.pragma('foreign_keys = ON');
    connection.pragma('synchronous = NORMAL');
  } catch (error) {
    connection.close();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    plugins: [new BooleanToIntegerPlugin(), new TextWithoutNulPlugin()],
  });
  registerSqliteConnection(db, connection);
  return {
    db,
    dialect: 'sqlite',
    // Kysely's SQLite driver closes the better-sqlite3 connection on destroy.
    close: () => db.destroy(),
  };
}
