export { LOG_CONTENT_PARTS_KEY, logMessage, logMessageSpecs, logMessageStyle, readLogMessages } from './log-messages.ts';
export type { LogMessage, LogMessageKey, LogMessageParams, LogMessageStyle, LogParamKind } from './log-messages.ts';
export { formatLogParams, joinLogContent } from './format-log-content.ts';
export type { LogContentSeparators } from './format-log-content.ts';
