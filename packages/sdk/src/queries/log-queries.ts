import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listLogs, listSelfLogs, logStat, selfLogStat } from '../endpoints/logs.ts';
import type { LogFilters, LogListParams, SelfLogFilters } from '../endpoints/logs.ts';
import { queryKeys } from './query-keys.ts';

/** Keys under queryKeys.logs: invalidate `logKeys.all` after deleting logs. */
export const logKeys = {
  all: queryKeys.logs,
  list: (params: LogListParams) => [...queryKeys.logs, 'list', params] as const,
  selfList: (params: LogListParams<SelfLogFilters>) => [...queryKeys.logs, 'self', 'list', params] as const,
  stat: (filters: LogFilters) => [...queryKeys.logs, 'stat', filters] as const,
  selfStat: (filters: SelfLogFilters) => [...queryKeys.logs, 'self', 'stat', filters] as const,
};

/** One page of every user's logs (admin); keeps the previous page on screen while the next loads. */
export function logsQuery(params: LogListParams) {
  return queryOptions({ queryKey: logKeys.list(params), queryFn: ({ signal }) => listLogs(params, signal), placeholderData: keepPreviousData });
}

/** One page of the caller's own logs. */
export function selfLogsQuery(params: LogListParams<SelfLogFilters>) {
  return queryOptions({ queryKey: logKeys.selfList(params), queryFn: ({ signal }) => listSelfLogs(params, signal), placeholderData: keepPreviousData });
}

export function logStatQuery(filters: LogFilters) {
  return queryOptions({ queryKey: logKeys.stat(filters), queryFn: ({ signal }) => logStat(filters, signal) });
}

export function selfLogStatQuery(filters: SelfLogFilters) {
  return queryOptions({ queryKey: logKeys.selfStat(filters), queryFn: ({ signal }) => selfLogStat(filters, signal) });
}
