import { computeCost, IMAGE_PRICE_PER_RATIO, roundQuota, type BillableUsage, type ModelPricing } from '../quota/compute-cost.ts';
import { DEFAULT_QUOTA_PER_UNIT } from '../quota/quota-units.ts';
import type { LogOther } from './log-other.ts';
import { ratioInputs, ratioTerms, recordedToolCalls, toolLines } from './receipt-terms.ts';
import type { CostReceipt, ReceiptKind, ReceiptRow, ReceiptSource } from './receipt-types.ts';

function kindOf(other: LogOther): ReceiptKind | null {
  if (other.ws || other.audio) return 'audio';
  if (other.claude) return 'claude';
  if (other.model_price !== undefined && other.model_price >= 0) return other.image ? 'image' : 'price';
  if (other.model_ratio === undefined) return null;
  return other.image ? 'image' : 'ratio';
}

/** Recorded sources; rows from before they were recorded fall back to the `usageEstimated` note of their content. */
function sourcesOf(other: LogOther): CostReceipt['sources'] {
  const legacy: ReceiptSource = other.content_keys?.includes('usageEstimated') ? 'estimated' : 'unknown';
  return { prompt: other.prompt_source ?? legacy, completion: other.completion_source ?? legacy };
}

/** What every kind shares: the row, the group ratio, tools, sources and settlement. */
type Base = Omit<
  CostReceipt,
  'kind' | 'pricing' | 'terms' | 'weightedTokens' | 'baseQuota' | 'exact' | 'rounded' | 'minimumCharge' | 'quota' | 'reproducible' | 'matches'
>;

/**
 * Completes a receipt: the exact sum, its rounding the way computeCost rounds (half up after trimming
 * float noise; at least 1 for a priced request that used tokens; 0 without usage), and computeCost's
 * own answer over the same inputs, which is the quota the receipt stands for.
 */
function finish(
  base: Base,
  kind: ReceiptKind,
  pricing: ModelPricing,
  parts: { terms?: CostReceipt['terms']; baseQuota: number; quota: number; priced: boolean; used: boolean; reproducible?: boolean },
): CostReceipt {
  const terms = parts.terms ?? [];
  const exact = parts.baseQuota + base.tools.reduce((sum, tool) => sum + tool.quota, 0);
  const plain = parts.used ? roundQuota(exact) : 0;
  const minimumCharge = parts.used && parts.priced && plain <= 0;
  const reproducible = parts.reproducible ?? true;
  return {
    ...base,
    kind,
    pricing,
    terms,
    weightedTokens: terms.reduce((sum, term) => sum + term.weighted, 0),
    baseQuota: parts.baseQuota,
    exact,
    rounded: minimumCharge ? 1 : plain,
    minimumCharge,
    quota: parts.quota,
    reproducible,
    matches: reproducible && parts.quota === base.charged,
  };
}

function imageReceipt(base: Base, other: LogOther): CostReceipt {
  const perCall = other.model_price !== undefined && other.model_price >= 0;
  const pricePerImage = perCall ? (other.model_price ?? 0) : IMAGE_PRICE_PER_RATIO * (other.model_ratio ?? 0);
  const pricing: ModelPricing = perCall
    ? { kind: 'price', modelPrice: pricePerImage, quotaPerUnit: base.quotaPerUnit }
    : { kind: 'ratio', modelRatio: other.model_ratio ?? 0, completionRatio: 1, quotaPerUnit: base.quotaPerUnit };
  const imageRatio = other.image_ratio ?? 1;
  const count = other.image_count;
  const image = { count, pricePerImage, imageRatio };
  if (count === undefined) {
    // Rows written before image_count was recorded: the charged quota is the only total there is.
    return finish({ ...base, image }, 'image', pricing, { baseQuota: base.charged, quota: base.charged, priced: true, used: true, reproducible: false });
  }
  const quota = computeCost(
    { promptTokens: base.promptTokens, completionTokens: base.completionTokens, images: { count, sizeRatio: imageRatio } },
    pricing,
    base.groupRatio,
  );
  const baseQuota = pricePerImage * count * imageRatio * base.quotaPerUnit * base.groupRatio;
  return finish({ ...base, image, tools: [] }, 'image', pricing, { baseQuota, quota, priced: false, used: true });
}

function priceReceipt(base: Base, other: LogOther): CostReceipt {
  const pricing: ModelPricing = { kind: 'price', modelPrice: other.model_price ?? 0, quotaPerUnit: base.quotaPerUnit };
  const usage: BillableUsage = { promptTokens: base.promptTokens, completionTokens: base.completionTokens, toolCalls: recordedToolCalls(other) };
  const quota = computeCost(usage, pricing, base.groupRatio);
  return finish(base, 'price', pricing, { baseQuota: pricing.modelPrice * base.quotaPerUnit * base.groupRatio, quota, priced: false, used: true });
}

function ratioReceipt(base: Base, other: LogOther, kind: ReceiptKind, row: ReceiptRow): CostReceipt {
  const { usage, pricing } = ratioInputs(row, other, kind, base.quotaPerUnit);
  const terms = ratioTerms(usage, pricing);
  const weighted = terms.reduce((sum, term) => sum + term.weighted, 0);
  const multiplier = Math.max(0, pricing.modelRatio) * base.groupRatio;
  const used = usage.promptTokens + usage.completionTokens > 0;
  return finish(base, kind, pricing, {
    terms,
    baseQuota: weighted * multiplier,
    quota: computeCost(usage, pricing, base.groupRatio),
    priced: multiplier !== 0,
    used,
  });
}

/**
 * The cost receipt of a usage row from what the relay stored in it (`other` read by parseLogOther):
 * null for rows that carry no pricing (top-ups, admin and system rows, errors). `quotaPerUnit` is the
 * current QuotaPerUnit, used when the row did not record the one it was priced with.
 */
export function buildCostReceipt(row: ReceiptRow, other: LogOther, quotaPerUnit: number): CostReceipt | null {
  const kind = kindOf(other);
  if (kind === null) return null;
  const unit = other.quota_per_unit ?? (quotaPerUnit > 0 ? quotaPerUnit : DEFAULT_QUOTA_PER_UNIT);
  const groupRatio = Math.max(0, other.group_ratio ?? 1);
  const base: Base = {
    sources: sourcesOf(other),
    promptTokens: row.prompt_tokens,
    completionTokens: row.completion_tokens,
    groupRatio,
    quotaPerUnit: unit,
    tools: toolLines(recordedToolCalls(other), unit, groupRatio),
    charged: row.quota,
    ...(other.reserved_quota !== undefined
      ? { settlement: { reserved: other.reserved_quota, charged: row.quota, returned: other.reserved_quota - row.quota } }
      : {}),
  };
  if (kind === 'image') return imageReceipt(base, other);
  if (kind === 'price') return priceReceipt(base, other);
  return ratioReceipt(base, other, kind, row);
}
