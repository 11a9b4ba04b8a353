import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { keyText, required, requiredWithDefault } from './schema-helpers.ts';

/** `job_leases` (ADR 0043): one row per fleet-wide periodic job, naming its holder and expiry. */
export const jobLeasesMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('job_leases')
      .addColumn('name', keyText(db), (column) => column.primaryKey())
      .addColumn('holder', keyText(db), requiredWithDefault(''))
      .addColumn('expires_at', 'bigint', required)
      .execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('job_leases').execute();
  },
};
