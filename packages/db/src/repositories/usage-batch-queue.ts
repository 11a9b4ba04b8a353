import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import type { D1BatchPath } from '../dialects/d1-batch.ts';
import { fullLogRow } from './logs.repository.ts';
import type { UsageBatch, UsageBatchOutcome } from './usage-batch-types.ts';
import { applyUsageBatchOnD1 } from './usage-batch-d1.ts';
import { pruneAppliedBatches } from './applied-batches.repository.ts';

/** The message body: a usage batch with its Maps as entry lists, and the id that makes it apply once. */
export interface QueuedUsageBatch {
  id: string;
  rows: UsageBatch['rows'];
  users: Array<[number, { quotaReturn: number; usedQuota: number; requests: number }]>;
  tokens: Array<[number, { remainReturn: number; usedQuota: number }]>;
  channels: Array<[number, number]>;
  buckets: UsageBatch['buckets'];
}

/**
 * How long an applied message id is kept: Cloudflare Queues redeliver a message at most until its retention
 * period ends, 4 days by default and 14 days at most, so after 14 days no delivery of it can come again.
 */
export const APPLIED_MESSAGE_WINDOW_SECONDS = 14 * 24 * 60 * 60;

export function toQueuedUsageBatch(batch: UsageBatch, id: string): QueuedUsageBatch {
  return { id, rows: batch.rows, users: [...batch.users], tokens: [...batch.tokens], channels: [...batch.channels], buckets: batch.buckets };
}

export type QueuedApplyResult = UsageBatchOutcome;

/**
 * Applies a queued usage batch exactly once (ADR 0026). The batch's first statement records the message id
 * under a PRIMARY KEY; D1 runs the whole batch as one transaction, so the id and the writes commit together.
 * A redelivered message fails on that key and rolls back entirely: it is then answered 'duplicate' (never
 * billed twice). Any other failure is thrown, nothing written, for the queue to retry.
 */
export async function applyQueuedUsageBatch(db: Kysely<Database>, path: D1BatchPath, message: QueuedUsageBatch): Promise<QueuedApplyResult> {
  const batch: UsageBatch = {
    rows: message.rows,
    users: new Map(message.users),
    tokens: new Map(message.tokens),
    channels: new Map(message.channels),
    buckets: message.buckets,
  };
  return applyUsageBatchOnD1(db, path, batch, batch.rows.map(fullLogRow), message.id);
}

/**
 * Deletes the applied-message ids older than the queue's redelivery window (the scheduled handler): a message
 * that old can no longer be delivered, so its id guards nothing. Answers how many rows went.
 */
export function pruneAppliedMessages(db: Kysely<Database>, nowSeconds: number, windowSeconds = APPLIED_MESSAGE_WINDOW_SECONDS): Promise<number> {
  return pruneAppliedBatches(db, nowSeconds, windowSeconds);
}
