import { describe, expect, it } from 'vitest';
import { computeCost } from '../quota/compute-cost.ts';
import { quotaToAmount } from '../quota/quota-units.ts';
import { entryPriceSheet, modelPricingOfEntry, QuotaType, type PricingEntry } from './pricing-entry.ts';

const base = { enable_groups: ['default'], owner_by: '', cache_ratio: 1 };
const byTokens: PricingEntry = {
  ...base,
  model_name: 'acme-chat',
  quota_type: QuotaType.PerToken,
  model_ratio: 0.3,
  completion_ratio: 1.7,
  model_price: 0,
  cache_ratio: 0.25,
};
const perCall: PricingEntry = { ...base, model_name: 'gpt-4o', quota_type: QuotaType.PerCall, model_ratio: 0, completion_ratio: 0, model_price: 0.002 };

describe('pricing entries (PP-002, PP-003)', () => {
  it('PP-003: quota_type 1 bills the model price per call, 0 the ratios per token', () => {
    expect(modelPricingOfEntry(perCall, 500_000)).toEqual({ kind: 'price', modelPrice: 0.002, quotaPerUnit: 500_000 });
    expect(modelPricingOfEntry(byTokens, 500_000)).toEqual({ kind: 'ratio', modelRatio: 0.3, completionRatio: 1.7, cacheRatio: 0.25, quotaPerUnit: 500_000 });
  });

  it('COM-026: per 1M tokens, input = model ratio × 2 × group ratio and output = × completion ratio too (dollars at 500 000 per USD)', () => {
    const sheet = entryPriceSheet(byTokens, 2, 500_000);
    expect(sheet.kind).toBe('tokens');
    if (sheet.kind !== 'tokens') return;
    expect(quotaToAmount(sheet.inputPerMillion, 500_000)).toBeCloseTo(0.3 * 2 * 2, 10);
    expect(quotaToAmount(sheet.outputPerMillion, 500_000)).toBeCloseTo(0.3 * 1.7 * 2 * 2, 10);
  });

  it('a per-call price follows QuotaPerUnit and the group ratio', () => {
    expect(entryPriceSheet(perCall, 1.5, 1_000_000)).toEqual({ kind: 'call', perCall: 3000 });
  });

  it('cached prompt tokens cost the cache ratio through the same computeCost', () => {
    const pricing = modelPricingOfEntry(byTokens, 500_000);
    expect(computeCost({ promptTokens: 4000, cachedTokens: 3000, completionTokens: 0 }, pricing, 1)).toBe(Math.round((1000 + 3000 * 0.25) * 0.3));
  });
});
