import type { QuotaDisplaySettings } from '@gateway/domain';
import { DEFAULT_QUOTA_PER_UNIT } from '@gateway/domain';
import { useGatedStatus } from '../../app/status/status-context.ts';

/** Quota display settings of the site (COM-021/022): status quota_per_unit and display_in_currency. */
export function useQuotaSettings(): QuotaDisplaySettings {
  const status = useGatedStatus();
  const perUnit = status.quota_per_unit;
  return {
    quotaPerUnit: typeof perUnit === 'number' && perUnit > 0 ? perUnit : DEFAULT_QUOTA_PER_UNIT,
    displayInCurrency: status.display_in_currency !== false,
  };
}
