import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getStoredPageSize } from '@gateway/ui/data-table';
import { formatListParams, parseListParams } from './list-params.ts';
import type { ListParams } from './list-params.ts';

/** The list state of the current page, kept in the URL so reload and back keep page and filters. */
export function useListParams<F extends string>(filterNames: readonly F[]): [ListParams<F>, (next: ListParams<F>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // filterNames is a module constant at every call site; joining keeps the memo stable anyway.
  const namesKey = filterNames.join(',');
  const params = useMemo(() => parseListParams(search, filterNames, getStoredPageSize()), [search, namesKey]);
  const setParams = useCallback((next: ListParams<F>) => navigate(`${location}?${formatListParams(next)}`, { replace: true }), [location, navigate]);
  return [params, setParams];
}
