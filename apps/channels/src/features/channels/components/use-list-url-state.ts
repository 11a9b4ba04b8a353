import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getStoredPageSize } from '@gateway/ui/data-table';
import { formatListState, parseListState } from '../logic/list-state.ts';
import type { ChannelListState } from '../logic/list-state.ts';

/** The list's page, size, filters and tag mode, kept in the URL so a reload or a shared link shows the same list. */
export function useListUrlState() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const fallbackSize = getStoredPageSize();
  const state = useMemo(() => parseListState(search, fallbackSize), [search, fallbackSize]);
  const update = useCallback(
    (changes: Partial<ChannelListState>) => {
      const query = formatListState({ ...state, ...changes }, fallbackSize);
      navigate(query === '' ? location : `${location}?${query}`, { replace: true });
    },
    [state, fallbackSize, location, navigate],
  );
  return { state, update, search };
}
