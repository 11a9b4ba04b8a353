import type { ModelPricing } from '../quota/compute-cost.ts';
import type { TokenSource } from './log-other.ts';

/**
 * How a usage row was priced: token ratios, a per-call price, per-image prices;
 * `audio` (text and audio tokens at their own ratios, new-api's websocket/audio rows) and `claude`
 * (new-api's Claude rows, whose prompt_tokens leave out the cache reads and writes) are ratio
 * billing with another reading of the row.
 */
export type ReceiptKind = 'ratio' | 'price' | 'image' | 'audio' | 'claude';

/** One addend of the weighted token sum: tokens × ratio. */
export interface ReceiptTerm {
  kind: 'input' | 'cached' | 'cacheWrite' | 'output' | 'audioInput' | 'audioOutput';
  tokens: number;
  ratio: number;
  /** tokens × ratio. */
  weighted: number;
}

/** Built-in tool calls added on top: calls × USD per 1,000 calls / 1000 × quota per unit × group ratio. */
export interface ReceiptTool {
  kind: 'webSearch' | 'fileSearch';
  calls: number;
  pricePerThousand: number;
  /** Unrounded quota of these calls. */
  quota: number;
}

/** Where the row's token counts came from; `unknown` on rows written before the relay recorded it. */
export type ReceiptSource = TokenSource | 'unknown';

/** Reservation before the upstream call and what its settlement gave back (negative: an overrun charged on top). */
export interface ReceiptSettlement {
  reserved: number;
  charged: number;
  returned: number;
}

/**
 * The cost receipt of one usage row (ADR 0041): every input of the one billing formula as the relay
 * recorded it, the arithmetic step by step, and computeCost's result beside the quota the row was
 * charged. Structured data only: the console words it in the reader's language.
 */
export interface CostReceipt {
  kind: ReceiptKind;
  sources: { prompt: ReceiptSource; completion: ReceiptSource };
  promptTokens: number;
  completionTokens: number;
  pricing: ModelPricing;
  groupRatio: number;
  quotaPerUnit: number;
  /** Ratio kinds: the weighted token sum and its terms; empty for per-call and image rows. */
  terms: ReceiptTerm[];
  weightedTokens: number;
  /** Ratio kinds: weighted × model ratio × group ratio; price: price × quota per unit × group ratio; image: per-image total. */
  baseQuota: number;
  /** Images: how many, USD each, the size × quality factor; count undefined on rows that did not record it. */
  image?: { count: number | undefined; pricePerImage: number; imageRatio: number };
  tools: ReceiptTool[];
  /** baseQuota + the tools' quota, before rounding. */
  exact: number;
  /** The rounding of `exact` as computeCost does it (half up; 1 for a used, priced request under one quota; 0 without usage). */
  rounded: number;
  /** True when `rounded` is the minimum charge of 1 rather than the rounding of `exact`. */
  minimumCharge: boolean;
  /** computeCost over the recorded inputs: the relay's billing function. */
  quota: number;
  /** False when the row lacks an input the formula needs (image count on old rows): `quota` is then the charged one. */
  reproducible: boolean;
  /** The quota the row was charged. */
  charged: number;
  matches: boolean;
  settlement?: ReceiptSettlement;
}

/** The row fields the receipt reads beside `other`. */
export interface ReceiptRow {
  prompt_tokens: number;
  completion_tokens: number;
  quota: number;
}
