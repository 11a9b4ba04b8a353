import { describe, expect, it } from 'vitest';
import { computeCost } from '../quota/compute-cost.ts';
import { buildCostReceipt } from './cost-receipt.ts';
import { parseLogOther, type LogOther } from './log-other.ts';
import type { ReceiptRow } from './receipt-types.ts';

const row = (prompt: number, completion: number, quota: number): ReceiptRow => ({ prompt_tokens: prompt, completion_tokens: completion, quota });
const QPU = 500_000;

/** The `other` keys every relayed consume row carries (relay-settlement.ts). */
const ratio = (fields: LogOther): LogOther => ({
  model_price: -1,
  cache_tokens: 0,
  cache_creation_tokens: 0,
  cache_ratio: 1,
  group_ratio: 1,
  prompt_source: 'upstream',
  completion_source: 'upstream',
  ...fields,
});

describe('cost receipt (LOG-024, LOG-026)', () => {
  it('cache reads and writes: each term is tokens × its ratio, × model ratio × group ratio, and rounds to computeCost', () => {
    // (800 + 100 × 0.1 + 100 × 1.25 + 500 × 4) × 2.5 × 1.5 = 2935 × 3.75 = 11 006.25 → 11 006.
    const receipt = buildCostReceipt(
      row(1000, 500, 11006),
      ratio({
        model_ratio: 2.5,
        completion_ratio: 4,
        group_ratio: 1.5,
        cache_tokens: 100,
        cache_ratio: 0.1,
        cache_creation_tokens: 100,
        cache_creation_ratio: 1.25,
      }),
      QPU,
    )!;
    expect(receipt.terms).toEqual([
      { kind: 'input', tokens: 800, ratio: 1, weighted: 800 },
      { kind: 'cached', tokens: 100, ratio: 0.1, weighted: 10 },
      { kind: 'cacheWrite', tokens: 100, ratio: 1.25, weighted: 125 },
      { kind: 'output', tokens: 500, ratio: 4, weighted: 2000 },
    ]);
    expect(receipt).toMatchObject({
      kind: 'ratio',
      weightedTokens: 2935,
      baseQuota: 11006.25,
      exact: 11006.25,
      rounded: 11006,
      quota: 11006,
      charged: 11006,
      matches: true,
    });
  });

  it('group ratio and completion ratio only: the multiplier is model ratio × group ratio', () => {
    const receipt = buildCostReceipt(row(1234, 567, 0), ratio({ model_ratio: 0.075, completion_ratio: 4, group_ratio: 2.5 }), QPU)!;
    // (1234 + 567 × 4) × 0.075 × 2.5 = 656.625 → 657.
    expect(receipt.exact).toBeCloseTo(656.625, 9);
    expect([receipt.rounded, receipt.quota, receipt.matches]).toEqual([657, 657, false]);
  });

  it('a fixed price: price × quota per unit × group ratio; tokens do not count; the recorded quota_per_unit wins', () => {
    const receipt = buildCostReceipt(row(50, 70, 5000), { model_price: 0.002, model_ratio: 0, group_ratio: 2.5, quota_per_unit: 1_000_000 }, QPU)!;
    expect(receipt).toMatchObject({ kind: 'price', quotaPerUnit: 1_000_000, baseQuota: 5000, rounded: 5000, quota: 5000, matches: true, terms: [] });
    expect(receipt.pricing).toEqual({ kind: 'price', modelPrice: 0.002, quotaPerUnit: 1_000_000 });
  });

  it('tool calls are added before the one rounding: web search at its price per 1,000 calls × quota per unit × group ratio', () => {
    const other = ratio({ model_ratio: 0.075, completion_ratio: 4, web_search: true, web_search_call_count: 1, web_search_price: 25, quota_per_unit: QPU });
    // (5 + 3 × 4) × 0.075 = 1.275, + 25 / 1000 × 500 000 = 12 500 → 12 501.275 → 12 501.
    const receipt = buildCostReceipt(row(5, 3, 12501), other, QPU)!;
    expect(receipt.tools).toEqual([{ kind: 'webSearch', calls: 1, pricePerThousand: 25, quota: 12500 }]);
    expect(receipt.exact).toBeCloseTo(12501.275, 9);
    expect(receipt).toMatchObject({ rounded: 12501, quota: 12501, matches: true });
  });

  it('estimated usage: the sources say so; a tiny priced request is charged the minimum 1', () => {
    const receipt = buildCostReceipt(
      row(3, 0, 1),
      ratio({ model_ratio: 0.075, completion_ratio: 1, prompt_source: 'estimated', completion_source: 'estimated' }),
      QPU,
    )!;
    expect(receipt.sources).toEqual({ prompt: 'estimated', completion: 'estimated' });
    expect(receipt.exact).toBeCloseTo(0.225, 9);
    expect(receipt).toMatchObject({ rounded: 1, minimumCharge: true, quota: 1, matches: true });
  });

  it('rows from before the sources were recorded: estimated when the content said so, else unknown', () => {
    const old = parseLogOther(
      JSON.stringify({
        model_ratio: 1,
        completion_ratio: 1,
        group_ratio: 1,
        model_price: -1,
        content_parts: [
          { key: 'modelRatio', params: {} },
          { key: 'usageEstimated', params: {} },
        ],
      }),
    );
    expect(buildCostReceipt(row(10, 0, 10), old.fields, QPU)!.sources).toEqual({ prompt: 'estimated', completion: 'estimated' });
    const older = parseLogOther(JSON.stringify({ model_ratio: 1, completion_ratio: 1, group_ratio: 1 }));
    const receipt = buildCostReceipt(row(10, 0, 10), older.fields, QPU)!;
    expect(receipt).toMatchObject({ sources: { prompt: 'unknown', completion: 'unknown' }, matches: true });
    expect(receipt.settlement).toBeUndefined();
  });

  it('reservation and settlement: returned = reserved − charged (negative when the cost overran the reservation)', () => {
    expect(buildCostReceipt(row(10, 10, 20), ratio({ model_ratio: 1, completion_ratio: 1, reserved_quota: 500 }), QPU)!.settlement).toEqual({
      reserved: 500,
      charged: 20,
      returned: 480,
    });
    expect(buildCostReceipt(row(10, 10, 20), ratio({ model_ratio: 1, completion_ratio: 1, reserved_quota: 15 }), QPU)!.settlement).toEqual({
      reserved: 15,
      charged: 20,
      returned: -5,
    });
  });

  it('images: price per image × count × size-and-quality factor × quota per unit × group; old rows without a count keep the charged quota', () => {
    const receipt = buildCostReceipt(
      row(2, 0, 9000),
      { model_ratio: 8, model_price: -1, group_ratio: 1, image: true, image_ratio: 0.45, image_count: 2 },
      QPU,
    )!;
    // 0.0025 × 8 = $0.02 each × 2 × 0.45 × 500 000 = 9000.
    expect(receipt).toMatchObject({
      kind: 'image',
      image: { count: 2, pricePerImage: 0.02, imageRatio: 0.45 },
      quota: 9000,
      rounded: 9000,
      reproducible: true,
      matches: true,
    });
    const old = buildCostReceipt(row(2, 0, 9000), { model_ratio: 8, model_price: -1, group_ratio: 1, image: true, image_ratio: 0.45 }, QPU)!;
    expect(old).toMatchObject({ quota: 9000, reproducible: false, matches: false });
  });

  it('claude-style rows (new-api) add the cache parts back to the logged prompt; audio rows weigh audio at its own ratios', () => {
    const claude = buildCostReceipt(
      row(100, 50, 1050),
      {
        claude: true,
        model_ratio: 1.5,
        completion_ratio: 5,
        group_ratio: 1,
        cache_tokens: 1000,
        cache_ratio: 0.1,
        cache_creation_tokens: 200,
        cache_creation_ratio: 1.25,
      },
      QPU,
    )!;
    expect(claude).toMatchObject({ kind: 'claude', weightedTokens: 700, quota: 1050, matches: true });
    const audio = buildCostReceipt(
      row(150, 50, 420),
      {
        audio: true,
        model_ratio: 1,
        completion_ratio: 2,
        group_ratio: 1,
        text_input: 100,
        text_output: 20,
        audio_input: 50,
        audio_output: 30,
        audio_ratio: 2,
        audio_completion_ratio: 3,
      },
      QPU,
    )!;
    expect(audio.terms.map((term) => [term.kind, term.tokens, term.ratio])).toEqual([
      ['input', 100, 1],
      ['output', 20, 2],
      ['audioInput', 50, 2],
      ['audioOutput', 30, 6],
    ]);
    expect(audio).toMatchObject({ kind: 'audio', weightedTokens: 420, quota: 420, matches: true });
  });

  it('no pricing in `other` (top-ups, system rows, errors): no receipt', () => {
    expect(buildCostReceipt(row(0, 0, 0), {}, QPU)).toBeNull();
    expect(buildCostReceipt(row(0, 0, 0), parseLogOther('{"status_code":429}').fields, QPU)).toBeNull();
  });

  it("the receipt's rounding of its own arithmetic always equals computeCost over the same inputs", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let index = 0; index < 2000; index += 1) {
      const other = ratio({
        model_ratio: Math.round(next() * 3000) / 100,
        completion_ratio: Math.round(next() * 800) / 100,
        group_ratio: Math.round(next() * 300) / 100,
        cache_tokens: Math.floor(next() * 500),
        cache_ratio: Math.round(next() * 100) / 100,
        cache_creation_tokens: Math.floor(next() * 300),
        ...(next() < 0.3 ? { web_search: true, web_search_call_count: 1 + Math.floor(next() * 3), web_search_price: 10 } : {}),
      });
      const prompt = Math.floor(next() * 5000);
      const receipt = buildCostReceipt(row(prompt, Math.floor(next() * 3000), 0), other, QPU)!;
      const direct = computeCost(
        {
          promptTokens: prompt,
          completionTokens: receipt.completionTokens,
          cachedTokens: other.cache_tokens,
          cacheCreationTokens: other.cache_creation_tokens,
          toolCalls: other.web_search ? { webSearch: { calls: other.web_search_call_count!, pricePerThousand: 10 } } : undefined,
        },
        receipt.pricing,
        other.group_ratio!,
      );
      expect([receipt.rounded, receipt.quota]).toEqual([direct, direct]);
    }
  });
});
