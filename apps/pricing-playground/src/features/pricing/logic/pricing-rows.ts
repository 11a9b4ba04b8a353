import { computeCost, entryPriceSheet, modelPricingOfEntry, type PricingEntry, type QuotaPriceSheet } from '@gateway/domain';
import { matchesModelSearch } from './match-model-name.ts';

/** One row of the pricing table, for the group being viewed. */
export type PricingRow = {
  entry: PricingEntry;
  /** PP-009: the viewed group has an enabled channel for the model. */
  available: boolean;
  /** What 1M input / output tokens or one call cost in quota (computeCost); undefined for an unset model. */
  sheet: QuotaPriceSheet | undefined;
  /** Quota of 1M prompt tokens all read from the provider's cache, when the model has a cache ratio other than 1. */
  cachedInputPerMillion: number | undefined;
};

/** Everything the rows depend on besides the models. */
export type RowContext = { group: string; groupRatio: number; quotaPerUnit: number; search: string };

function toRow(entry: PricingEntry, context: RowContext): PricingRow {
  const available = entry.enable_groups.includes(context.group);
  if (entry.unset === true) return { entry, available, sheet: undefined, cachedInputPerMillion: undefined };
  const sheet = entryPriceSheet(entry, context.groupRatio, context.quotaPerUnit);
  const cached =
    sheet.kind === 'tokens' && entry.cache_ratio !== 1
      ? computeCost(
          { promptTokens: 1_000_000, cachedTokens: 1_000_000, completionTokens: 0 },
          modelPricingOfEntry(entry, context.quotaPerUnit),
          context.groupRatio,
        )
      : undefined;
  return { entry, available, sheet, cachedInputPerMillion: cached };
}

const startsWithGpt = (name: string): boolean => name.startsWith('gpt');

/**
 * The default order (PP-009, PP-013): models usable by the viewed group first, then by billing type
 * (per token before per call), names starting with "gpt" first, then alphabetical.
 */
export function comparePricingRows(left: PricingRow, right: PricingRow): number {
  if (left.available !== right.available) return left.available ? -1 : 1;
  if (left.entry.quota_type !== right.entry.quota_type) return left.entry.quota_type - right.entry.quota_type;
  const leftGpt = startsWithGpt(left.entry.model_name);
  if (leftGpt !== startsWithGpt(right.entry.model_name)) return leftGpt ? -1 : 1;
  return left.entry.model_name < right.entry.model_name ? -1 : left.entry.model_name > right.entry.model_name ? 1 : 0;
}

/** The rows shown: the models the search matches (PP-006), priced for the group, in the default order. */
export function buildPricingRows(entries: readonly PricingEntry[], context: RowContext): PricingRow[] {
  return entries
    .filter((entry) => matchesModelSearch(entry.model_name, context.search))
    .map((entry) => toRow(entry, context))
    .sort(comparePricingRows);
}
