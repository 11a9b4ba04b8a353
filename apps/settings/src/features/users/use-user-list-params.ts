import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getStoredPageSize } from '@gateway/ui/data-table';
import { formatUserListParams, parseUserListParams } from './user-list-params.ts';
import type { UserListParams } from './user-list-params.ts';

/**
 * The list state, kept in the URL so reload, back and the editor routes keep page and filters.
 * `go(path, params)` moves to another user route (the editor) with the same list state.
 */
export function useUserListParams(): { params: UserListParams; setParams: (next: UserListParams) => void; go: (path: string) => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => parseUserListParams(search, getStoredPageSize()), [search]);
  const setParams = useCallback((next: UserListParams) => navigate(`${location}?${formatUserListParams(next)}`, { replace: true }), [location, navigate]);
  const go = useCallback((path: string) => navigate(`${path}?${formatUserListParams(params)}`), [navigate, params]);
  return { params, setParams, go };
}
