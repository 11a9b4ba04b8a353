export { deleteLogsInBatches, retentionCutoff, runLogRetention, scheduleLogRetention, RETENTION_BATCH_SIZE, RETENTION_INTERVAL_MS } from './log-retention.ts';
export type { BatchedDeleteOptions, LogRetentionContext } from './log-retention.ts';
