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
   * Called when a pooled connection fails outside a query (e.g. the server restarted), whether it sat idle
   * in the pool or was checked out between two queries of a transaction. The work on that connection fails,
   * the pool drops it and opens a new one on the next query.
   */
  onConnectionError?: (error: Error) => void;
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
  // pg emits 'error' on a client whose server ends the session, and an 'error' event without a listener
  // crashes the process. The pool listens only while a client is idle; a checked-out client (inside a
  // transaction, between two of its queries) had no listener, so a database restart under load killed the
  // instance. Every client gets its own listener for its whole life; the pool's covers nothing more.
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  pool.on('error', () => {});
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
