import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isMysql, keyText, required } from './schema-helpers.ts';

/**
 * `relay_response_conversations` (ADR 0038): input and output of Responses API turns served over
 * chat completions, for previous_response_id, retrieve and input_items; and an index on
 * relay_responses.created_at for the periodic removal of expired rows.
 */
export const relayResponseConversationsMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('relay_response_conversations')
      .addColumn('response_id', keyText(db), (column) => column.primaryKey())
      .addColumn('input', 'text', required)
      .addColumn('response', 'text', required)
      .addColumn('created_at', 'bigint', required)
      .execute();
    await db.schema.createIndex('idx_relay_response_conversations_created_at').on('relay_response_conversations').column('created_at').execute();
    await db.schema.createIndex('idx_relay_responses_created_at').on('relay_responses').column('created_at').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    const drop = db.schema.dropIndex('idx_relay_responses_created_at');
    // Only MySQL/MariaDB name the table in DROP INDEX (SQLite and PostgreSQL refuse `ON`).
    await (isMysql(db) ? drop.on('relay_responses') : drop).execute();
    await db.schema.dropTable('relay_response_conversations').execute();
  },
};
