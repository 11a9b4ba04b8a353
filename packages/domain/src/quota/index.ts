export { DEFAULT_QUOTA_PER_UNIT, isIntegerQuota, quotaToAmount, amountToQuota } from './quota-units.ts';
export type { QuotaDisplaySettings } from './quota-units.ts';
export { compactNumber } from './compact-number.ts';
export { formatQuota } from './format-quota.ts';
export {
  computeCost,
  DEFAULT_CACHE_CREATION_RATIO,
  inputPricePerMillion,
  outputPricePerMillion,
  modelRatioFromPrice,
  ratioLevel,
} from './compute-cost.ts';
export type { BillableUsage, ModelPricing, RatioLevel } from './compute-cost.ts';
