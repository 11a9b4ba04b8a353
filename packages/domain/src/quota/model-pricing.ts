import { completionRatioFor } from './completion-ratio.ts';
import { computeCost } from './compute-cost.ts';
import type { ModelPricing } from './compute-cost.ts';

/** The pricing options as the relay reads them (readPricingTables parses them from option text). */
export interface PricingTables {
  modelPrice: ReadonlyMap<string, number>;
  modelRatio: ReadonlyMap<string, number>;
  completionRatio: ReadonlyMap<string, number>;
  cacheRatio: ReadonlyMap<string, number>;
  quotaPerUnit: number;
}

/**
 * How a model is billed, resolved like the relay's price table: a ModelPrice
 * entry bills per call; else its ModelRatio with the resolved completion ratio (built-in table
 * first for the models it knows) and its cache ratio (1 when unset); undefined when the model has
 * neither a price nor a ratio (an "unset" model, SET-043).
 */
export function modelPricingFor(model: string, tables: PricingTables): ModelPricing | undefined {
  const modelPrice = tables.modelPrice.get(model);
  if (modelPrice !== undefined) return { kind: 'price', modelPrice, quotaPerUnit: tables.quotaPerUnit };
  const modelRatio = tables.modelRatio.get(model);
  if (modelRatio === undefined) return undefined;
  return {
    kind: 'ratio',
    modelRatio,
    completionRatio: completionRatioFor(model, tables.completionRatio),
    cacheRatio: tables.cacheRatio.get(model) ?? 1,
    quotaPerUnit: tables.quotaPerUnit,
  };
}

/** What a user pays, in quota: per 1M input and per 1M output tokens, or per call. */
export type QuotaPriceSheet = { kind: 'tokens'; inputPerMillion: number; outputPerMillion: number } | { kind: 'call'; perCall: number };

const MILLION = 1_000_000;

/**
 * The prices a user pays for a model in a group, computed by computeCost itself (the relay's
 * billing function): 1M prompt tokens alone, 1M completion tokens alone, or one call.
 */
export function quotaPriceSheet(pricing: ModelPricing, groupRatio: number): QuotaPriceSheet {
  if (pricing.kind === 'price') return { kind: 'call', perCall: computeCost({ promptTokens: 0, completionTokens: 0 }, pricing, groupRatio) };
  return {
    kind: 'tokens',
    inputPerMillion: computeCost({ promptTokens: MILLION, completionTokens: 0 }, pricing, groupRatio),
    outputPerMillion: computeCost({ promptTokens: 0, completionTokens: MILLION }, pricing, groupRatio),
  };
}
