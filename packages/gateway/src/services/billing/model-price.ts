import { completionRatioFor, computeCost, readNumberMapOption, toolCallCost, type ModelPricing, type ToolCallUsage } from '@gateway/domain';
import type { OptionStore } from '../option-store.ts';

/** Ratio new-api bills a model with no price and no ratio at, when the caller accepts unset models. */
export const UNSET_MODEL_RATIO = 37.5;

/**
 * Whether the relay bills a model with neither price nor ratio for this user (at UNSET_MODEL_RATIO)
 * instead of refusing it: the user's `accept_unset_model_ratio_model` setting (in the JSON of
 * users.setting), or SelfUseModeEnabled for everyone.
 */
export function acceptsUnsetModels(setting: string | null | undefined, options: OptionStore): boolean {
  if (options.getBoolean('SelfUseModeEnabled')) return true;
  if (setting === null || setting === undefined || setting === '') return false;
  try {
    return (JSON.parse(setting) as { accept_unset_model_ratio_model?: unknown } | null)?.accept_unset_model_ratio_model === true;
  } catch {
    return false;
  }
}

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
  /** The ratio a request in `group` bills at: its GroupRatio entry, 1 for a group GroupRatio does not list. */
  groupRatio(group: string): number;
}

const MAP_KEYS = ['ModelPrice', 'ModelRatio', 'CompletionRatio', 'CacheRatio', 'GroupRatio'] as const;
type MapKey = (typeof MAP_KEYS)[number];

export function createPriceTable(options: OptionStore): PriceTable {
  const cache = new Map<MapKey, { text: string; map: ReadonlyMap<string, number> }>();
  function map(key: MapKey): ReadonlyMap<string, number> {
    const text = options.get(key);
    const hit = cache.get(key);
    if (hit !== undefined && hit.text === text) return hit.map;
    const parsed = readNumberMapOption(options.snapshot(), key);
    cache.set(key, { text, map: parsed });
    return parsed;
  }
  // QuotaPerUnit is parsed once per option change too: every quote carries it.
  let quotaPerUnitCache: { text: string; value: number } | undefined;
  function quotaPerUnit(): number {
    const text = options.get('QuotaPerUnit');
    if (quotaPerUnitCache?.text !== text) quotaPerUnitCache = { text, value: options.getNumber('QuotaPerUnit') };
    return quotaPerUnitCache.value;
  }

  // Resolved per model once per CompletionRatio change (built-in table + option, as new-api resolves it).
  let completionMemo: { map: ReadonlyMap<string, number>; ratios: Map<string, number> } | undefined;
  function resolvedCompletionRatio(model: string): number {
    const optionRatios = map('CompletionRatio');
    if (completionMemo?.map !== optionRatios) completionMemo = { map: optionRatios, ratios: new Map() };
    let ratio = completionMemo.ratios.get(model);
    if (ratio === undefined) {
      ratio = completionRatioFor(model, optionRatios);
      if (completionMemo.ratios.size < 10_000) completionMemo.ratios.set(model, ratio);
    }
    return ratio;
  }

  // Unknown groups bill at 1, as new-api does.
  const groupRatioOf = (group: string): number => map('GroupRatio').get(group) ?? 1;

  return {
    groupRatio: groupRatioOf,
    quote(model, group, acceptUnset) {
      const groupRatio = groupRatioOf(group);
      const modelPrice = map('ModelPrice').get(model);
      if (modelPrice !== undefined) {
        return {
          pricing: { kind: 'price', modelPrice, quotaPerUnit: quotaPerUnit() },
          groupRatio,
          modelRatio: 0,
          completionRatio: 0,
          cacheRatio: 0,
          modelPrice,
        };
      }
      let modelRatio = map('ModelRatio').get(model);
      if (modelRatio === undefined) {
        if (!acceptUnset) return undefined;
        modelRatio = UNSET_MODEL_RATIO;
      }
      const completionRatio = resolvedCompletionRatio(model);
      const cacheRatio = map('CacheRatio').get(model) ?? 1;
      // QuotaPerUnit prices what a ratio model pays per call (web and file search, per-image ratios).
      const pricing: ModelPricing = { kind: 'ratio', modelRatio, completionRatio, cacheRatio, quotaPerUnit: quotaPerUnit() };
      return { pricing, groupRatio, modelRatio, completionRatio, cacheRatio, modelPrice: -1 };
    },
  };
}

/**
 * The reservation before the upstream call: the exact price of a per-call
 * model; else prompt estimate + max_tokens (or max_completion_tokens) when the client set one;
 * else PreConsumedQuota tokens at the model and group ratio. Tool calls known before the answer
 * (a search-preview model's one search) are reserved on top, so concurrent searches cannot overdraw.
 */
export function estimateQuota(
  quote: PriceQuote,
  promptEstimate: number,
  maxTokens: number | undefined,
  preConsumedTokens: number,
  toolCalls?: ToolCallUsage,
): number {
  const tools = toolCalls === undefined ? 0 : toolCallCost(toolCalls, quote.pricing, quote.groupRatio);
  if (quote.pricing.kind === 'price') return computeCost({ promptTokens: 0, completionTokens: 0 }, quote.pricing, quote.groupRatio) + tools;
  if (maxTokens !== undefined && maxTokens > 0)
    return computeCost({ promptTokens: promptEstimate, completionTokens: maxTokens }, quote.pricing, quote.groupRatio) + tools;
  return computeCost({ promptTokens: preConsumedTokens, completionTokens: 0 }, quote.pricing, quote.groupRatio) + tools;
}
