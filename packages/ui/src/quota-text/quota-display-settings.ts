import { DEFAULT_QUOTA_PER_UNIT } from '@gateway/domain';
import type { QuotaDisplaySettings } from '@gateway/domain';
import { readStorage } from '../storage/local-storage.ts';

/** localStorage key the sdk caches the status payload under (COM-037). */
const STATUS_STORAGE_KEY = 'status';

const defaults: QuotaDisplaySettings = { quotaPerUnit: DEFAULT_QUOTA_PER_UNIT, displayInCurrency: true };

let lastRaw: string | null | undefined;
let lastSettings: QuotaDisplaySettings = defaults;

function parse(raw: string | null): QuotaDisplaySettings {
  if (raw === null || raw === '') return defaults;
  try {
    const status = JSON.parse(raw) as { quota_per_unit?: unknown; display_in_currency?: unknown } | null;
    const quotaPerUnit = typeof status?.quota_per_unit === 'number' && status.quota_per_unit > 0 ? status.quota_per_unit : DEFAULT_QUOTA_PER_UNIT;
    const displayInCurrency = typeof status?.display_in_currency === 'boolean' ? status.display_in_currency : defaults.displayInCurrency;
    return { quotaPerUnit, displayInCurrency };
  } catch {
    return defaults;
  }
}

/**
 * Quota display settings from the cached status (COM-021/022): `quota_per_unit` is the divisor
 * (COM-023 resolution), `display_in_currency` picks "$" amounts or compact counts. Before any
 * status is cached: 500000 per unit, currency on (the server's defaults). Parsed once per change,
 * because a table renders one QuotaText per cell.
 */
export function readQuotaDisplaySettings(): QuotaDisplaySettings {
  const raw = readStorage(STATUS_STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSettings = parse(raw);
  }
  return lastSettings;
}
