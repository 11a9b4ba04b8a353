import { sql } from 'kysely';
import type { ColumnMetadata, DatabaseIntrospector, DatabaseMetadataOptions, Dialect, Kysely, SchemaMetadata, TableMetadata } from 'kysely';

const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

interface TableInfoRow {
  name: string;
  type: string;
  notnull: number;
  dflt_value: unknown;
  pk: number;
}

/**
 * Kysely's SqliteIntrospector runs pragma_table_info() on every table, and D1 answers SQLITE_AUTH for
 * its internal `_cf_*` tables, which breaks the Migrator on a fresh D1 database. This introspector
 * lists tables from sqlite_master without `_cf_%` (and SQLite's own `sqlite_%`) and reads columns
 * only for the tables it lists.
 */
class D1SafeIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<any>;

  constructor(db: Kysely<any>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    return [];
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; type: string }>`
      select name, type from sqlite_master
      where type in ('table', 'view') and name not like '\\_cf\\_%' escape '\\' and name not like 'sqlite\\_%' escape '\\'
      order by name`.execute(this.#db);
    const tables: TableMetadata[] = [];
    for (const row of rows) {
      if (!options.withInternalKyselyTables && MIGRATION_TABLES.has(row.name)) continue;
      tables.push({ name: row.name, isView: row.type === 'view', isForeign: false, columns: await this.#columnsOf(row.name) });
    }
    return tables;
  }

  async #columnsOf(table: string): Promise<ColumnMetadata[]> {
    const { rows } = await sql<TableInfoRow>`select name, type, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(this.#db);
    return rows.map((column) => ({
      name: column.name,
      dataType: column.type,
      isNullable: column.notnull === 0,
      // INTEGER PRIMARY KEY aliases the rowid, which SQLite assigns when omitted.
      isAutoIncrementing: column.pk === 1 && column.type.toLowerCase() === 'integer',
      hasDefaultValue: column.dflt_value !== null,
    }));
  }
}

/** Returns `dialect` with its introspector replaced by the `_cf_%`-safe one; everything else delegates. */
export function withD1SafeIntrospector(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => new D1SafeIntrospector(db),
  };
}
