import { sqliteFastPathOf } from './sqlite-fast-path.ts';
import { d1BatchPathOf } from '../dialects/d1-batch.ts';
import type { Kysely } from 'kysely';
import { applyUsageBatchOnD1 } from './usage-batch-d1.ts';
import { recordAppliedBatch, settleFailedAttempt } from './applied-batches.repository.ts';
import { toQueuedUsageBatch } from './usage-batch-queue.ts';
import type { Database, Executor } from '../database.ts';
import { withoutNul } from '../dialects/text-without-nul-plugin.ts';
import { fullLogRow, insertLogs, type NewLogEntry } from './logs.repository.ts';
import { assertInteger, runAtomically } from './query-helpers.ts';
import { addModelQuotaData, modelIncrements } from './quota-data-models.repository.ts';
import { addChannelUsedQuota, addUserQuotaData, settleTokenUsage, settleUserUsage, type QuotaDataIncrement } from './usage-counters.repository.ts';

import type { UsageBatch, UsageBatchOutcome } from './usage-batch-types.ts';

export type { UsageBatch, UsageBatchOutcome };

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

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Writes a batch in one transaction: the log rows, each user's and token's settlement and usage,
 * channel used_quota, the quota_data buckets and their cross-user sums (quota_data_models) — all or nothing. Everything is validated before the
 * first write. On SQLite outside a transaction it runs synchronously on prepared statements.
 *
 * With an `id` the batch applies at most once (ADR 0050): the id is recorded in the same transaction, a batch
 * whose id is already there answers 'duplicate' and writes nothing, and an attempt that failed is checked by
 * its id — committed after all ('duplicate'), not committed (its error is thrown), or unknown
 * (BatchOutcomeUnknownError: only the same id may be tried again). Inside a caller's transaction the caller
 * owns the outcome: errors go up unchecked.
 */
export async function applyUsageBatch(executor: Executor, batch: UsageBatch, id?: string): Promise<UsageBatchOutcome> {
  validate(batch);
  const rows = batch.rows.map(fullLogRow);
  const fastPath = sqliteFastPathOf(executor);
  if (fastPath !== undefined && fastPath.available()) {
    // Prepared statements bypass the Kysely plugins: the bucket's text is made storable here.
    const buckets = batch.buckets.map((bucket) => ({ ...bucket, username: withoutNul(bucket.username), model_name: withoutNul(bucket.model_name) }));
    // In-process and synchronous: an error is always a rollback, so the id only guards a repeated call.
    return fastPath.applyUsageBatch({ ...batch, rows, buckets }, id === undefined ? undefined : { id, appliedAt: nowSeconds() });
  }
  const d1Batch = d1BatchPathOf(executor);
  if (d1Batch?.usageQueue !== undefined) {
    // Durable once sent; the consumer applies it exactly once by this id (applyQueuedUsageBatch, ADR 0026), so
    // a send retried with the same id after an unclear failure is applied once too.
    await d1Batch.usageQueue.send(toQueuedUsageBatch({ ...batch, rows }, id ?? crypto.randomUUID()));
    return 'applied';
  }
  if (d1Batch !== undefined) return applyUsageBatchOnD1(executor as Kysely<Database>, d1Batch, batch, rows, id);
  if (id !== undefined && !executor.isTransaction) {
    try {
      await writeInTransaction(executor, batch, rows, id);
      return 'applied';
    } catch (error) {
      return settleFailedAttempt(executor, id, error);
    }
  }
  await writeInTransaction(executor, batch, rows, id);
  return 'applied';
}

async function writeInTransaction(executor: Executor, batch: UsageBatch, rows: ReturnType<typeof fullLogRow>[], id: string | undefined): Promise<void> {
  await runAtomically(executor, async (transaction) => {
    if (id !== undefined) await recordAppliedBatch(transaction, id, nowSeconds());
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
