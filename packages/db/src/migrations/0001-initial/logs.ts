import type { Kysely } from 'kysely';
import { idColumn, keyText, required, requiredWithDefault } from '../schema-helpers.ts';

/**
 * logs and quota_data. Frozen with migration 0001. Index names are new-api's where it names them,
 * so a later import can compare schemas; the (created_at, id) index serves the default
 * "newest first within a time range" page.
 */
export async function createLogTables(db: Kysely<any>): Promise<void> {
  const indexedText = keyText(db);
  const id = idColumn(db, { big: true });

  await db.schema
    .createTable('logs')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', required)
    .addColumn('created_at', 'bigint', required)
    .addColumn('type', 'integer', required)
    .addColumn('content', 'text', requiredWithDefault(''))
    .addColumn('username', indexedText, requiredWithDefault(''))
    .addColumn('token_name', indexedText, requiredWithDefault(''))
    .addColumn('model_name', indexedText, requiredWithDefault(''))
    .addColumn('quota', 'bigint', requiredWithDefault(0))
    .addColumn('prompt_tokens', 'integer', requiredWithDefault(0))
    .addColumn('completion_tokens', 'integer', requiredWithDefault(0))
    .addColumn('use_time', 'integer', requiredWithDefault(0))
    .addColumn('is_stream', 'integer', requiredWithDefault(0))
    .addColumn('channel_id', 'integer', requiredWithDefault(0))
    .addColumn('token_id', 'integer', requiredWithDefault(0))
    .addColumn('group', indexedText, requiredWithDefault(''))
    .addColumn('other', 'text', requiredWithDefault(''))
    .execute();
  await db.schema.createIndex('idx_created_at_id').on('logs').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('idx_created_at_type').on('logs').columns(['created_at', 'type']).execute();
  await db.schema.createIndex('index_username_model_name').on('logs').columns(['model_name', 'username']).execute();
  for (const column of ['user_id', 'username', 'token_name', 'model_name', 'channel_id', 'token_id', 'group']) {
    await db.schema.createIndex(`idx_logs_${column}`).on('logs').column(column).execute();
  }

  await db.schema
    .createTable('quota_data')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', required)
    .addColumn('username', indexedText, requiredWithDefault(''))
    .addColumn('model_name', indexedText, requiredWithDefault(''))
    .addColumn('created_at', 'bigint', required)
    .addColumn('token_used', 'bigint', requiredWithDefault(0))
    .addColumn('count', 'integer', requiredWithDefault(0))
    .addColumn('quota', 'bigint', requiredWithDefault(0))
    .execute();
  await db.schema.createIndex('idx_quota_data_user_id').on('quota_data').column('user_id').execute();
  await db.schema.createIndex('idx_qdt_created_at').on('quota_data').column('created_at').execute();
  await db.schema.createIndex('idx_qdt_model_user_name').on('quota_data').columns(['model_name', 'username']).execute();
}
