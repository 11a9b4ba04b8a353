export { createUsageLog, type UsageLog, type UsageLogOptions } from './usage-log.ts';
export type { UsageLogEntry } from './usage-log-entry.ts';
