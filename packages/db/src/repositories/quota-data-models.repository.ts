import { sql } from 'kysely';
import type { Executor } from '../database.ts';
import { isMysqlExecutor } from './dialect-paths.ts';

/**
 * The cross-user rollup `quota_data_models` (ADR 0046): quota_data summed per (hour, model).
 * Every writer of quota_data adds the same increments here in the same transaction, so each row always
 * equals the sum of the quota_data rows of its hour and model.
 */

/** One (hour, model) increment; a quota_data increment is one too (its user fields are ignored). */
export interface ModelQuotaIncrement {
  created_at: number;
  model_name: string;
  count: number;
  quota: number;
  token_used: number;
}

/**
 * The per-user buckets of a batch summed per (hour, model), sorted by hour then model: concurrent batches
 * (several instances on one PostgreSQL or MySQL) then lock the shared rows in the same order and cannot
 * deadlock on them.
 */
export function modelIncrements(buckets: readonly ModelQuotaIncrement[]): ModelQuotaIncrement[] {
  const sums = new Map<string, ModelQuotaIncrement>();
  for (const bucket of buckets) {
    const key = `${bucket.created_at}\u0000${bucket.model_name}`;
    const sum = sums.get(key);
    if (sum === undefined) {
      sums.set(key, { created_at: bucket.created_at, model_name: bucket.model_name, count: bucket.count, quota: bucket.quota, token_used: bucket.token_used });
    } else {
      sum.count += bucket.count;
      sum.quota += bucket.quota;
      sum.token_used += bucket.token_used;
    }
  }
  return [...sums.values()].sort((a, b) => a.created_at - b.created_at || (a.model_name < b.model_name ? -1 : a.model_name > b.model_name ? 1 : 0));
}

/** The upsert of one increment (ON CONFLICT on SQLite/D1/PostgreSQL, ON DUPLICATE KEY on MySQL/MariaDB). */
export function modelUpsert(db: Executor, increment: ModelQuotaIncrement) {
  const row = {
    created_at: increment.created_at,
    model_name: increment.model_name,
    count: increment.count,
    quota: increment.quota,
    token_used: increment.token_used,
  };
  const insert = db.insertInto('quota_data_models').values(row);
  if (isMysqlExecutor(db)) {
    return insert.onDuplicateKeyUpdate({
      count: sql`count + values(count)`,
      quota: sql`quota + values(quota)`,
      token_used: sql`token_used + values(token_used)`,
    });
  }
  return insert.onConflict((conflict) =>
    conflict.columns(['created_at', 'model_name']).doUpdateSet({
      count: sql`quota_data_models.count + excluded.count`,
      quota: sql`quota_data_models.quota + excluded.quota`,
      token_used: sql`quota_data_models.token_used + excluded.token_used`,
    }),
  );
}

/** The same upsert for the SQLite fast path's prepared statement (parameters in ModelQuotaIncrement order). */
export const SQLITE_MODEL_UPSERT = `INSERT INTO quota_data_models (created_at, model_name, count, quota, token_used) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (created_at, model_name) DO UPDATE SET count = quota_data_models.count + excluded.count,
  quota = quota_data_models.quota + excluded.quota, token_used = quota_data_models.token_used + excluded.token_used`;

/** Adds increments (already summed and sorted by modelIncrements) to the cross-user rollup. */
export async function addModelQuotaData(executor: Executor, increments: readonly ModelQuotaIncrement[]): Promise<void> {
  for (const increment of increments) await modelUpsert(executor, increment).execute();
}

/**
 * Rebuilds the rollup from quota_data (after an import copied quota_data rows from new-api): one
 * statement pair in the caller's transaction.
 */
export async function rebuildQuotaDataModels(executor: Executor): Promise<void> {
  await executor.deleteFrom('quota_data_models').execute();
  await sql`insert into quota_data_models (created_at, model_name, token_used, count, quota)
    select created_at, model_name, sum(token_used), sum(count), sum(quota) from quota_data group by created_at, model_name`.execute(executor);
}
