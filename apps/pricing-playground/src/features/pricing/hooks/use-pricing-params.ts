import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getStoredPageSize } from '@gateway/ui/data-table';
import { formatPricingParams, parsePricingParams, type PricingParams } from '../logic/pricing-params.ts';

/** The list state in the URL (reload and back keep page, search and group); changes replace the entry. */
export function usePricingParams(): { params: PricingParams; update: (patch: Partial<PricingParams>) => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const fallbackSize = getStoredPageSize();
  const params = useMemo(() => parsePricingParams(search, fallbackSize), [search, fallbackSize]);
  const update = useCallback(
    (patch: Partial<PricingParams>) => {
      const query = formatPricingParams({ ...params, ...patch }, fallbackSize);
      navigate(query === '' ? location : `${location}?${query}`, { replace: true });
    },
    [params, fallbackSize, location, navigate],
  );
  return { params, update };
}
