import { pruneAppliedBatches, type Executor } from '@gateway/db';
import { everyOnceInFleet, type FleetJobPlatform } from '../fleet-jobs/index.ts';

/**
 * How long a usage batch's id is kept (ADR 0050). It is only read while the writer retries that batch: under a
 * second for a passing fault, up to ten minutes for a batch held while the database is away (HELD_BATCH_RETRY);
 * a day leaves room for a clock that jumps and for reading the id of a batch reported "outcome unknown". (On Workers the scheduled handler prunes the same table after 14 days: there
 * it also guards the usage queue's redeliveries.)
 */
export const BATCH_ID_WINDOW_SECONDS = 86_400;
export const BATCH_ID_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Hourly, on one instance of a fleet, where the runtime has background timers (Node). */
export function scheduleBatchIdPrune(platform: FleetJobPlatform, context: { db: Executor; nowSeconds: () => number }): void {
  everyOnceInFleet(platform, 'usage-batch-id-prune', BATCH_ID_PRUNE_INTERVAL_MS, async () => {
    const removed = await pruneAppliedBatches(context.db, context.nowSeconds(), BATCH_ID_WINDOW_SECONDS);
    if (removed > 0) platform.logger.info('usage batch ids pruned', { removed });
  });
}
