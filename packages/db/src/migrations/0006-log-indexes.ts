import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes for the usage log at ten million rows (ADR 0042), chosen with `npm run bench:logs`
 * and pinned by the EXPLAIN tests (log-query-plans.test.ts):
 * - (user_id, id): a user's own list newest first — an index walk in id order on PostgreSQL too (its
 *   single-column index is ordered by heap position, so it sorted every row of the user);
 * - (user_id, model_name, id): the filtered self list (user + model + time range) in id order;
 * - (user_id, model_name, created_at): that list's count and the stat over user + model + range, an
 *   index-only range (through (user_id, model_name, id) every row of the pair was read for its time);
 * - (user_id, created_at): the self stat and rpm/tpm (user + time range), a range seek;
 * - quota_data (user_id, created_at): the self dashboard (one user's buckets over a range).
 * (created_at, id) and (created_at, type) of 0001 already serve the admin list by time and the stat.
 */
const LOG_INDEXES: ReadonlyArray<[name: string, columns: string[]]> = [
  ['idx_logs_user_id_id', ['user_id', 'id']],
  ['idx_logs_user_model_id', ['user_id', 'model_name', 'id']],
  ['idx_logs_user_model_created_at', ['user_id', 'model_name', 'created_at']],
  ['idx_logs_user_created_at', ['user_id', 'created_at']],
];

export const logIndexesMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    for (const [name, columns] of LOG_INDEXES) await db.schema.createIndex(name).ifNotExists().on('logs').columns(columns).execute();
    await db.schema.createIndex('idx_qdt_user_created_at').ifNotExists().on('quota_data').columns(['user_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('idx_qdt_user_created_at').ifExists().execute();
    for (const [name] of LOG_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
