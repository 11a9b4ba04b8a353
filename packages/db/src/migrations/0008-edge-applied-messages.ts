import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { keyText, required } from './schema-helpers.ts';

/**
 * `edge_applied_messages` (ADR 0026/0037): ids of the usage-queue messages the Workers runtime has
 * applied, so a redelivered message never bills twice. Only the D1 consumer writes it; on the other dialects
 * it stays empty (one list of migrations for every runtime). Pruned by age (the scheduled handler).
 */
export const edgeAppliedMessagesMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('edge_applied_messages')
      .addColumn('id', keyText(db), (column) => column.primaryKey())
      .addColumn('applied_at', 'bigint', required)
      .execute();
    await db.schema.createIndex('idx_edge_applied_messages_applied_at').on('edge_applied_messages').column('applied_at').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('edge_applied_messages').execute();
  },
};
