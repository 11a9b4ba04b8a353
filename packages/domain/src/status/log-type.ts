/** `logs.type` (new-api's values; the usage log filters by them). */
export const LogType = { Unknown: 0, TopUp: 1, Consume: 2, Manage: 3, System: 4, Error: 5 } as const;
export type LogTypeValue = (typeof LogType)[keyof typeof LogType];

export type LogTypeLabelKey = 'logType.all' | 'logType.topUp' | 'logType.consume' | 'logType.manage' | 'logType.system' | 'logType.error' | 'logType.unknown';

export interface LogTypeOption {
  value: LogTypeValue;
  labelKey: LogTypeLabelKey;
}

/**
 * Choices of the log-type filter (LOG-008): 0 means "all" in a filter even though a stored
 * row with type 0 is "unknown".
 */
export const logTypeOptions: readonly LogTypeOption[] = [
  { value: LogType.Unknown, labelKey: 'logType.all' },
  { value: LogType.TopUp, labelKey: 'logType.topUp' },
  { value: LogType.Consume, labelKey: 'logType.consume' },
  { value: LogType.Manage, labelKey: 'logType.manage' },
  { value: LogType.System, labelKey: 'logType.system' },
  { value: LogType.Error, labelKey: 'logType.error' },
];

/** Label of a stored log row's type. */
export function logTypeLabelKey(type: number): LogTypeLabelKey {
  switch (type) {
    case LogType.TopUp:
      return 'logType.topUp';
    case LogType.Consume:
      return 'logType.consume';
    case LogType.Manage:
      return 'logType.manage';
    case LogType.System:
      return 'logType.system';
    case LogType.Error:
      return 'logType.error';
    default:
      return 'logType.unknown';
  }
}

/** Status-code choices of the error-log filter (LOG-009). */
export const ERROR_LOG_STATUS_CODES = [429, 503, 400, 401, 403, 404, 500] as const;
