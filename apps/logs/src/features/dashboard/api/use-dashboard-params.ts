import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatDashboardParams, parseDashboardParams, type DashboardParams } from '../logic/dashboard-params.ts';

/** The range and granularity in the URL (reload, back and a shared link keep them); changes replace the entry. */
export function useDashboardParams(): { params: DashboardParams; update: (patch: Partial<DashboardParams>) => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // "Now" is fixed when the page opens, so the default range does not move on every render.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const params = useMemo(() => parseDashboardParams(search, now), [search, now]);
  const update = useCallback(
    (patch: Partial<DashboardParams>) => navigate(`${location}?${formatDashboardParams({ ...params, ...patch })}`, { replace: true }),
    [params, location, navigate],
  );
  return { params, update };
}
