import { sqliteFastPathOf } from '../dialects/sqlite-fast-path.ts';
import { d1BatchPathOf } from '../dialects/d1-batch.ts';
import type { Kysely } from 'kysely';
import { applyUsageBatchOnD1 } from './usage-batch-d1.ts';
import { toQueuedUsageBatch } from './usage-batch-queue.ts';
import type { Database, Executor } from '../database.ts';
import { withoutNul } from '../dialects/text-without-nul-plugin.ts';
import { fullLogRow, insertLogs, type NewLogEntry } from './logs.repository.ts';
import { assertInteger, runAtomically } from './query-helpers.ts';
import { addModelQuotaData, modelIncrements } from './quota-data-models.repository.ts';
import { addChannelUsedQuota, addUserQuotaData, settleTokenUsage, settleUserUsage, type QuotaDataIncrement } from './usage-counters.repository.ts';

/** One group commit of the usage-log writer, already summed per user, token, channel and bucket. */
export interface UsageBatch {
  rows: readonly NewLogEntry[];
  users: ReadonlyMap<number, { quotaReturn: number; usedQuota: number; requests: number }>;
  tokens: ReadonlyMap<number, { remainReturn: number; usedQuota: number }>;
  channels: ReadonlyMap<number, number>;
  buckets: readonly QuotaDataIncrement[];
}

function validate(batch: UsageBatch): void {
  for (const change of batch.users.values()) {
    assertInteger('quotaReturn', change.quotaReturn);
    assertInteger('usedQuota', change.usedQuota);
    assertInteger('requests', change.requests, { min: 0 });
  }
  for (const change of batch.tokens.values()) {
    assertInteger('remainReturn', change.remainReturn);
    assertInteger('usedQuota', change.usedQuota);
  }
  for (const quota of batch.channels.values()) assertInteger('quota', quota);
  for (const bucket of batch.buckets) for (const name of ['user_id', 'created_at', 'count', 'quota', 'token_used'] as const) assertInteger(name, bucket[name]);
}

function byId<T>(changes: ReadonlyMap<number, T>): Array<[number, T]> {
  return [...changes].sort(([a], [b]) => a - b);
}

/**
 * Writes a batch in one transaction: the log rows, each user's and token's settlement and usage,
 * channel used_quota, the quota_data buckets and their cross-user sums (quota_data_models) — all or nothing. Everything is validated before the
 * first write. On SQLite outside a transaction it runs synchronously on prepared statements.
 */
export async function applyUsageBatch(executor: Executor, batch: UsageBatch): Promise<void> {
  validate(batch);
  const rows = batch.rows.map(fullLogRow);
  const fastPath = sqliteFastPathOf(executor);
  if (fastPath !== undefined && fastPath.available()) {
    // Prepared statements bypass the Kysely plugins: the bucket's text is made storable here.
    const buckets = batch.buckets.map((bucket) => ({ ...bucket, username: withoutNul(bucket.username), model_name: withoutNul(bucket.model_name) }));
    fastPath.applyUsageBatch({ ...batch, rows, buckets });
    return;
  }
  const d1Batch = d1BatchPathOf(executor);
  if (d1Batch?.usageQueue !== undefined) {
    // Durable once sent; the consumer applies it exactly once (applyQueuedUsageBatch, ADR 0026).
    await d1Batch.usageQueue.send(toQueuedUsageBatch({ ...batch, rows }, crypto.randomUUID()));
    return;
  }
  if (d1Batch !== undefined) return applyUsageBatchOnD1(executor as Kysely<Database>, d1Batch, batch, rows);
  await runAtomically(executor, async (transaction) => {
    if (rows.length > 0) await insertLogs(transaction, rows);
    // Rows in id order: two instances' batches lock shared users/tokens/channels in one order, so they wait
    // for each other instead of deadlocking (a deadlock that does happen re-runs the batch: ADR 0047).
    for (const [userId, change] of byId(batch.users)) await settleUserUsage(transaction, userId, change);
    for (const [tokenId, change] of byId(batch.tokens)) await settleTokenUsage(transaction, tokenId, change);
    for (const [channelId, quota] of byId(batch.channels)) await addChannelUsedQuota(transaction, channelId, quota);
    for (const bucket of batch.buckets) await addUserQuotaData(transaction, bucket);
    await addModelQuotaData(transaction, modelIncrements(batch.buckets));
  });
}
