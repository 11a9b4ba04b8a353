import { queryOptions } from '@tanstack/react-query';
import { getAbout, getHomePageContent, getNotice, getSetupStatus } from '../endpoints/system.ts';
import { getSelf } from '../endpoints/auth.ts';
import { getAffCode } from '../endpoints/account.ts';
import { loadStatus } from '../status/status-store.ts';
import { getCachedStatus } from '../status/status-store.ts';
import { queryKeys } from './query-keys.ts';

/** The status through react-query; goes through loadStatus so the local copies stay in step. */
export function statusQuery() {
  return queryOptions({
    queryKey: queryKeys.status,
    queryFn: () => loadStatus(),
    initialData: getCachedStatus,
    // The cached copy is shown at once but is from an earlier visit: refetch on mount.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

export function setupQuery() {
  return queryOptions({ queryKey: queryKeys.setup, queryFn: ({ signal }) => getSetupStatus(signal), staleTime: 0 });
}

export function selfQuery() {
  return queryOptions({ queryKey: queryKeys.self, queryFn: ({ signal }) => getSelf(signal) });
}

/** The own referral code; it never changes once made. */
export function affCodeQuery() {
  return queryOptions({ queryKey: queryKeys.affCode, queryFn: ({ signal }) => getAffCode(signal), staleTime: Number.POSITIVE_INFINITY });
}

export function noticeQuery() {
  return queryOptions({ queryKey: queryKeys.notice, queryFn: ({ signal }) => getNotice(signal), staleTime: 5 * 60_000 });
}

export function aboutQuery() {
  return queryOptions({ queryKey: queryKeys.about, queryFn: ({ signal }) => getAbout(signal), staleTime: 5 * 60_000 });
}

export function homePageContentQuery() {
  return queryOptions({ queryKey: queryKeys.homePageContent, queryFn: ({ signal }) => getHomePageContent(signal), staleTime: 5 * 60_000 });
}
