import { queryOptions } from '@tanstack/react-query';
import { getPricing } from '../endpoints/pricing.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/pricing for the current caller: `userId` (null for a visitor) is part of the key because
 * the answer's groups depend on who asks. Prices change only when an admin edits channels or
 * pricing, so a minute of freshness is plenty.
 */
export function pricingQuery(userId: number | null) {
  return queryOptions({ queryKey: [...queryKeys.pricing, userId ?? 'visitor'] as const, queryFn: ({ signal }) => getPricing(signal), staleTime: 60_000 });
}
