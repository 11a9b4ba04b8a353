import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { keyText, required, requiredWithDefault } from './schema-helpers.ts';

/**
 * `quota_data_models` (issue 16, ADR 0046): hourly per-model sums of quota_data across users, for the
 * admin dashboard over all users (at 1M log rows its GROUP BY over every user's rollups cost 466× the
 * 10k cost on SQLite). Keyed (created_at, model_name): a time range is one index range. Backfilled from
 * quota_data, which stays the truth: each row equals the sum of quota_data rows of its hour and model.
 */
export const quotaDataModelsMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('quota_data_models')
      .addColumn('created_at', 'bigint', required)
      .addColumn('model_name', keyText(db), requiredWithDefault(''))
      .addColumn('token_used', 'bigint', requiredWithDefault(0))
      .addColumn('count', 'bigint', requiredWithDefault(0))
      .addColumn('quota', 'bigint', requiredWithDefault(0))
      .addPrimaryKeyConstraint('quota_data_models_pkey', ['created_at', 'model_name'])
      .execute();
    await sql`insert into quota_data_models (created_at, model_name, token_used, count, quota)
      select created_at, model_name, sum(token_used), sum(count), sum(quota) from quota_data group by created_at, model_name`.execute(db);
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('quota_data_models').execute();
  },
};
