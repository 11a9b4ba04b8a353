export { BATCH_ATTEMPTS, createUsageLog, type UsageLog, type UsageLogOptions } from './usage-log.ts';
export type { UsageLogEntry } from './usage-log-entry.ts';
export { BATCH_ID_PRUNE_INTERVAL_MS, BATCH_ID_WINDOW_SECONDS, scheduleBatchIdPrune } from './batch-id-prune.ts';
