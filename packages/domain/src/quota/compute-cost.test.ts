import { describe, expect, it } from 'vitest';
import { computeCost, inputPricePerMillion, modelRatioFromPrice, outputPricePerMillion, ratioLevel } from './compute-cost.ts';

const gpt4o = { kind: 'ratio', modelRatio: 1.25, completionRatio: 4, cacheRatio: 0.5 } as const;

describe('computeCost golden values (reference §3.5)', () => {
  it('ratio mode: (P + C × CR) × MR × GR', () => {
    // (1000 + 500 × 4) × 1.25 = 3750
    expect(computeCost({ promptTokens: 1000, completionTokens: 500 }, gpt4o, 1)).toBe(3750);
    expect(computeCost({ promptTokens: 1000, completionTokens: 500 }, gpt4o, 2)).toBe(7500);
  });

  it('cached tokens are billed at the cache ratio', () => {
    // ((1000 − 400) + 400 × 0.5 + 500 × 4) × 1.25 = 3500
    expect(computeCost({ promptTokens: 1000, completionTokens: 500, cachedTokens: 400 }, gpt4o, 1)).toBe(3500);
  });

  it('cache creation uses its own ratio (default 1.25)', () => {
    const claude = { kind: 'ratio', modelRatio: 1.5, completionRatio: 5, cacheRatio: 0.1 } as const;
    // ((2000 − 1000 − 500) + 1000 × 0.1 + 500 × 1.25 + 100 × 5) × 1.5 = (500 + 100 + 625 + 500) × 1.5 = 2587.5 → 2588
    expect(computeCost({ promptTokens: 2000, completionTokens: 100, cachedTokens: 1000, cacheCreationTokens: 500 }, claude, 1)).toBe(2588);
  });

  it('a used request never costs 0 unless the price is 0; no tokens cost nothing', () => {
    const cheap = { kind: 'ratio', modelRatio: 0.0001, completionRatio: 1 } as const;
    expect(computeCost({ promptTokens: 1, completionTokens: 0 }, cheap, 1)).toBe(1);
    expect(computeCost({ promptTokens: 1, completionTokens: 0 }, cheap, 0)).toBe(0);
    expect(computeCost({ promptTokens: 0, completionTokens: 0 }, gpt4o, 1)).toBe(0);
  });

  it('price mode: ModelPrice × QuotaPerUnit × GR', () => {
    expect(computeCost({ promptTokens: 0, completionTokens: 0 }, { kind: 'price', modelPrice: 0.04, quotaPerUnit: 500000 }, 1)).toBe(20000);
    expect(computeCost({ promptTokens: 9, completionTokens: 9 }, { kind: 'price', modelPrice: 0.1, quotaPerUnit: 500000 }, 1.5)).toBe(75000);
  });

  it('result is an integer and bad counts cannot make it negative', () => {
    const cost = computeCost({ promptTokens: 333, completionTokens: -5, cachedTokens: 9999 }, { kind: 'ratio', modelRatio: 0.3, completionRatio: 1, cacheRatio: 0.1 }, 1.1);
    expect(Number.isInteger(cost)).toBe(true);
    expect(cost).toBeGreaterThan(0);
  });
});

describe('price display (COM-026, COM-025)', () => {
  it('per 1M tokens: input = ratio × 2 × group; output also × completion ratio', () => {
    expect(inputPricePerMillion(1.25, 1)).toBe(2.5);
    expect(outputPricePerMillion(1.25, 4, 1)).toBe(10);
    expect(inputPricePerMillion(15, 0.5)).toBe(15);
    expect(modelRatioFromPrice(2.5)).toBe(1.25);
  });

  it('ratio tag levels change above 1, 3 and 5', () => {
    expect([1, 1.01, 3, 3.5, 5, 5.1].map(ratioLevel)).toEqual(['normal', 'raised', 'raised', 'high', 'high', 'very-high']);
  });
});
