import { createPool } from 'mysql2';
import { CompiledQuery, Kysely, MysqlDialect } from 'kysely';
import type { Database, DatabaseHandle } from '../database.ts';
import { BooleanToIntegerPlugin } from './boolean-to-integer-plugin.ts';
import { MysqlSchemaPlugin } from './mysql-schema-plugin.ts';
import { mysqlTypeCast } from './mysql-type-cast.ts';
import { TextWithoutNulPlugin } from './text-without-nul-plugin.ts';

export interface MysqlDatabaseOptions {
  /** mysql://user:password@host:port/database (mariadb:// is accepted too). */
  connectionString: string;
  /** Pool size; default 10. */
  max?: number;
  /** Called when a pooled connection fails outside a query (e.g. the server restarted), idle or checked out. */
  onConnectionError?: (error: Error) => void;
}

/**
 * Session settings of every connection, so MySQL/MariaDB read the shared SQL like SQLite and PostgreSQL:
 * strict mode (a too-long value is an error, not a silent truncation), `||` concatenates (PIPES_AS_CONCAT),
 * and READ COMMITTED as PostgreSQL's default (a conditional UPDATE sees the last committed row, and
 * InnoDB takes no gap locks, which keeps concurrent batches from deadlocking on ranges).
 */
const SESSION_SETUP = [
  "SET SESSION sql_mode = 'STRICT_ALL_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION,PIPES_AS_CONCAT'",
  'SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED',
  "SET time_zone = '+00:00'",
];

/** mysql2 parses mysql:// URLs; mariadb:// is the same protocol. */
export function normalizeMysqlUrl(connectionString: string): string {
  return connectionString.replace(/^mariadb:/i, 'mysql:');
}

/**
 * Opens a MySQL/MariaDB pool (mysql2). Connections are made lazily, so this never fails on a bad URL by
 * itself; the first query (usually the migration) reports it. bigint columns come back as numbers.
 * The server needs InnoDB and utf8mb4 (MySQL ≥ 5.7.7 or MariaDB ≥ 10.3); the migrations create every
 * table with a binary utf8mb4 collation whatever the database default is.
 */
export function createMysqlDatabase(options: MysqlDatabaseOptions): DatabaseHandle {
  const pool = createPool({
    uri: normalizeMysqlUrl(options.connectionString),
    connectionLimit: options.max ?? 10,
    charset: 'UTF8MB4_BIN',
    typeCast: mysqlTypeCast,
    supportBigNumbers: true,
  });
  pool.on('connection', (connection) => {
    connection.on('error', (error: Error) => options.onConnectionError?.(error));
  });
  const db = new Kysely<Database>({
    dialect: new MysqlDialect({
      pool,
      async onCreateConnection(connection) {
        for (const statement of SESSION_SETUP) await connection.executeQuery(CompiledQuery.raw(statement));
      },
    }),
    plugins: [new BooleanToIntegerPlugin(), new TextWithoutNulPlugin(), new MysqlSchemaPlugin()],
  });
  return {
    db,
    dialect: 'mysql',
    // Kysely's MySQL driver ends the pool on destroy.
    close: () => db.destroy(),
  };
}
