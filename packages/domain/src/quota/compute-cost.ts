/**
 * Token counts of one request, normalised across providers. `promptTokens` counts every input
 * token, cached and cache-creation ones included (OpenAI reports it that way; an Anthropic adaptor
 * adds cache_read and cache_creation tokens to input_tokens before calling computeCost).
 */
export interface BillableUsage {
  promptTokens: number;
  completionTokens: number;
  /** Prompt tokens served from the provider's cache. */
  cachedTokens?: number;
  /** Prompt tokens written to the provider's cache (Anthropic). */
  cacheCreationTokens?: number;
}

/** Cache-creation multiplier when the model has none of its own (reference §7.4). */
export const DEFAULT_CACHE_CREATION_RATIO = 1.25;

/**
 * How a model is billed (reference §3.5): by token ratios, or a fixed USD price per call. A model
 * with a ModelPrice entry is always billed per call.
 */
export type ModelPricing =
  | { kind: 'ratio'; modelRatio: number; completionRatio: number; cacheRatio?: number; cacheCreationRatio?: number }
  | { kind: 'price'; modelPrice: number; quotaPerUnit: number };

function nonNegative(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Rounds half up after trimming float noise (0.1 × 3 must not become 0.30000000000000004 → 0). */
function roundQuota(value: number): number {
  return Math.round(Math.round(value * 1e6) / 1e6);
}

/**
 * The one billing formula (DESIGN §5), used by the relay, the pricing page, the playground and
 * the log text. Returns integer quota.
 *
 * Ratio mode: round(((P − K − W) + K × cacheRatio + W × cacheCreationRatio + C × completionRatio)
 * × modelRatio × groupRatio), at least 1 when the request used tokens and the price is not zero;
 * 0 when no tokens were used at all. Price mode: round(modelPrice × quotaPerUnit × groupRatio).
 */
export function computeCost(usage: BillableUsage, pricing: ModelPricing, groupRatio: number): number {
  const group = nonNegative(groupRatio);
  if (pricing.kind === 'price') return roundQuota(nonNegative(pricing.modelPrice) * nonNegative(pricing.quotaPerUnit) * group);

  const prompt = nonNegative(usage.promptTokens);
  const completion = nonNegative(usage.completionTokens);
  if (prompt + completion === 0) return 0;
  // Cached and cache-creation counts can never exceed the prompt they are part of.
  const cached = Math.min(nonNegative(usage.cachedTokens), prompt);
  const created = Math.min(nonNegative(usage.cacheCreationTokens), prompt - cached);
  const cacheRatio = pricing.cacheRatio ?? 1;
  const cacheCreationRatio = pricing.cacheCreationRatio ?? DEFAULT_CACHE_CREATION_RATIO;
  const weighted =
    prompt - cached - created + cached * nonNegative(cacheRatio) + created * nonNegative(cacheCreationRatio) + completion * nonNegative(pricing.completionRatio);
  const multiplier = nonNegative(pricing.modelRatio) * group;
  const quota = roundQuota(weighted * multiplier);
  return multiplier !== 0 && quota <= 0 ? 1 : quota;
}

/** USD per 1M tokens shown by the pricing page and editor (COM-026): input = ratio × 2 × group. */
export function inputPricePerMillion(modelRatio: number, groupRatio: number): number {
  return modelRatio * 2 * groupRatio;
}

/** Output USD per 1M tokens (COM-026): ratio × completion ratio × 2 × group. */
export function outputPricePerMillion(modelRatio: number, completionRatio: number, groupRatio: number): number {
  return modelRatio * completionRatio * 2 * groupRatio;
}

/** Model ratio for an input price in USD per 1M tokens (the editor's "set by price" mode, SET-032). */
export function modelRatioFromPrice(inputUsdPerMillion: number): number {
  return inputUsdPerMillion / 2;
}

export type RatioLevel = 'normal' | 'raised' | 'high' | 'very-high';

/** Colour level of a ratio tag (COM-025): changes above 1, above 3 and above 5. */
export function ratioLevel(ratio: number): RatioLevel {
  if (ratio > 5) return 'very-high';
  if (ratio > 3) return 'high';
  if (ratio > 1) return 'raised';
  return 'normal';
}
