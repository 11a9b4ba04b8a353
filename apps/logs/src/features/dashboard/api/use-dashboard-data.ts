import { useQuery } from '@tanstack/react-query';
import type { DataGranularity } from '@gateway/sdk';
import { quotaDataQuery, selfQuery, selfQuotaDataQuery } from '@gateway/sdk/queries';

type Range = { start_timestamp: number; end_timestamp: number; granularity: DataGranularity; enabled: boolean };

/**
 * The dashboard's rows: admins read everyone's per model (GET /api/data/) and per user for the top
 * users; everybody else their own (GET /api/data/self). Every hook always runs (stable order); only
 * the ones for the role fetch.
 */
export function useDashboardData({ enabled, ...params }: Range, isAdmin: boolean) {
  const admin = useQuery({ ...quotaDataQuery(params), enabled: enabled && isAdmin });
  const perUser = useQuery({ ...quotaDataQuery({ ...params, group_by: 'user' }), enabled: enabled && isAdmin });
  const self = useQuery({ ...selfQuotaDataQuery(params), enabled: enabled && !isAdmin });
  const models = isAdmin ? admin : self;
  return { models, users: isAdmin ? perUser : undefined };
}

/** The caller's balance (GET /api/user/self). */
export function useBalance() {
  return useQuery(selfQuery());
}
