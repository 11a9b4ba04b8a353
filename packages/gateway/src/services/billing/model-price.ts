import { computeCost, readNumberMapOption, type ModelPricing } from '@gateway/domain';
import type { OptionStore } from '../option-store.ts';

/** Ratio new-api bills a model with no price and no ratio at, when the caller accepts unset models. */
export const UNSET_MODEL_RATIO = 37.5;

/** How one request is priced, with the figures the usage log's `other` JSON reports. */
export interface PriceQuote {
  pricing: ModelPricing;
  groupRatio: number;
  modelRatio: number;
  completionRatio: number;
  cacheRatio: number;
  /** USD per call; -1 when the model is billed by tokens. */
  modelPrice: number;
}

/**
 * Parsed pricing maps, re-parsed only when the option text changes (an admin save), so a request
 * reads four Map lookups instead of parsing the ratio JSON.
 */
export interface PriceTable {
  /** The quote, or undefined when the model has neither a price nor a ratio and `acceptUnset` is false. */
  quote(model: string, group: string, acceptUnset: boolean): PriceQuote | undefined;
}

const MAP_KEYS = ['ModelPrice', 'ModelRatio', 'CompletionRatio', 'CacheRatio', 'GroupRatio'] as const;
type MapKey = (typeof MAP_KEYS)[number];

export function createPriceTable(options: OptionStore): PriceTable {
  const cache = new Map<MapKey, { text: string; map: Record<string, number> }>();
  function map(key: MapKey): Record<string, number> {
    const text = options.get(key);
    const hit = cache.get(key);
    if (hit !== undefined && hit.text === text) return hit.map;
    const parsed = readNumberMapOption(options.snapshot(), key);
    cache.set(key, { text, map: parsed });
    return parsed;
  }
  const own = (record: Record<string, number>, name: string): number | undefined => (Object.hasOwn(record, name) ? record[name] : undefined);

  return {
    quote(model, group, acceptUnset) {
      // Unknown groups bill at 1, as the reference does.
      const groupRatio = own(map('GroupRatio'), group) ?? 1;
      const modelPrice = own(map('ModelPrice'), model);
      if (modelPrice !== undefined) {
        const quotaPerUnit = options.getNumber('QuotaPerUnit');
        return { pricing: { kind: 'price', modelPrice, quotaPerUnit }, groupRatio, modelRatio: 0, completionRatio: 0, cacheRatio: 0, modelPrice };
      }
      let modelRatio = own(map('ModelRatio'), model);
      if (modelRatio === undefined) {
        if (!acceptUnset) return undefined;
        modelRatio = UNSET_MODEL_RATIO;
      }
      const completionRatio = own(map('CompletionRatio'), model) ?? 1;
      const cacheRatio = own(map('CacheRatio'), model) ?? 1;
      return { pricing: { kind: 'ratio', modelRatio, completionRatio, cacheRatio }, groupRatio, modelRatio, completionRatio, cacheRatio, modelPrice: -1 };
    },
  };
}

/**
 * The reservation before the upstream call (reference §3.4 step 6): the exact price of a per-call
 * model; else prompt estimate + max_tokens (or max_completion_tokens) when the client set one;
 * else PreConsumedQuota tokens at the model and group ratio.
 */
export function estimateQuota(quote: PriceQuote, promptEstimate: number, maxTokens: number | undefined, preConsumedTokens: number): number {
  if (quote.pricing.kind === 'price') return computeCost({ promptTokens: 0, completionTokens: 0 }, quote.pricing, quote.groupRatio);
  if (maxTokens !== undefined && maxTokens > 0) return computeCost({ promptTokens: promptEstimate, completionTokens: maxTokens }, quote.pricing, quote.groupRatio);
  return computeCost({ promptTokens: preConsumedTokens, completionTokens: 0 }, quote.pricing, quote.groupRatio);
}
