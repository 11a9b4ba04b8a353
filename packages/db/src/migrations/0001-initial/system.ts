import type { Kysely } from 'kysely';
import { idColumn, keyText, required, requiredWithDefault } from '../schema-helpers.ts';

/** options and setups. Frozen with migration 0001. */
export async function createSystemTables(db: Kysely<any>): Promise<void> {
  const indexedText = keyText(db);
  await db.schema
    .createTable('options')
    .addColumn('key', indexedText, (column) => column.primaryKey())
    .addColumn('value', 'text', requiredWithDefault(''))
    .execute();

  const id = idColumn(db);
  await db.schema
    .createTable('setups')
    .addColumn('id', id.type, id.build)
    .addColumn('version', 'text', required)
    .addColumn('initialized_at', 'bigint', required)
    .execute();
}
