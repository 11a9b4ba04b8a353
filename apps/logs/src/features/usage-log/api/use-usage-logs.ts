import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LogFilters, LogListParams } from '@gateway/sdk';
import { logStatQuery, logsQuery, selfLogStatQuery, selfLogsQuery, userQuery } from '@gateway/sdk/queries';

/**
 * One page of usage records: admins read everyone's through GET /api/log/, everybody else their own
 * through GET /api/log/self/ (LOG-012, LOG-013, LOG-014). Both queries exist so the hook order never
 * changes; only the one for the role runs.
 */
export function useUsageLogs(params: LogListParams, isAdmin: boolean) {
  const admin = useQuery({ ...logsQuery(params), enabled: isAdmin });
  const { username: _username, channel: _channel, ...own } = params;
  const self = useQuery({ ...selfLogsQuery(own), enabled: !isAdmin });
  return isAdmin ? admin : self;
}

/** The summary chips' figures: GET /api/log/stat for admins, /api/log/self/stat otherwise (LOG-002). */
export function useUsageLogStat(filters: LogFilters, isAdmin: boolean) {
  const admin = useQuery({ ...logStatQuery(filters), enabled: isAdmin });
  const { username: _username, channel: _channel, ...own } = filters;
  const self = useQuery({ ...selfLogStatQuery(own), enabled: !isAdmin });
  return isAdmin ? admin : self;
}

/** GET /api/user/{id} for the admin's user-info dialog (LOG-020); idle while no user is chosen. */
export function useLogUser(id: number | undefined) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== undefined && id > 0 });
}

/**
 * Search always asks the server again: Search with the filters already shown would
 * otherwise keep the cached page and figures. Requests not cached yet are fetched by their queries.
 */
export function useReloadUsageLogs(isAdmin: boolean): (params: LogListParams, filters: LogFilters) => void {
  const client = useQueryClient();
  return (params, filters) => {
    const { username: _username, channel: _channel, ...own } = params;
    const { username: _statUser, channel: _statChannel, ...ownFilters } = filters;
    const keys = isAdmin ? [logsQuery(params).queryKey, logStatQuery(filters).queryKey] : [selfLogsQuery(own).queryKey, selfLogStatQuery(ownFilters).queryKey];
    for (const queryKey of keys) void client.refetchQueries({ queryKey, exact: true });
  };
}
