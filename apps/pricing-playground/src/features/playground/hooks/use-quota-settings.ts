import { useStatus } from '@gateway/sdk';
import { readQuotaDisplaySettings } from '@gateway/ui/quota-text';
import type { QuotaDisplaySettings } from '@gateway/domain';

/** Quota display settings from the live status, else the cached copy (COM-021/022). */
export function useQuotaSettings(): QuotaDisplaySettings {
  const status = useStatus();
  if (status === undefined) return readQuotaDisplaySettings();
  return { quotaPerUnit: status.quota_per_unit, displayInCurrency: status.display_in_currency };
}
