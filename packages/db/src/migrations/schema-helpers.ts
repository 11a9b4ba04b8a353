import { MysqlAdapter, PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/**
 * Dialect switches for migrations. The schema is one list for SQLite, D1, PostgreSQL and MySQL/MariaDB; only the
 * few constructs that compile differently branch here, so the migration files read the same for all.
 */

/** True on PostgreSQL (SQLite and D1 both use Kysely's SqliteAdapter). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** True on MySQL and MariaDB (the tables' charset, collation and plain `text` columns are MysqlSchemaPlugin's). */
export function isMysql(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof MysqlAdapter;
}

/**
 * The type of a text column that is indexed or a key: `text` on SQLite and PostgreSQL, `varchar(191)` on
 * MySQL/MariaDB, which cannot index a TEXT column without a prefix length (191 utf8mb4 characters fit
 * the 767-byte index limit of older InnoDB row formats, as gorm chooses for new-api).
 */
export function keyText(db: Kysely<any>): 'text' | 'varchar(191)' {
  return isMysql(db) ? 'varchar(191)' : 'text';
}

export interface IdColumnDefinition {
  type: 'integer' | 'bigint';
  build: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
}

/**
 * Auto-increment primary key. Kysely's `autoIncrement()` compiles to MySQL's `auto_increment` on
 * PostgreSQL, so PG gets an identity column. SQLite needs exactly `integer primary key` to alias the
 * rowid (which is 64-bit anyway); AUTOINCREMENT keeps ids of deleted rows from being reused, as new-api does.
 * `big` makes the PG column bigint, for tables that grow without bound (logs, tasks, quota_data).
 */
export function idColumn(db: Kysely<any>, { big = false }: { big?: boolean } = {}): IdColumnDefinition {
  if (isPostgres(db)) {
    return { type: big ? 'bigint' : 'integer', build: (column) => column.primaryKey().generatedByDefaultAsIdentity() };
  }
  if (isMysql(db)) return { type: big ? 'bigint' : 'integer', build: (column) => column.primaryKey().autoIncrement() };
  return { type: 'integer', build: (column) => column.primaryKey().autoIncrement() };
}

/** NOT NULL with a default: the shape of almost every non-key column (gorm wrote zero values, never NULL). */
export function requiredWithDefault(value: string | number) {
  return (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder => column.notNull().defaultTo(value);
}

/** NOT NULL without a default: the application must supply it. */
export function required(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull();
}
