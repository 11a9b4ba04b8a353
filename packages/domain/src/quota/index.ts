export { DEFAULT_QUOTA_PER_UNIT, isIntegerQuota, quotaToAmount, amountToQuota } from './quota-units.ts';
export type { QuotaDisplaySettings } from './quota-units.ts';
export { compactNumber } from './compact-number.ts';
export { formatQuota } from './format-quota.ts';
export { formatPlainDecimal, formatUsdAmount } from './format-amount.ts';
export type { AmountFormatOptions } from './format-amount.ts';
export {
  computeCost,
  toolCallCost,
  audioDurationTokens,
  imageQualityRatio,
  imageSizeRatio,
  DEFAULT_AUDIO_COMPLETION_RATIO,
  DEFAULT_CACHE_CREATION_RATIO,
  IMAGE_PRICE_PER_RATIO,
  inputPricePerMillion,
  outputPricePerMillion,
  modelRatioFromPrice,
  ratioLevel,
} from './compute-cost.ts';
export type { BillableUsage, ImageUsage, ModelPricing, RatioLevel, ToolCalls, ToolCallUsage } from './compute-cost.ts';
export { isSearchPreviewModel, toolCallPricePerThousand } from './tool-call-prices.ts';
export { completionRatioFor, resolveCompletionRatio } from './completion-ratio.ts';
export type { CompletionRatioResolution, CompletionRatioSource } from './completion-ratio.ts';
export { modelPricingFor, quotaPriceSheet } from './model-pricing.ts';
export type { PricingTables, QuotaPriceSheet } from './model-pricing.ts';
export type { ToolCallKind } from './tool-call-prices.ts';
