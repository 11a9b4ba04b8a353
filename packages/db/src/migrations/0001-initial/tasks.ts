import type { Kysely } from 'kysely';
import { idColumn, keyText, requiredWithDefault } from '../schema-helpers.ts';

/** midjourneys and tasks (async relays). Frozen with migration 0001. Indexes as in new-api. */
export async function createTaskTables(db: Kysely<any>): Promise<void> {
  const indexedText = keyText(db);
  const id = idColumn(db);

  await db.schema
    .createTable('midjourneys')
    .addColumn('id', id.type, id.build)
    .addColumn('code', 'integer', requiredWithDefault(0))
    .addColumn('user_id', 'integer', requiredWithDefault(0))
    .addColumn('action', indexedText, requiredWithDefault(''))
    .addColumn('mj_id', indexedText, requiredWithDefault(''))
    .addColumn('prompt', 'text', requiredWithDefault(''))
    .addColumn('prompt_en', 'text', requiredWithDefault(''))
    .addColumn('description', 'text', requiredWithDefault(''))
    .addColumn('state', 'text', requiredWithDefault(''))
    .addColumn('submit_time', 'bigint', requiredWithDefault(0))
    .addColumn('start_time', 'bigint', requiredWithDefault(0))
    .addColumn('finish_time', 'bigint', requiredWithDefault(0))
    .addColumn('image_url', 'text', requiredWithDefault(''))
    .addColumn('status', indexedText, requiredWithDefault(''))
    .addColumn('progress', indexedText, requiredWithDefault(''))
    .addColumn('fail_reason', 'text', requiredWithDefault(''))
    .addColumn('channel_id', 'integer', requiredWithDefault(0))
    .addColumn('quota', 'bigint', requiredWithDefault(0))
    .addColumn('buttons', 'text', requiredWithDefault(''))
    .addColumn('properties', 'text', requiredWithDefault(''))
    .execute();
  for (const column of ['user_id', 'action', 'mj_id', 'submit_time', 'start_time', 'finish_time', 'status', 'progress']) {
    await db.schema.createIndex(`idx_midjourneys_${column}`).on('midjourneys').column(column).execute();
  }

  const bigId = idColumn(db, { big: true });
  await db.schema
    .createTable('tasks')
    .addColumn('id', bigId.type, bigId.build)
    .addColumn('created_at', 'bigint', requiredWithDefault(0))
    .addColumn('updated_at', 'bigint', requiredWithDefault(0))
    .addColumn('task_id', indexedText, requiredWithDefault(''))
    .addColumn('platform', indexedText, requiredWithDefault(''))
    .addColumn('user_id', 'integer', requiredWithDefault(0))
    .addColumn('channel_id', 'integer', requiredWithDefault(0))
    .addColumn('quota', 'bigint', requiredWithDefault(0))
    .addColumn('action', indexedText, requiredWithDefault(''))
    .addColumn('status', indexedText, requiredWithDefault(''))
    .addColumn('fail_reason', 'text', requiredWithDefault(''))
    .addColumn('submit_time', 'bigint', requiredWithDefault(0))
    .addColumn('start_time', 'bigint', requiredWithDefault(0))
    .addColumn('finish_time', 'bigint', requiredWithDefault(0))
    .addColumn('progress', indexedText, requiredWithDefault(''))
    .addColumn('properties', 'text', requiredWithDefault(''))
    .addColumn('data', 'text', requiredWithDefault(''))
    .execute();
  for (const column of [
    'created_at',
    'task_id',
    'platform',
    'user_id',
    'channel_id',
    'action',
    'status',
    'submit_time',
    'start_time',
    'finish_time',
    'progress',
  ]) {
    await db.schema.createIndex(`idx_tasks_${column}`).on('tasks').column(column).execute();
  }
}
