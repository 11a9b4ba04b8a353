import { deleteLogBatchBefore, type Executor } from '@gateway/db';
import type { Platform } from '../../platform/platform.ts';
import type { OptionStore } from '../option-store.ts';
import { everyOnceInFleet } from '../fleet-jobs/index.ts';

const DAY_SECONDS = 86_400;
/** Rows per DELETE: small enough that the usage-log batch waits milliseconds, not seconds, behind one. */
export const RETENTION_BATCH_SIZE = 1_000;
/** How often the retention job runs; the cut-off moves by days, so an hour is plenty. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** Pause between batches: the relay's writes (and the event loop, with a synchronous driver) get their turn. */
const BATCH_PAUSE_MS = 5;

const pauseBetweenBatches = () => new Promise<void>((resolve) => setTimeout(resolve, BATCH_PAUSE_MS));

export interface BatchedDeleteOptions {
  batchSize?: number;
  /** Awaited between two batches. */
  pause?: () => Promise<void>;
}

/** Deletes every log created before `cutoff` in bounded batches, yielding between them; returns how many. */
export async function deleteLogsInBatches(
  db: Executor,
  cutoff: number,
  { batchSize = RETENTION_BATCH_SIZE, pause = pauseBetweenBatches }: BatchedDeleteOptions = {},
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await deleteLogBatchBefore(db, cutoff, batchSize);
    deleted += batch;
    if (batch < batchSize) return deleted;
    await pause();
  }
}

/** The creation time before which logs go, or null when LogRetentionDays is 0 (keep forever). */
export function retentionCutoff(retentionDays: number, nowSeconds: number): number | null {
  if (!Number.isSafeInteger(retentionDays) || retentionDays <= 0) return null;
  return nowSeconds - retentionDays * DAY_SECONDS;
}

export interface LogRetentionContext {
  db: Executor;
  options: OptionStore;
  nowSeconds: () => number;
}

/**
 * One run of the retention job (LogRetentionDays): deletes the usage logs older than the retention
 * period, batch by batch. A plain function so a scheduler — or a fleet lease around it — can call it.
 * The dashboard is unaffected: it reads the quota_data rollups, not the raw rows.
 */
export async function runLogRetention(context: LogRetentionContext, batches: BatchedDeleteOptions = {}): Promise<number> {
  await context.options.ready();
  const cutoff = retentionCutoff(context.options.getNumber('LogRetentionDays'), context.nowSeconds());
  return cutoff === null ? 0 : deleteLogsInBatches(context.db, cutoff, batches);
}

/** Runs {@link runLogRetention} every hour on runtimes with background timers, on one instance of a fleet (ADR 0043). */
export function scheduleLogRetention(platform: Platform, context: LogRetentionContext): void {
  everyOnceInFleet(platform, 'log-retention', RETENTION_INTERVAL_MS, async () => {
    const deleted = await runLogRetention(context);
    if (deleted > 0) platform.logger.info('log retention', { deleted });
  });
}
