import { QuotaType, type PricingEntry } from '@gateway/domain';
import type { PriceTable } from './billing/model-price.ts';
import type { OptionStore } from './option-store.ts';
import type { RoutingIndex, ServedModels } from './routing/routing-index.ts';

/**
 * The model list of GET /api/pricing (API-PRC-001, PP-001…003): every model the relay can route
 * (an enabled ability of an enabled channel), priced by the relay's own price table, so the page
 * shows exactly what a request is billed. Built once per routing snapshot and option change — the
 * routing index is rebuilt after every channel write and the option store replaced on every save
 * (and both re-read every 10 s for other instances' changes) — never per request.
 */
export interface PricingCatalogue {
  /** Entries sorted by model name; `unset` marks a model with neither price nor ratio. */
  entries(): Promise<readonly PricingEntry[]>;
}

function entryOf(model: string, groups: readonly string[], prices: PriceTable): PricingEntry {
  // The caller's group does not change a model's figures: the group ratio is answered apart.
  const quote = prices.quote(model, '', true)!;
  const unset = prices.quote(model, '', false) === undefined;
  const perCall = quote.pricing.kind === 'price';
  return {
    model_name: model,
    quota_type: perCall ? QuotaType.PerCall : QuotaType.PerToken,
    model_ratio: quote.modelRatio,
    completion_ratio: quote.completionRatio,
    model_price: perCall ? quote.modelPrice : 0,
    enable_groups: [...groups],
    owner_by: '',
    cache_ratio: perCall ? 1 : quote.cacheRatio,
    ...(unset ? { unset: true } : {}),
  };
}

export function createPricingCatalogue(routing: RoutingIndex, prices: PriceTable, options: OptionStore): PricingCatalogue {
  let memo: { served: ServedModels; values: Readonly<Record<string, string>>; entries: readonly PricingEntry[] } | undefined;
  return {
    async entries() {
      const served = await routing.servedModels();
      const values = options.snapshot();
      if (memo?.served === served && memo.values === values) return memo.entries;
      const entries = [...served].map(([model, groups]) => entryOf(model, groups, prices));
      memo = { served, values, entries };
      return entries;
    },
  };
}
