import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database, DatabaseHandle } from '../database.ts';
import { BooleanToIntegerPlugin } from './boolean-to-integer-plugin.ts';
import { TextWithoutNulPlugin } from './text-without-nul-plugin.ts';
import { postgresTypeParsers } from './postgres-type-parsers.ts';

export interface PostgresDatabaseOptions {
  /** postgres://user:password@host:port/database */
  connectionString: string;
  /** Pool size; default 10. */
  max?: number;
  /**
   * Called when an idle pooled connection fails (e.g. the server restarted). The pool drops that
   * connection and opens a new one on the next query; without a listener pg's 'error' event would
   * crash the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/**
 * Opens a PostgreSQL pool. Connections are made lazily, so this never fails on a bad URL by itself;
 * the first query (usually the migration) reports it. bigint columns come back as numbers.
 */
export function createPostgresDatabase(options: PostgresDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: postgresTypeParsers,
  });
  pool.on('error', (error) => options.onIdleConnectionError?.(error));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new BooleanToIntegerPlugin(), new TextWithoutNulPlugin()],
  });
  return {
    db,
    dialect: 'postgres',
    // Kysely's Postgres driver ends the pool on destroy.
    close: () => db.destroy(),
  };
}
