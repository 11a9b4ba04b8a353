import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/**
 * Dialect switches for migrations. The schema is one list for SQLite, D1 and PostgreSQL; only the
 * few constructs that compile differently branch here, so the migration files read the same for all.
 */

/** True on PostgreSQL (SQLite and D1 both use Kysely's SqliteAdapter). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
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
