import type { PricingTables } from '../quota/model-pricing.ts';
import { readNumberMapOption, readNumberOption } from './parse-option-value.ts';

/** The pricing options of `values` (option text, registry defaults for missing keys) as the relay reads them. */
export function readPricingTables(values: Readonly<Record<string, string>>): PricingTables {
  return {
    modelPrice: readNumberMapOption(values, 'ModelPrice'),
    modelRatio: readNumberMapOption(values, 'ModelRatio'),
    completionRatio: readNumberMapOption(values, 'CompletionRatio'),
    cacheRatio: readNumberMapOption(values, 'CacheRatio'),
    quotaPerUnit: readNumberOption(values, 'QuotaPerUnit'),
  };
}
