import { describe, expect, it } from 'vitest';
import { computeCost, toolCallCost } from './compute-cost.ts';
import { isSearchPreviewModel, toolCallPricePerThousand } from './tool-call-prices.ts';

describe('tool call prices (new-api tools.go defaults, USD per 1,000 calls)', () => {
  it('web_search_preview: 25 for gpt-4o* and gpt-4.1* (minis included), 10 for every other model', () => {
    expect(
      ['gpt-4o-search-preview', 'gpt-4o-mini-search-preview', 'gpt-4.1', 'gpt-4.1-mini', 'o3', 'gpt-5', 'o4-mini'].map((model) =>
        toolCallPricePerThousand('web_search_preview', model),
      ),
    ).toEqual([25, 25, 25, 25, 10, 10, 10]);
  });

  it('web_search (OpenAI tool, Claude server tool) 10 and file_search 2.5 for every model', () => {
    expect(toolCallPricePerThousand('web_search', 'claude-sonnet-4')).toBe(10);
    expect(toolCallPricePerThousand('web_search', 'gpt-4o')).toBe(10);
    expect(toolCallPricePerThousand('file_search', 'gpt-4o')).toBe(2.5);
  });

  it('search-preview models are the ones whose name ends in search-preview', () => {
    expect(isSearchPreviewModel('gpt-4o-mini-search-preview')).toBe(true);
    expect(isSearchPreviewModel('gpt-4o-search-preview-2025-03-11')).toBe(false);
    expect(isSearchPreviewModel('gpt-4o-mini')).toBe(false);
  });
});

describe('computeCost golden values: web search and file search (COM-027, LOG-019)', () => {
  const searchMini = { kind: 'ratio', modelRatio: 0.075, completionRatio: 4 } as const;

  it('calls × price / 1000 × QuotaPerUnit × group, added to the token cost', () => {
    // tokens: (1000 + 200 × 4) × 0.075 = 135; one search at $25: 25 / 1000 × 500 000 = 12 500
    const usage = { promptTokens: 1000, completionTokens: 200, toolCalls: { webSearch: { calls: 1, pricePerThousand: 25 } } };
    expect(computeCost(usage, searchMini, 1)).toBe(12635);
    // group 1.5 scales both parts: 202.5 + 18 750 = 18 952.5 → 18 953
    expect(computeCost(usage, searchMini, 1.5)).toBe(18953);
    // QuotaPerUnit 1000 (ratio pricing carries it for tool calls): 135 + 25
    expect(computeCost(usage, { ...searchMini, quotaPerUnit: 1000 }, 1)).toBe(160);
  });

  it('one rounding over tokens and tool calls together', () => {
    // tokens 0.5 × 1 = 0.5 (alone: rounds to 1); file search 3 calls at $2.50 with QuotaPerUnit 1000 = 7.5 → 0.5 + 7.5 = 8
    const usage = { promptTokens: 1, completionTokens: 0, toolCalls: { fileSearch: { calls: 3, pricePerThousand: 2.5 } } };
    expect(computeCost(usage, { kind: 'ratio', modelRatio: 0.5, completionRatio: 1, quotaPerUnit: 1000 }, 1)).toBe(8);
  });

  it('Claude web search: 2 requests at $10 + file search 4 calls at $2.50 on the token cost', () => {
    const claude = { kind: 'ratio', modelRatio: 1.5, completionRatio: 5, cacheRatio: 0.1 } as const;
    // tokens (100 + 10 × 5) × 1.5 = 225; web 2 × 10 / 1000 × 500 000 = 10 000; file 4 × 2.5 / 1000 × 500 000 = 5 000
    const usage = {
      promptTokens: 100,
      completionTokens: 10,
      toolCalls: { webSearch: { calls: 2, pricePerThousand: 10 }, fileSearch: { calls: 4, pricePerThousand: 2.5 } },
    };
    expect(computeCost(usage, claude, 1)).toBe(15225);
    expect(computeCost(usage, claude, 2)).toBe(30450);
  });

  it('price mode: per-call price plus the tool calls', () => {
    // 0.002 × 500 000 = 1000 + one $25 search 12 500; group 2 doubles both
    const usage = { promptTokens: 5, completionTokens: 3, toolCalls: { webSearch: { calls: 1, pricePerThousand: 25 } } };
    expect(computeCost(usage, { kind: 'price', modelPrice: 0.002, quotaPerUnit: 500000 }, 1)).toBe(13500);
    expect(computeCost(usage, { kind: 'price', modelPrice: 0.002, quotaPerUnit: 500000 }, 2)).toBe(27000);
  });

  it('a free model still pays its searches; no usage at all costs nothing; bad counts add nothing', () => {
    const search = { webSearch: { calls: 1, pricePerThousand: 10 } };
    expect(computeCost({ promptTokens: 10, completionTokens: 1, toolCalls: search }, { kind: 'ratio', modelRatio: 0, completionRatio: 1 }, 1)).toBe(5000);
    expect(computeCost({ promptTokens: 0, completionTokens: 0, toolCalls: search }, searchMini, 1)).toBe(0);
    const bad = { webSearch: { calls: -3, pricePerThousand: 10 }, fileSearch: { calls: 2, pricePerThousand: Number.NaN } };
    expect(computeCost({ promptTokens: 1000, completionTokens: 200, toolCalls: bad }, searchMini, 1)).toBe(135);
  });

  it('without tool calls the cost is unchanged (backward compatible)', () => {
    expect(computeCost({ promptTokens: 1000, completionTokens: 200, toolCalls: {} }, searchMini, 1)).toBe(
      computeCost({ promptTokens: 1000, completionTokens: 200 }, searchMini, 1),
    );
  });

  it('toolCallCost: the calls alone, for a reservation', () => {
    const search = { webSearch: { calls: 1, pricePerThousand: 25 } };
    expect(toolCallCost(search, searchMini, 1)).toBe(12500);
    expect(toolCallCost(search, { ...searchMini, quotaPerUnit: 1000 }, 2)).toBe(50);
    expect(toolCallCost(search, { kind: 'price', modelPrice: 0.002, quotaPerUnit: 500000 }, 1.5)).toBe(18750);
    expect(toolCallCost({}, searchMini, 1)).toBe(0);
  });
});
