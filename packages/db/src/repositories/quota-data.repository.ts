import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../database.ts';
import { assertInteger } from './query-helpers.ts';

/** Bucket sizes of the dashboard (SET-021); quota_data itself is hourly. */
export type QuotaDataGranularity = 'hour' | 'day' | 'week';

export interface QuotaDataQuery {
  /** Inclusive range over the hour buckets' start, unix seconds. */
  startTimestamp: number;
  endTimestamp: number;
  granularity: QuotaDataGranularity;
  /** Only this user's rows (the self endpoint). */
  userId?: number;
  /** Only rows of this username (the admin filter). */
  username?: string;
  /** true: one row per user, model and bucket; false: users summed, one row per model and bucket. */
  perUser: boolean;
}

/** One aggregated quota_data row in new-api's wire shape (id is 0 for sums over several rows). */
export interface QuotaDataSum {
  id: number;
  user_id: number;
  username: string;
  model_name: string;
  created_at: number;
  token_used: number;
  count: number;
  quota: number;
}

const DAY = 86_400;
const WEEK = 7 * DAY;
/** 1970-01-05, the first Monday after the epoch: weeks start on Monday (UTC). */
const FIRST_MONDAY = 4 * DAY;

/** The bucket start of created_at (UTC), the same expression on SQLite and PostgreSQL. */
function bucketExpression(granularity: QuotaDataGranularity): RawBuilder<number> {
  // Literals, not parameters: PostgreSQL matches the GROUP BY expression to the selected one textually.
  if (granularity === 'day') return sql<number>`created_at - (created_at % ${sql.lit(DAY)})`;
  if (granularity === 'week')
    return sql<number>`created_at - (((created_at - ${sql.lit(FIRST_MONDAY)}) % ${sql.lit(WEEK)}) + ${sql.lit(WEEK)}) % ${sql.lit(WEEK)}`;
  return sql<number>`created_at`;
}

/** The bucket start of a unix time, as the SQL above computes it (tests and clients). */
export function quotaDataBucketStart(seconds: number, granularity: QuotaDataGranularity): number {
  if (granularity === 'day') return seconds - (seconds % DAY);
  if (granularity === 'week') return seconds - ((((seconds - FIRST_MONDAY) % WEEK) + WEEK) % WEEK);
  return seconds - (seconds % 3600);
}

/**
 * Every user's usage summed per (model, bucket), read from the cross-user rollup quota_data_models
 * (ADR 0046): its cost follows the number of (hour, model) rows in the range, not the number of users.
 */
async function aggregateAllUsers(executor: Executor, query: QuotaDataQuery): Promise<QuotaDataSum[]> {
  const bucket = bucketExpression(query.granularity);
  const rows = await executor
    .selectFrom('quota_data_models')
    .where('created_at', '>=', query.startTimestamp)
    .where('created_at', '<=', query.endTimestamp)
    .select([
      'model_name',
      sql<number | string>`sum(count)`.as('count'),
      sql<number | string>`sum(quota)`.as('quota'),
      sql<number | string>`sum(token_used)`.as('token_used'),
      bucket.as('bucket'),
    ])
    .groupBy(['model_name', bucket])
    .orderBy('bucket')
    .orderBy('model_name')
    .execute();
  return rows.map((row) => ({
    id: 0,
    user_id: 0,
    username: '',
    model_name: row.model_name,
    created_at: Number(row.bucket),
    token_used: Number(row.token_used),
    count: Number(row.count),
    quota: Number(row.quota),
  }));
}

/**
 * quota_data summed per (model, bucket) — and per user when `perUser` — over an hour-bucket range,
 * oldest bucket first (GET /api/data, /api/data/self). Reads the rollups only, so it stays correct
 * after the raw usage-log rows are deleted.
 */
export async function aggregateQuotaData(executor: Executor, query: QuotaDataQuery): Promise<QuotaDataSum[]> {
  assertInteger('start timestamp', query.startTimestamp, { min: 0 });
  assertInteger('end timestamp', query.endTimestamp, { min: 0 });
  if (!query.perUser && query.userId === undefined && !query.username) return aggregateAllUsers(executor, query);
  const bucket = bucketExpression(query.granularity);
  let select = executor.selectFrom('quota_data').where('created_at', '>=', query.startTimestamp).where('created_at', '<=', query.endTimestamp);
  if (query.userId !== undefined) select = select.where('user_id', '=', query.userId);
  if (query.username) select = select.where('username', '=', query.username);
  const sums = [
    sql<number | string>`sum(count)`.as('count'),
    sql<number | string>`sum(quota)`.as('quota'),
    sql<number | string>`sum(token_used)`.as('token_used'),
    bucket.as('bucket'),
  ] as const;
  const rows = query.perUser
    ? await select
        .select(['user_id', 'username', 'model_name', ...sums])
        .groupBy(['user_id', 'username', 'model_name', bucket])
        .orderBy('bucket')
        .orderBy('user_id')
        .orderBy('model_name')
        .execute()
    : await select
        .select(['model_name', ...sums])
        .groupBy(['model_name', bucket])
        .orderBy('bucket')
        .orderBy('model_name')
        .execute();
  return rows.map((row) => ({
    id: 0,
    user_id: 'user_id' in row ? Number(row.user_id) : (query.userId ?? 0),
    username: 'username' in row ? String(row.username) : (query.username ?? ''),
    model_name: row.model_name,
    created_at: Number(row.bucket),
    token_used: Number(row.token_used),
    count: Number(row.count),
    quota: Number(row.quota),
  }));
}
