import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@gateway/i18n';
import { loadRemoteLanguage } from '@gateway/console-testing/render-remote';
import remote from '../../../expose/routes.tsx';
import { billingProcess } from './billing-process.ts';
import type { Translate } from './billing-process.ts';
import type { LogOther } from './log-other.ts';

const currency = { quotaPerUnit: 500000, displayInCurrency: true };
let en: Translate;
let zh: Translate;

beforeAll(async () => {
  await loadRemoteLanguage(remote, 'zh');
  await loadRemoteLanguage(remote, 'en');
  const fixed = (language: string): Translate => {
    const t = i18n.getFixedT(language, 'logs');
    return (key, values) => t(key, values ?? {});
  };
  en = fixed('en');
  zh = fixed('zh');
});

const row = (prompt: number, completion: number, quota: number) => ({ prompt_tokens: prompt, completion_tokens: completion, quota });

describe('billing process text (LOG-024 / LOG-026)', () => {
  // The `other` the relay writes for a ratio-priced request with cached prompt tokens (relay-settlement.ts).
  const cachedRatio: LogOther = {
    model_ratio: 2.5,
    completion_ratio: 4,
    group_ratio: 1.5,
    cache_tokens: 200,
    cache_ratio: 0.5,
    cache_creation_tokens: 0,
    model_price: -1,
  };

  it('LOG-026 general: ratios with cache — prices, the formula and computeCost’s total, equal to what was charged', () => {
    // (800 + 200 × 0.5 + 500 × 4) × 2.5 × 1.5 = 10 875 quota = $0.021750 at 500 000 per USD.
    const text = billingProcess(row(1000, 500, 10875), cachedRatio, currency, en)!;
    expect(text).toMatchObject({ kind: 'ratio', quota: 10875, matchesLog: true });
    expect(text.lines).toEqual([
      'Input $5 / 1M tokens, output $20 / 1M tokens',
      'Cached input $2.5 / 1M tokens, cache write $6.25 / 1M tokens',
      '(800 input tokens + 200 cached tokens × 0.5 + 500 output tokens × 4) × model ratio 2.5 × group ratio 1.5',
      '= 10875 quota, rounded to 10875',
      'Total: $0.021750',
    ]);
  });

  it('says what was really charged when it differs from the formula (estimated usage, interrupted stream)', () => {
    const text = billingProcess(row(1000, 500, 12000), cachedRatio, currency, en)!;
    expect(text.matchesLog).toBe(false);
    expect(text.lines.at(-1)).toBe('Charged: $0.024000 (the usage was estimated or the request was interrupted)');
  });

  it('LOG-026 general: a per-call price times the group ratio', () => {
    const text = billingProcess(row(10, 5, 40000), { model_price: 0.04, group_ratio: 2, model_ratio: 0 }, currency, en)!;
    expect(text).toMatchObject({ kind: 'price', quota: 40000, matchesLog: true });
    expect(text.lines).toEqual(['Per-call price $0.04 × group ratio 2', '= 40000 quota, rounded to 40000', 'Total: $0.080000']);
  });

  it('LOG-026 general: web search and file search calls are added at their price per 1,000 calls', () => {
    const other: LogOther = {
      model_ratio: 1,
      completion_ratio: 1,
      group_ratio: 1,
      model_price: -1,
      web_search: true,
      web_search_call_count: 2,
      web_search_price: 10,
      file_search: true,
      file_search_call_count: 4,
      file_search_price: 2.5,
    };
    // 150 tokens + 2 × $10/1K + 4 × $2.5/1K = 150 + 10 000 + 5 000 quota.
    const text = billingProcess(row(100, 50, 15150), other, currency, en)!;
    expect(text.quota).toBe(15150);
    expect(text.lines).toContain('+ 2 web search calls × $10 / 1K calls × group ratio 1');
    expect(text.lines).toContain('+ 4 file search calls × $2.5 / 1K calls × group ratio 1');
  });

  it('LOG-026 general: images show the per-image price and the recorded total', () => {
    const text = billingProcess(row(0, 0, 40000), { model_price: 0.04, image: true, image_ratio: 2, group_ratio: 1 }, currency, en)!;
    expect(text.kind).toBe('image');
    expect(text.lines).toEqual(['Per-image price $0.04 × size and quality ratio 2 × group ratio 1, for each image', 'Total: $0.080000']);
  });

  it('LOG-026 claude-style: the logged prompt excludes cache reads and writes, which are billed at their ratios', () => {
    const other: LogOther = {
      claude: true,
      model_ratio: 1.5,
      completion_ratio: 5,
      group_ratio: 1,
      cache_tokens: 1000,
      cache_ratio: 0.1,
      cache_creation_tokens: 200,
      cache_creation_ratio: 1.25,
    };
    // (100 + 1000 × 0.1 + 200 × 1.25 + 50 × 5) × 1.5 = 1050.
    const text = billingProcess(row(100, 50, 1050), other, currency, en)!;
    expect(text).toMatchObject({ kind: 'claude', quota: 1050, matchesLog: true });
    expect(text.lines).toContain(
      '(100 input tokens + 1000 cached tokens × 0.1 + 200 cache-write tokens × 1.25 + 50 output tokens × 5) × model ratio 1.5 × group ratio 1',
    );
  });

  it('LOG-026 websocket/audio: text and audio tokens at their own ratios', () => {
    const other: LogOther = {
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
    };
    // 100 + 20 × 2 + 50 × 2 + 30 × 2 × 3 = 420.
    const text = billingProcess(row(150, 50, 420), other, currency, en)!;
    expect(text).toMatchObject({ kind: 'audio', quota: 420, matchesLog: true });
    expect(text.lines).toEqual([
      'Input $2 / 1M tokens, output $4 / 1M tokens',
      'Audio input $4 / 1M tokens, audio output $12 / 1M tokens',
      '(100 input tokens + 20 output tokens × 2 + 50 audio input tokens × 2 + 30 audio output tokens × 6) × model ratio 1 × group ratio 1',
      '= 420 quota, rounded to 420',
      'Total: $0.000840',
    ]);
  });

  it('a record without pricing in other has no billing text', () => {
    expect(billingProcess(row(1, 1, 0), {}, currency, en)).toBeNull();
  });

  it('reads in Chinese, and in quota units when currency display is off', () => {
    const text = billingProcess(row(1000, 500, 10875), cachedRatio, { quotaPerUnit: 500000, displayInCurrency: false }, zh)!;
    expect(text.lines[2]).toBe('（输入 800 tokens + 缓存 200 tokens × 0.5 + 输出 500 tokens × 4）× 模型倍率 2.5 × 分组倍率 1.5');
    expect(text.lines.at(-1)).toBe('合计：10.9k');
  });

  // What the relay now also writes: where each count came from and the reservation.
  const relayed: LogOther = { ...cachedRatio, prompt_source: 'upstream', completion_source: 'estimated', reserved_quota: 20000 };

  it('receipt: token sources, the arithmetic to quota and the settlement of the reservation', () => {
    const text = billingProcess(row(1000, 500, 10875), relayed, currency, en)!;
    expect(text.lines[0]).toBe('Tokens: 1000 prompt tokens reported by the upstream; 500 completion tokens estimated by the tokenizer');
    expect(text.lines).toContain('= 10875 quota, rounded to 10875');
    expect(text.lines.at(-1)).toBe('Reserved $0.040000 before the call, charged $0.021750, $0.018250 returned');
    expect(text.receipt.settlement).toEqual({ reserved: 20000, charged: 10875, returned: 9125 });
  });

  it('receipt: an overrun, the minimum charge and an image count, in Chinese', () => {
    const overrun = billingProcess(row(1000, 500, 10875), { ...relayed, reserved_quota: 10000 }, currency, zh)!;
    expect(overrun.lines[0]).toBe('Token：输入 1000 tokens（上游返回）；输出 500 tokens（分词器估算）');
    expect(overrun.lines.at(-1)).toBe('调用前预扣 $0.020000，实际扣费 $0.021750：比预扣多扣 $0.001750');
    const tiny = billingProcess(row(2, 0, 1), { model_ratio: 0.1, completion_ratio: 1, group_ratio: 1, model_price: -1 }, currency, zh)!;
    expect(tiny.lines).toContain('= 0.2 额度，不足 1：按最低扣费 1');
    const images = billingProcess(
      row(2, 0, 9000),
      { model_ratio: 8, model_price: -1, group_ratio: 1, image: true, image_ratio: 0.45, image_count: 2 },
      currency,
      en,
    )!;
    expect(images.lines[0]).toBe('2 images × per-image price $0.02 × size and quality ratio 0.45 × group ratio 1');
    expect(images.lines).toContain('= 9000 quota, rounded to 9000');
  });
});
