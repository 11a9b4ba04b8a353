import { describe, expect, it } from 'vitest';
import { modelPricingFor, optionDefaults, readBooleanOption, readJsonOption, readNumberOption, readPricingTables } from '@gateway/domain';
import type { OptionStore } from '../option-store.ts';
import { createPriceTable, estimateQuota, UNSET_MODEL_RATIO } from './model-price.ts';

/** An in-memory option store over the registry defaults (no database). */
function optionsWith(overrides: Record<string, string>): OptionStore & { values: Record<string, string> } {
  const store = {
    values: { ...optionDefaults(), ...overrides },
    ready: async () => {},
    reload: async () => {},
    snapshot: () => store.values,
    get: (key: string) => store.values[key] ?? '',
    getBoolean: (key: string) => readBooleanOption(store.values, key),
    getNumber: (key: string) => readNumberOption(store.values, key),
    getJson: (key: string) => readJsonOption(store.values, key) as never,
    set(key: string, value: string) {
      store.values = { ...store.values, [key]: value };
    },
  };
  return store;
}

const options = () =>
  optionsWith({
    ModelRatio: JSON.stringify({ chat: 2 }),
    CompletionRatio: JSON.stringify({ chat: 4 }),
    CacheRatio: JSON.stringify({ chat: 0.5 }),
    ModelPrice: JSON.stringify({ 'per-call': 0.01 }),
    GroupRatio: JSON.stringify({ default: 1, vip: 1.5 }),
  });

describe('price table', () => {
  it('quotes ratio models with completion, cache and group ratios', () => {
    expect(createPriceTable(options()).quote('chat', 'vip', false)).toMatchObject({
      modelRatio: 2,
      completionRatio: 4,
      cacheRatio: 0.5,
      groupRatio: 1.5,
      modelPrice: -1,
    });
  });

  it('a ModelPrice entry wins and bills per call; an unknown group bills at 1', () => {
    const quote = createPriceTable(options()).quote('per-call', 'nobody', false)!;
    expect(quote).toMatchObject({ modelPrice: 0.01, groupRatio: 1 });
    expect(estimateQuota(quote, 1000, 1000, 500)).toBe(5000);
  });

  it('a model with neither price nor ratio is refused unless accepted, then billed at 37.5', () => {
    const table = createPriceTable(options());
    expect(table.quote('mystery', 'default', false)).toBeUndefined();
    expect(table.quote('mystery', 'default', true)?.modelRatio).toBe(UNSET_MODEL_RATIO);
  });

  it('follows option changes without a restart', () => {
    const store = options();
    const table = createPriceTable(store);
    expect(table.quote('chat', 'default', false)?.modelRatio).toBe(2);
    store.set('ModelRatio', JSON.stringify({ chat: 3 }));
    expect(table.quote('chat', 'default', false)?.modelRatio).toBe(3);
  });

  it('estimates: prompt + max_tokens when given, else PreConsumedQuota tokens', () => {
    const quote = createPriceTable(options()).quote('chat', 'default', false)!;
    // (10 prompt + 100 × 4 completion) × 2
    expect(estimateQuota(quote, 10, 100, 500)).toBe(820);
    // 500 tokens × 2
    expect(estimateQuota(quote, 10, undefined, 500)).toBe(1000);
  });

  it('reserves the tool calls known before the answer on top, at the QuotaPerUnit option (LOG-019)', () => {
    const store = options();
    store.set('QuotaPerUnit', '1000');
    const table = createPriceTable(store);
    const search = { webSearch: { calls: 1, pricePerThousand: 25 } };
    // 500 tokens × 2 + 25 / 1000 × 1000
    expect(estimateQuota(table.quote('chat', 'default', false)!, 10, undefined, 500, search)).toBe(1025);
    // per call: 0.01 × 1000 × 1.5 + 25 × 1.5
    expect(estimateQuota(table.quote('per-call', 'vip', false)!, 10, undefined, 500, search)).toBe(15 + 38);
    // An admin's QuotaPerUnit change is followed without a restart: 1000 + 25 / 1000 × 2000
    store.set('QuotaPerUnit', '2000');
    expect(estimateQuota(table.quote('chat', 'default', false)!, 10, undefined, 500, search)).toBe(1050);
  });
});

describe('the console price preview agrees with the relay (SET-029: modelPricingFor)', () => {
  it('resolves every model exactly as the relay price table does', () => {
    const store = optionsWith({
      ModelRatio: JSON.stringify({ 'gpt-4o': 1.25, 'qwen-max': 1.2, 'openai/gpt-4o': 1, both: 3 }),
      CompletionRatio: JSON.stringify({ 'gpt-4o': 1, 'qwen-max': 3, 'openai/gpt-4o': 2 }),
      CacheRatio: JSON.stringify({ 'qwen-max': 0.5 }),
      ModelPrice: JSON.stringify({ 'dall-e-3': 0.04, both: 0.2 }),
      QuotaPerUnit: '250000',
    });
    const table = createPriceTable(store);
    const tables = readPricingTables(store.values);
    for (const model of ['gpt-4o', 'qwen-max', 'openai/gpt-4o', 'both', 'dall-e-3', 'gpt-4', 'unset-model']) {
      expect(modelPricingFor(model, tables), model).toEqual(table.quote(model, 'default', false)?.pricing);
    }
  });
});
