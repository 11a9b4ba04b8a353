export { createUsageLog, type UsageLog, type UsageLogOptions } from './usage-log.ts';
export { BATCH_ATTEMPTS, HELD_BATCH_RETRY, type HeldBatchRetry } from './batch-writer.ts';
export type { UsageLogEntry } from './usage-log-entry.ts';
export { BATCH_ID_PRUNE_INTERVAL_MS, BATCH_ID_WINDOW_SECONDS, scheduleBatchIdPrune } from './batch-id-prune.ts';
