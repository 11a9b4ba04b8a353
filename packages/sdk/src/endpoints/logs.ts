import type { LogCursorQuery, LogPage, LogRow } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';
import { toRequestedPage } from './page-param.ts';
import type { QueryValue } from '../http/api-client.ts';
import type { RouteData } from './route-data.ts';

/** Filters of the own-log list and stat (LOG-013): no username, no channel. */
export type SelfLogFilters = {
  /** 0 all, 1 top-up, 2 consume, 3 manage, 4 system, 5 error (LOG-008). */
  type?: number;
  token_name?: string;
  model_name?: string;
  /** Unix seconds (LOG-007). */
  start_timestamp?: number;
  end_timestamp?: number;
  group?: string;
  /** HTTP status codes of error logs; sent as a comma list, only with type 5 (LOG-011). */
  status_code?: readonly number[];
};

/** Admin filters (LOG-012): the own filters plus username and channel id. */
export type LogFilters = SelfLogFilters & {
  username?: string;
  channel?: number;
};

/**
 * `p` places the page; `before_id` (the last id of the previous page) makes the server seek to it
 * instead of skipping p × page_size rows (ADR 0042) — send it only when moving to the next page.
 */
export type LogListParams<Filters = LogFilters> = Filters &
  LogCursorQuery & {
    /** 0-based page index (COM-019); sent as the server's 1-based `p` (toRequestedPage). */
    p: number;
    page_size: number;
  };

/** GET /api/log/stat answer: consume quota and tokens over the filters; requests and tokens in the last 60 s. */
export type LogStat = RouteData<'/log/stat', '$get'>;

export function toQuery(filters: LogFilters): Record<string, QueryValue> {
  const { status_code: statusCodes, ...rest } = filters;
  const query: Record<string, QueryValue> = { ...rest };
  if (filters.type === 5 && statusCodes && statusCodes.length > 0) query['status_code'] = statusCodes.join(',');
  return query;
}

function toPagedQuery(params: LogListParams<SelfLogFilters | LogFilters>): Record<string, QueryValue> {
  return { ...toQuery(params), p: toRequestedPage(params.p) };
}

/** GET /api/log/ (admin): every user's logs with channel_name; `total_capped` = `total` is only a lower bound. */
export function listLogs(params: LogListParams, signal?: AbortSignal): Promise<LogPage<LogRow>> {
  return apiRequest<LogPage<LogRow>>('GET', '/api/log/', { query: toPagedQuery(params), signal });
}

/** GET /api/log/self/: the caller's own logs (admin_info and channel names removed). */
export function listSelfLogs(params: LogListParams<SelfLogFilters>, signal?: AbortSignal): Promise<LogPage<LogRow>> {
  return apiRequest<LogPage<LogRow>>('GET', '/api/log/self/', { query: toPagedQuery(params), signal });
}

/** GET /api/log/stat (admin). */
export function logStat(filters: LogFilters, signal?: AbortSignal): Promise<LogStat> {
  return apiRequest<LogStat>('GET', '/api/log/stat', { query: toQuery(filters), signal });
}

/** GET /api/log/self/stat. */
export function selfLogStat(filters: SelfLogFilters, signal?: AbortSignal): Promise<LogStat> {
  return apiRequest<LogStat>('GET', '/api/log/self/stat', { query: toQuery(filters), signal });
}

/** DELETE /api/log/?target_timestamp= (admin): deletes logs older than the timestamp; answers how many. */
export function deleteLogsBefore(targetTimestamp: number): Promise<number> {
  return apiRequest<number>('DELETE', '/api/log/', { query: { target_timestamp: targetTimestamp } });
}
