import type { Kysely } from 'kysely';

export interface ColumnShape {
  name: string;
  /** NULL may be stored. */
  nullable: boolean;
  /** The database fills it when an insert leaves it out. */
  hasDefault: boolean;
}

/** Table name → its columns, for the tables of the connected database's default schema. */
export type SchemaShape = ReadonlyMap<string, ReadonlyMap<string, ColumnShape>>;

/** MySQL names the schema after the database; only the engines' own catalogues are left out. */
const SYSTEM_SCHEMAS: ReadonlySet<string> = new Set(['pg_catalog', 'information_schema', 'mysql', 'performance_schema', 'sys']);

/**
 * Reads the table and column list through Kysely's introspection (SQLite, PostgreSQL and MySQL alike).
 */
export async function inspectSchema(db: Kysely<any>): Promise<SchemaShape> {
  const tables = await db.introspection.getTables();
  const shape = new Map<string, Map<string, ColumnShape>>();
  for (const table of tables) {
    if (table.isView || SYSTEM_SCHEMAS.has(table.schema ?? '')) continue;
    const columns = new Map<string, ColumnShape>();
    for (const column of table.columns) {
      columns.set(column.name, {
        name: column.name,
        nullable: column.isNullable,
        hasDefault: column.hasDefaultValue || column.isAutoIncrementing,
      });
    }
    shape.set(table.name, columns);
  }
  return shape;
}
