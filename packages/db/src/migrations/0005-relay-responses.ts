import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { keyText, required } from './schema-helpers.ts';

/** `relay_responses` (ADR 0035): response id → the channel that created it and its owner. */
export const relayResponsesMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const indexedText = keyText(db);
    await db.schema
      .createTable('relay_responses')
      .addColumn('response_id', indexedText, (column) => column.primaryKey())
      .addColumn('user_id', 'integer', required)
      .addColumn('channel_id', 'integer', required)
      .addColumn('created_at', 'bigint', required)
      .execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('relay_responses').execute();
  },
};
