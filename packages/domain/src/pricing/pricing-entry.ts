import type { ModelPricing } from '../quota/compute-cost.ts';
import { quotaPriceSheet, type QuotaPriceSheet } from '../quota/model-pricing.ts';

/** How a model is billed on GET /api/pricing (PP-003): by the tokens used, or a fixed price per call. */
export const QuotaType = { PerToken: 0, PerCall: 1 } as const;
export type QuotaType = (typeof QuotaType)[keyof typeof QuotaType];

/**
 * One model of GET /api/pricing (PP-002, the pricing page): every model of an enabled ability, priced
 * the way the relay prices it. `model_price` is USD per call (per-call models; 0 otherwise), the
 * ratios are those the relay bills with (the completion ratio resolved with the built-in table).
 */
export interface PricingEntry {
  model_name: string;
  quota_type: QuotaType;
  model_ratio: number;
  completion_ratio: number;
  model_price: number;
  /** The groups with an enabled channel for the model, sorted. */
  enable_groups: string[];
  /** new-api's field, kept for clients written against it; always ''. */
  owner_by: string;
  /** Share of a cached prompt token (CacheRatio, 1 when unset): what prompt-cache hits cost. */
  cache_ratio: number;
  /**
   * True when the model has neither a price nor a ratio and the relay refuses it to this caller
   * ("no price or ratio set"); its ratio is then new-api's placeholder 37.5.
   */
  unset?: boolean;
}

/** The whole answer of GET /api/pricing (PP-001, API-PRC-001): the envelope plus the caller's groups. */
export interface PricingAnswer {
  success: boolean;
  message: string;
  data: PricingEntry[];
  /** Ratio of each group the caller may use (GroupRatio, 1 for a group it does not list). */
  group_ratio: Record<string, number>;
  /** Group → description of the groups the caller may use (UserUsableGroups plus their own). */
  usable_group: Record<string, string>;
  /** The caller's own group; 'default' for a visitor (the prices a visitor sees, SH-007). */
  user_group: string;
}

/**
 * The ModelPricing computeCost takes, from a pricing entry and the site's QuotaPerUnit (the status
 * `quota_per_unit`): the pricing page and the playground price usage exactly as the relay bills it.
 */
export function modelPricingOfEntry(entry: PricingEntry, quotaPerUnit: number): ModelPricing {
  if (entry.quota_type === QuotaType.PerCall) return { kind: 'price', modelPrice: entry.model_price, quotaPerUnit };
  return { kind: 'ratio', modelRatio: entry.model_ratio, completionRatio: entry.completion_ratio, cacheRatio: entry.cache_ratio, quotaPerUnit };
}

/**
 * What the pricing page shows for a model in a group: per 1M input and output tokens, or per call,
 * in quota (QuotaText / formatQuota turn it into the display currency), computed by computeCost.
 */
export function entryPriceSheet(entry: PricingEntry, groupRatio: number, quotaPerUnit: number): QuotaPriceSheet {
  return quotaPriceSheet(modelPricingOfEntry(entry, quotaPerUnit), groupRatio);
}
