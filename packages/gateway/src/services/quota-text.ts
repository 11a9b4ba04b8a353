import { formatQuota } from '@gateway/domain';
import type { OptionStore } from './option-store.ts';

/**
 * Quota as written into log texts (reference `LogQuota`): the currency amount with 6 decimals
 * when the site shows currency, else the exact integer. Logs are an audit trail, so never compacted.
 */
export function describeQuota(quota: number, options: OptionStore): string {
  if (!options.getBoolean('DisplayInCurrencyEnabled')) return `${quota} quota`;
  return formatQuota(quota, { displayInCurrency: true, quotaPerUnit: options.getNumber('QuotaPerUnit') }, { digits: 6 });
}
