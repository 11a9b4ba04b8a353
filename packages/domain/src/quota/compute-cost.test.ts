import { describe, expect, it } from 'vitest';
import {
  audioDurationTokens,
  computeCost,
  imageQualityRatio,
  imageSizeRatio,
  inputPricePerMillion,
  modelRatioFromPrice,
  outputPricePerMillion,
  ratioLevel,
} from './compute-cost.ts';

const gpt4o = { kind: 'ratio', modelRatio: 1.25, completionRatio: 4, cacheRatio: 0.5 } as const;

describe('computeCost golden values', () => {
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
    const cost = computeCost(
      { promptTokens: 333, completionTokens: -5, cachedTokens: 9999 },
      { kind: 'ratio', modelRatio: 0.3, completionRatio: 1, cacheRatio: 0.1 },
      1.1,
    );
    expect(Number.isInteger(cost)).toBe(true);
    expect(cost).toBeGreaterThan(0);
  });
});

describe('computeCost golden values: images (COM-027)', () => {
  const dalle3 = { kind: 'price', modelPrice: 0.04, quotaPerUnit: 500000 } as const;

  it('per-image price × n × size × quality × group, whatever the token counts', () => {
    // 0.04 × 500 000 = 20 000 per standard 1024² image
    expect(computeCost({ promptTokens: 1, completionTokens: 0, images: { count: 1 } }, dalle3, 1)).toBe(20000);
    // 2 images, 1792×1024 (size 2), hd (quality 1.5), group 1.5: 20 000 × 2 × 2 × 1.5 × 1.5 = 180 000
    const units = { count: 2, sizeRatio: imageSizeRatio('1792x1024'), qualityRatio: imageQualityRatio('dall-e-3', 'hd', '1792x1024') };
    expect(computeCost({ promptTokens: 2, completionTokens: 0, images: units }, dalle3, 1.5)).toBe(180000);
    // dall-e-2 256² at $0.02: 0.02 × 0.4 × 3 × 500 000 = 12 000
    expect(
      computeCost({ promptTokens: 3, completionTokens: 0, images: { count: 3, sizeRatio: imageSizeRatio('256x256') } }, { ...dalle3, modelPrice: 0.02 }, 1),
    ).toBe(12000);
  });

  it('a ratio-priced image model costs 0.0025 USD per image per ratio unit', () => {
    // ratio 16 = $0.04 per image = 20 000 quota; 512² (0.45) × 2 images = 18 000
    const ratio16 = { kind: 'ratio', modelRatio: 16, completionRatio: 1 } as const;
    expect(computeCost({ promptTokens: 0, completionTokens: 0, images: { count: 1 } }, ratio16, 1)).toBe(20000);
    expect(computeCost({ promptTokens: 0, completionTokens: 0, images: { count: 2, sizeRatio: 0.45 } }, ratio16, 1)).toBe(18000);
    expect(computeCost({ promptTokens: 0, completionTokens: 0, images: { count: 1 } }, { ...ratio16, quotaPerUnit: 1000 }, 1)).toBe(40);
  });

  it('size and quality factors', () => {
    expect(['256x256', '512x512', '1024x1024', '1024x1792', '1792x1024', '1536x1024'].map(imageSizeRatio)).toEqual([0.4, 0.45, 1, 2, 2, 1]);
    expect(imageQualityRatio('dall-e-3', 'hd', '1024x1024')).toBe(2);
    expect(imageQualityRatio('dall-e-3', 'hd', '1024x1792')).toBe(1.5);
    expect(imageQualityRatio('dall-e-3', 'standard', '1024x1024')).toBe(1);
    expect(imageQualityRatio('gpt-image-1', 'hd', '1024x1024')).toBe(1);
  });
});

describe('computeCost golden values: audio (COM-027)', () => {
  const audioModel = { kind: 'ratio', modelRatio: 1.25, completionRatio: 4, audioRatio: 16 } as const;

  it('audio tokens bill at the audio ratio (output × audio completion ratio, default 2)', () => {
    // text: 100 in + 50 out × 4 = 300; audio: 200 in × 16 + 10 out × 16 × 2 = 3520; (300 + 3520) × 1.25 = 4775
    const usage = { promptTokens: 300, completionTokens: 60, audioInputTokens: 200, audioOutputTokens: 10 };
    expect(computeCost(usage, audioModel, 1)).toBe(4775);
    // audio completion ratio 3: 200 × 16 + 10 × 16 × 3 = 3680; (300 + 3680) × 1.25 = 4975
    expect(computeCost(usage, { ...audioModel, audioCompletionRatio: 3 }, 1)).toBe(4975);
  });

  it('without an audio ratio, audio tokens are plain text tokens (unchanged cost)', () => {
    const usage = { promptTokens: 300, completionTokens: 60, audioInputTokens: 200, audioOutputTokens: 10 };
    expect(computeCost(usage, gpt4o, 1)).toBe(computeCost({ promptTokens: 300, completionTokens: 60 }, gpt4o, 1));
  });

  it('transcription duration: 1 minute = 1000 tokens, on whole seconds rounded up', () => {
    expect(audioDurationTokens(60)).toBe(1000);
    expect(audioDurationTokens(59.2)).toBe(1000);
    expect(audioDurationTokens(1)).toBe(17);
    expect(audioDurationTokens(90)).toBe(1500);
    expect(audioDurationTokens(0)).toBe(0);
    expect(audioDurationTokens(Number.NaN)).toBe(0);
    // whisper-1 at ratio 15: a 30-second clip = 500 tokens × 15 = 7500 quota
    expect(computeCost({ promptTokens: audioDurationTokens(30), completionTokens: 0 }, { kind: 'ratio', modelRatio: 15, completionRatio: 1 }, 1)).toBe(7500);
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
