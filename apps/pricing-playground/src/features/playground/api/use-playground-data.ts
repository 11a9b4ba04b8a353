import { useQuery } from '@tanstack/react-query';
import { pricingQuery, selfGroupsQuery, userModelsQuery } from '@gateway/sdk/queries';

/** PP-014: the groups the user may chat in, with their ratios (GET /api/user/self/groups). */
export function usePlaygroundGroups() {
  return useQuery(selfGroupsQuery());
}

/** PP-015: the models the user may use (GET /api/user/models). */
export function usePlaygroundModels() {
  return useQuery(userModelsQuery());
}

/** The models' prices (GET /api/pricing), to price each answer. Silent: without them an answer shows its tokens only. */
export function usePlaygroundPricing(userId: number) {
  return useQuery({ ...pricingQuery(userId), retry: false, meta: { silent: true } });
}
