import { DEFAULT_QUOTA_PER_UNIT } from './quota-units.ts';

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
  /** Part of `promptTokens` that is audio (gpt-4o-audio, realtime); billed at the audio ratio when the pricing has one. */
  audioInputTokens?: number;
  /** Part of `completionTokens` that is audio; billed at audio ratio × audio completion ratio. */
  audioOutputTokens?: number;
  /**
   * Per-image billing of the images API, as new-api bills it: the request costs `count × sizeRatio ×
   * qualityRatio` calls at the model's per-call price; token counts are then ignored.
   */
  images?: ImageUsage;
  /** Built-in tool calls (web search, file search) billed per call on top of the token or per-call price. */
  toolCalls?: ToolCallUsage;
}

/** Calls of one built-in tool and its price (see tool-call-prices.ts). */
export interface ToolCalls {
  calls: number;
  /** USD per 1,000 calls. */
  pricePerThousand: number;
}

/** The built-in tool calls of one request. */
export interface ToolCallUsage {
  webSearch?: ToolCalls;
  fileSearch?: ToolCalls;
}

/** What an images request bills: how many images, and the size and quality factors that multiply its price. */
export interface ImageUsage {
  count: number;
  /** 256² 0.4, 512² 0.45, 1024² 1, 1024×1792 / 1792×1024 2 (see imageSizeRatio). */
  sizeRatio?: number;
  /** dall-e-3 hd 2 (1.5 for the tall and wide sizes), else 1 (see imageQualityRatio). */
  qualityRatio?: number;
}

/** USD per image for one unit of model ratio when an image model has a ratio but no ModelPrice (as new-api: ratio 16 = $0.04). */
export const IMAGE_PRICE_PER_RATIO = 0.0025;

/** Audio completion ratio when a model has an audio ratio but no audio completion ratio of its own (new-api's default). */
export const DEFAULT_AUDIO_COMPLETION_RATIO = 2;

/** Cache-creation multiplier when the model has none of its own (new-api's default). */
export const DEFAULT_CACHE_CREATION_RATIO = 1.25;

/**
 * How a model is billed: by token ratios, or a fixed USD price per call. A model
 * with a ModelPrice entry is always billed per call.
 */
export type ModelPricing =
  | {
      kind: 'ratio';
      modelRatio: number;
      completionRatio: number;
      cacheRatio?: number;
      cacheCreationRatio?: number;
      /** Multiplier of audio input tokens (new-api's AudioRatio); absent = audio billed like text. */
      audioRatio?: number;
      /** Multiplier of audio output tokens on top of audioRatio (default 2). */
      audioCompletionRatio?: number;
      /** Quota per USD for per-image prices derived from the ratio and for tool calls (default 500 000). */
      quotaPerUnit?: number;
    }
  | { kind: 'price'; modelPrice: number; quotaPerUnit: number };

function nonNegative(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Rounds half up after trimming float noise (0.1 × 3 must not become 0.30000000000000004 → 0). */
export function roundQuota(value: number): number {
  return Math.round(Math.round(value * 1e6) / 1e6);
}

/**
 * Quota of the built-in tool calls: Σ calls × USD per 1,000 calls / 1000 × quotaPerUnit × groupRatio
 * (new-api's tool surcharge, added to the token cost before the one rounding).
 */
function toolCallQuota(toolCalls: ToolCallUsage | undefined, quotaPerUnit: number, group: number): number {
  if (toolCalls === undefined) return 0;
  let usd = 0;
  for (const tool of [toolCalls.webSearch, toolCalls.fileSearch]) {
    if (tool !== undefined) usd += (nonNegative(tool.calls) * nonNegative(tool.pricePerThousand)) / 1000;
  }
  return usd * quotaPerUnit * group;
}

/**
 * Integer quota of the tool calls alone, at the pricing's QuotaPerUnit (ratio mode: default 500 000):
 * what a reservation adds for calls known before the upstream answers (a search-preview request).
 */
export function toolCallCost(toolCalls: ToolCallUsage, pricing: ModelPricing, groupRatio: number): number {
  const quotaPerUnit = pricing.kind === 'price' ? pricing.quotaPerUnit : (pricing.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT);
  return roundQuota(toolCallQuota(toolCalls, nonNegative(quotaPerUnit), nonNegative(groupRatio)));
}

/**
 * The one billing formula, used by the relay, the pricing page, the playground and
 * the log text. Returns integer quota.
 *
 * Ratio mode: round(((P − K − W) + K × cacheRatio + W × cacheCreationRatio + C × completionRatio)
 * × modelRatio × groupRatio + T), at least 1 when the request used tokens and the price is not zero;
 * 0 when no tokens were used at all (tool calls included: an answer without usage is not billed).
 * With an audio ratio AR (gpt-4o-audio, realtime), audio input tokens count AR instead of 1 and audio
 * output tokens AR × audioCompletionRatio instead of the completion ratio. Price mode:
 * round(modelPrice × quotaPerUnit × groupRatio + T). T is the tool calls' quota (toolCallQuota; ratio
 * mode takes quotaPerUnit from the pricing, default 500 000). Images: see imageCost.
 */
export function computeCost(usage: BillableUsage, pricing: ModelPricing, groupRatio: number): number {
  const group = nonNegative(groupRatio);
  if (usage.images !== undefined) return imageCost(usage.images, pricing, group);
  if (pricing.kind === 'price') {
    const quotaPerUnit = nonNegative(pricing.quotaPerUnit);
    return roundQuota(nonNegative(pricing.modelPrice) * quotaPerUnit * group + toolCallQuota(usage.toolCalls, quotaPerUnit, group));
  }

  const prompt = nonNegative(usage.promptTokens);
  const completion = nonNegative(usage.completionTokens);
  if (prompt + completion === 0) return 0;
  // Cached and cache-creation counts can never exceed the prompt they are part of.
  const cached = Math.min(nonNegative(usage.cachedTokens), prompt);
  const created = Math.min(nonNegative(usage.cacheCreationTokens), prompt - cached);
  const cacheRatio = pricing.cacheRatio ?? 1;
  const cacheCreationRatio = pricing.cacheCreationRatio ?? DEFAULT_CACHE_CREATION_RATIO;
  // Audio parts are carved out of the plain prompt / completion only when the model has an audio ratio.
  const audioRatio = pricing.audioRatio;
  const audioIn = audioRatio === undefined ? 0 : Math.min(nonNegative(usage.audioInputTokens), prompt - cached - created);
  const audioOut = audioRatio === undefined ? 0 : Math.min(nonNegative(usage.audioOutputTokens), completion);
  const audioWeighted =
    audioRatio === undefined ? 0 : (audioIn + audioOut * nonNegative(pricing.audioCompletionRatio ?? DEFAULT_AUDIO_COMPLETION_RATIO)) * nonNegative(audioRatio);
  const weighted =
    prompt -
    cached -
    created -
    audioIn +
    cached * nonNegative(cacheRatio) +
    created * nonNegative(cacheCreationRatio) +
    (completion - audioOut) * nonNegative(pricing.completionRatio) +
    audioWeighted;
  const multiplier = nonNegative(pricing.modelRatio) * group;
  const tools = toolCallQuota(usage.toolCalls, nonNegative(pricing.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT), group);
  const quota = roundQuota(weighted * multiplier + tools);
  return multiplier !== 0 && quota <= 0 ? 1 : quota;
}

/**
 * Images, as new-api prices them: price per image = ModelPrice, or IMAGE_PRICE_PER_RATIO × model ratio; ×
 * size ratio × quality ratio × count × group ratio, in quota. Rounded like every other cost (new-api
 * truncates here; rounding keeps one rule for every mode).
 */
function imageCost(images: ImageUsage, pricing: ModelPricing, group: number): number {
  const perImage = pricing.kind === 'price' ? nonNegative(pricing.modelPrice) : IMAGE_PRICE_PER_RATIO * nonNegative(pricing.modelRatio);
  const quotaPerUnit = pricing.kind === 'price' ? nonNegative(pricing.quotaPerUnit) : nonNegative(pricing.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT);
  const units = nonNegative(images.count) * nonNegative(images.sizeRatio ?? 1) * nonNegative(images.qualityRatio ?? 1);
  return roundQuota(perImage * units * quotaPerUnit * group);
}

/** Size factor of an images request (256² 0.4, 512² 0.45, 1024×1792 or 1792×1024 2); other sizes cost 1. */
export function imageSizeRatio(size: string): number {
  if (size === '256x256') return 0.4;
  if (size === '512x512') return 0.45;
  if (size === '1024x1792' || size === '1792x1024') return 2;
  return 1;
}

/** Quality factor of an images request: only dall-e-3 `hd` costs more. */
export function imageQualityRatio(model: string, quality: string, size: string): number {
  if (model !== 'dall-e-3' || quality !== 'hd') return 1;
  return size === '1024x1792' || size === '1792x1024' ? 1.5 : 2;
}

/**
 * Prompt tokens of a transcription or translation, as new-api counts them: one minute of audio is 1000
 * tokens, counted on whole seconds (a partial second counts as one), rounded up.
 */
export function audioDurationTokens(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.ceil((Math.ceil(seconds) * 1000) / 60);
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
