import type { Kysely } from 'kysely';
import { idColumn, keyText, required, requiredWithDefault } from '../schema-helpers.ts';

/**
 * channels and abilities. Frozen with migration 0001. Columns new-api declares as pointers
 * (base_url, model_mapping, tag, setting, …) stay nullable so imported NULLs survive.
 */
export async function createChannelTables(db: Kysely<any>): Promise<void> {
  const indexedText = keyText(db);
  const id = idColumn(db);

  await db.schema
    .createTable('channels')
    .addColumn('id', id.type, id.build)
    .addColumn('type', 'integer', requiredWithDefault(0))
    .addColumn('key', 'text', required)
    .addColumn('open_ai_organization', 'text')
    .addColumn('test_model', 'text')
    .addColumn('status', 'integer', requiredWithDefault(1))
    .addColumn('name', indexedText, requiredWithDefault(''))
    .addColumn('weight', 'integer', requiredWithDefault(0))
    .addColumn('created_time', 'bigint', requiredWithDefault(0))
    .addColumn('test_time', 'bigint', requiredWithDefault(0))
    .addColumn('response_time', 'integer', requiredWithDefault(0))
    .addColumn('base_url', 'text', (column) => column.defaultTo(''))
    .addColumn('other', 'text', requiredWithDefault(''))
    .addColumn('balance', 'double precision', requiredWithDefault(0))
    .addColumn('balance_updated_time', 'bigint', requiredWithDefault(0))
    .addColumn('models', 'text', requiredWithDefault(''))
    .addColumn('group', 'text', requiredWithDefault('default'))
    .addColumn('used_quota', 'bigint', requiredWithDefault(0))
    .addColumn('model_mapping', 'text')
    .addColumn('status_code_mapping', 'text', (column) => column.defaultTo(''))
    .addColumn('priority', 'bigint', requiredWithDefault(0))
    .addColumn('auto_ban', 'integer', requiredWithDefault(1))
    .addColumn('other_info', 'text', requiredWithDefault(''))
    .addColumn('tag', indexedText)
    .addColumn('setting', 'text')
    .addColumn('param_override', 'text')
    .execute();
  for (const column of ['name', 'tag', 'status', 'priority']) {
    await db.schema.createIndex(`idx_channels_${column}`).on('channels').column(column).execute();
  }

  await db.schema
    .createTable('abilities')
    .addColumn('group', indexedText, required)
    .addColumn('model', indexedText, required)
    .addColumn('channel_id', 'integer', required)
    .addColumn('enabled', 'integer', requiredWithDefault(1))
    .addColumn('priority', 'bigint', requiredWithDefault(0))
    .addColumn('weight', 'integer', requiredWithDefault(0))
    .addColumn('tag', indexedText)
    .addPrimaryKeyConstraint('abilities_pkey', ['group', 'model', 'channel_id'])
    .execute();
  for (const column of ['channel_id', 'priority', 'weight', 'tag']) {
    await db.schema.createIndex(`idx_abilities_${column}`).on('abilities').column(column).execute();
  }
}
