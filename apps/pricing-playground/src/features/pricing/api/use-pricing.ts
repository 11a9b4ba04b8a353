import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '@gateway/sdk';
import { pricingQuery } from '@gateway/sdk/queries';

/** GET /api/pricing for whoever is looking (PP-001): a visitor's answer is the default group's. */
export function usePricing() {
  const user = useSessionUser();
  return useQuery(pricingQuery(user?.id ?? null));
}
