import { describe, expect, it } from 'vitest';
import { readPricingTables } from '../options/read-pricing-tables.ts';
import { resolveCompletionRatio } from './completion-ratio.ts';
import { computeCost } from './compute-cost.ts';
import { modelPricingFor, quotaPriceSheet } from './model-pricing.ts';

const tables = readPricingTables({
  ModelPrice: JSON.stringify({ 'dall-e-3': 0.04, 'gpt-4o': 9 }),
  ModelRatio: JSON.stringify({ 'gpt-4o': 1.25, 'qwen-max': 1.2, 'openai/gpt-4o': 1.25, free: 0 }),
  CompletionRatio: JSON.stringify({ 'qwen-max': 3, 'gpt-4o-mini': 2, 'openai/gpt-4o': 2 }),
  CacheRatio: JSON.stringify({ 'qwen-max': 0.5 }),
  QuotaPerUnit: '500000',
});

describe('modelPricingFor (the relay price table, SET-026)', () => {
  it('a fixed price wins over a ratio and bills per call', () => {
    expect(modelPricingFor('gpt-4o', tables)).toEqual({ kind: 'price', modelPrice: 9, quotaPerUnit: 500000 });
  });

  it('a ratio model gets the resolved completion ratio and its cache ratio (1 when unset)', () => {
    expect(modelPricingFor('qwen-max', tables)).toEqual({ kind: 'ratio', modelRatio: 1.2, completionRatio: 3, cacheRatio: 0.5, quotaPerUnit: 500000 });
    expect(modelPricingFor('openai/gpt-4o', tables)).toMatchObject({ completionRatio: 2, cacheRatio: 1 });
  });

  it('SET-043: a model with neither a price nor a ratio has no pricing', () => {
    expect(modelPricingFor('gpt-4o-mini', tables)).toBeUndefined();
  });
});

describe('quotaPriceSheet (computeCost per 1M tokens or per call)', () => {
  it('SET-032: input per 1M tokens is ratio × 2 USD, output that × the completion ratio, × the group ratio', () => {
    const pricing = modelPricingFor('qwen-max', tables)!;
    // ratio 1.2 → $2.40 per 1M input = 1 200 000 quota; output × 3; group 0.5 halves both.
    expect(quotaPriceSheet(pricing, 1)).toEqual({ kind: 'tokens', inputPerMillion: 1_200_000, outputPerMillion: 3_600_000 });
    expect(quotaPriceSheet(pricing, 0.5)).toEqual({ kind: 'tokens', inputPerMillion: 600_000, outputPerMillion: 1_800_000 });
    expect(quotaPriceSheet(pricing, 1)).toEqual({
      kind: 'tokens',
      inputPerMillion: computeCost({ promptTokens: 1e6, completionTokens: 0 }, pricing, 1),
      outputPerMillion: computeCost({ promptTokens: 0, completionTokens: 1e6 }, pricing, 1),
    });
  });

  it('a per-call price is price × QuotaPerUnit × group', () => {
    expect(quotaPriceSheet(modelPricingFor('dall-e-3', tables)!, 2)).toEqual({ kind: 'call', perCall: 40_000 });
  });

  it('a ratio of 0 is free', () => {
    expect(quotaPriceSheet(modelPricingFor('free', tables)!, 1)).toEqual({ kind: 'tokens', inputPerMillion: 0, outputPerMillion: 0 });
  });
});

describe('resolveCompletionRatio (where the built-in table overrides the option)', () => {
  it('names the source and keeps the option value the table overrides', () => {
    const option = new Map(Object.entries({ 'gpt-4o': 1, 'qwen-max': 3, 'openai/gpt-4o': 2 }));
    expect(resolveCompletionRatio('gpt-4o', option)).toEqual({ ratio: 4, source: 'built-in', optionRatio: 1 });
    expect(resolveCompletionRatio('gpt-4o-mini', option)).toEqual({ ratio: 4, source: 'built-in' });
    expect(resolveCompletionRatio('qwen-max', option)).toEqual({ ratio: 3, source: 'option', optionRatio: 3 });
    expect(resolveCompletionRatio('openai/gpt-4o', option)).toEqual({ ratio: 2, source: 'option', optionRatio: 2 });
    expect(resolveCompletionRatio('gpt-4', option)).toEqual({ ratio: 2, source: 'fallback' });
    expect(resolveCompletionRatio('my-model', option)).toEqual({ ratio: 1, source: 'fallback' });
  });
});
