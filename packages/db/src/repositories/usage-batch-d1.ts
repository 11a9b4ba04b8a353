import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../database.ts';
import type { D1BatchPath } from '../dialects/d1-batch.ts';
import type { fullLogRow } from './logs.repository.ts';
import { appliedBatchMarker, settleFailedAttempt } from './applied-batches.repository.ts';
import { chunkRows } from './query-helpers.ts';
import { modelIncrements, modelUpsert } from './quota-data-models.repository.ts';
import type { UsageBatch, UsageBatchOutcome } from './usage-batch-types.ts';

type FullLogRow = ReturnType<typeof fullLogRow>;

/**
 * The usage batch on D1 as ONE `batch()`: log rows, settlements, channel used_quota, quota_data
 * buckets and their cross-user sums (quota_data_models, an upsert) commit together or not at all (ADR 0026). A bucket is an UPDATE followed by an INSERT that
 * runs only when the UPDATE changed nothing (`changes() = 0`), both inside the same transaction.
 * `rows` are full log rows (fullLogRow); Kysely compiles them, so the dialect's plugins still apply.
 * With an `id`, its marker is the batch's first statement, so the batch applies at most once (ADR 0050).
 */
export async function applyUsageBatchOnD1(
  db: Kysely<Database>,
  path: D1BatchPath,
  batch: UsageBatch,
  rows: readonly FullLogRow[],
  id?: string,
): Promise<UsageBatchOutcome> {
  if (id === undefined) {
    await path.run(compileUsageBatch(db, batch, rows));
    return 'applied';
  }
  try {
    await path.run([appliedBatchMarker(db, id, Math.floor(Date.now() / 1000)), ...compileUsageBatch(db, batch, rows)]);
    return 'applied';
  } catch (error) {
    return settleFailedAttempt(db, id, error);
  }
}

/** Every statement of a usage batch, compiled for one D1 `batch()`. */
export function compileUsageBatch(db: Kysely<Database>, batch: UsageBatch, rows: readonly FullLogRow[]): CompiledQuery[] {
  const queries: CompiledQuery[] = [];
  for (const chunk of chunkRows([...rows])) queries.push(db.insertInto('logs').values(chunk).compile());
  for (const [userId, change] of batch.users) {
    queries.push(
      db
        .updateTable('users')
        .set({
          quota: sql`quota + ${change.quotaReturn}`,
          used_quota: sql`used_quota + ${change.usedQuota}`,
          request_count: sql`request_count + ${change.requests}`,
        })
        .where('id', '=', userId)
        .compile(),
    );
  }
  for (const [tokenId, change] of batch.tokens) {
    queries.push(
      db
        .updateTable('tokens')
        .set({ remain_quota: sql`remain_quota + ${change.remainReturn}`, used_quota: sql`used_quota + ${change.usedQuota}` })
        .where('id', '=', tokenId)
        .compile(),
    );
  }
  for (const [channelId, quota] of batch.channels) {
    queries.push(
      db
        .updateTable('channels')
        .set({ used_quota: sql`used_quota + ${quota}` })
        .where('id', '=', channelId)
        .compile(),
    );
  }
  for (const bucket of batch.buckets) queries.push(...bucketQueries(db, bucket));
  for (const increment of modelIncrements(batch.buckets)) queries.push(modelUpsert(db, increment).compile());
  return queries;
}

function bucketQueries(db: Kysely<Database>, bucket: UsageBatch['buckets'][number]): CompiledQuery[] {
  const update = db
    .updateTable('quota_data')
    .set({ count: sql`count + ${bucket.count}`, quota: sql`quota + ${bucket.quota}`, token_used: sql`token_used + ${bucket.token_used}` })
    .where('user_id', '=', bucket.user_id)
    .where('username', '=', bucket.username)
    .where('model_name', '=', bucket.model_name)
    .where('created_at', '=', bucket.created_at)
    .compile();
  const insert = db
    .insertInto('quota_data')
    .columns(['user_id', 'username', 'model_name', 'created_at', 'count', 'quota', 'token_used'])
    .expression(
      db
        .selectNoFrom([
          sql<number>`${bucket.user_id}`.as('user_id'),
          sql<string>`${bucket.username}`.as('username'),
          sql<string>`${bucket.model_name}`.as('model_name'),
          sql<number>`${bucket.created_at}`.as('created_at'),
          sql<number>`${bucket.count}`.as('count'),
          sql<number>`${bucket.quota}`.as('quota'),
          sql<number>`${bucket.token_used}`.as('token_used'),
        ])
        .where(sql<boolean>`changes() = 0`),
    )
    .compile();
  return [update, insert];
}
