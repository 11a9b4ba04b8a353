import { describe, expect, it } from 'vitest';
import { applyBatch, checkBatch } from './batch-set.ts';
import { parseCellNumber } from './parse-cell-number.ts';
import { applyRow, parsePricingMaps, pricingRows, removeRow, serializePricingMaps } from './pricing-maps.ts';
import { checkPriceForm, emptyPriceForm, priceFormOf, rowOfPriceForm, switchTokenMode } from './price-form.ts';

const values = {
  ModelPrice: JSON.stringify({ 'dall-e-3': 0.04 }),
  ModelRatio: '{"__proto__": 3, "gpt-4o": 1.25}',
  CompletionRatio: JSON.stringify({ 'gpt-4o': 4, 'only-completion': 2 }),
};

describe('pricing maps ↔ rows', () => {
  it('SET-031: one row per model named in any map, a __proto__ model an ordinary one', () => {
    const { maps, broken } = parsePricingMaps(values);
    expect(broken).toEqual([]);
    expect(pricingRows(maps)).toEqual([
      { name: 'dall-e-3', price: 0.04 },
      { name: '__proto__', ratio: 3 },
      { name: 'gpt-4o', ratio: 1.25, completionRatio: 4 },
      { name: 'only-completion', completionRatio: 2 },
    ]);
  });

  it('says which map is not a JSON object', () => {
    expect(parsePricingMaps({ ...values, ModelRatio: '{"x": 1', CompletionRatio: '[1]' }).broken).toEqual(['ModelRatio', 'CompletionRatio']);
  });

  it('SET-034: a fixed price clears the ratios, ratios clear the price; untouched maps serialise as before', () => {
    const { maps } = parsePricingMaps(values);
    const fixed = applyRow(maps, { name: 'gpt-4o', price: 0.5 });
    expect(pricingRows(fixed).find((row) => row.name === 'gpt-4o')).toEqual({ name: 'gpt-4o', price: 0.5 });
    const ratios = applyRow(fixed, { name: 'dall-e-3', ratio: 20, completionRatio: 1 });
    expect(pricingRows(ratios).find((row) => row.name === 'dall-e-3')).toEqual({ name: 'dall-e-3', ratio: 20, completionRatio: 1 });
    const text = serializePricingMaps(ratios);
    expect(JSON.parse(text.ModelPrice)).toEqual({ 'gpt-4o': 0.5 });
    expect(text.ModelRatio).toBe(JSON.stringify(JSON.parse(`{"__proto__": 3, "dall-e-3": 20}`), null, 2));
    expect(text.ModelRatio).toContain('"__proto__": 3');
    expect(serializePricingMaps(removeRow(ratios, 'dall-e-3')).CompletionRatio).toBe(JSON.stringify({ 'only-completion': 2 }, null, 2));
    const untouched = parsePricingMaps({ ModelPrice: JSON.stringify({ a: 1 }, null, 2), ModelRatio: '{}', CompletionRatio: '{}' });
    expect(serializePricingMaps(untouched.maps).ModelPrice).toBe(JSON.stringify({ a: 1 }, null, 2));
  });
});

describe('cell numbers (SET-036)', () => {
  it.each([
    ['', { kind: 'empty' }],
    [' 2 ', { kind: 'number', value: 2 }],
    ['0.5', { kind: 'number', value: 0.5 }],
    ['.5', { kind: 'number', value: 0.5 }],
    ['-1', { kind: 'number', value: -1 }],
    ['abc', { kind: 'invalid' }],
    ['1e3', { kind: 'invalid' }],
    ['Infinity', { kind: 'invalid' }],
    ['0x10', { kind: 'invalid' }],
    ['1 2', { kind: 'invalid' }],
  ])('%j → %j', (text, expected) => {
    expect(parseCellNumber(text)).toEqual(expected);
  });
});

describe('the price form', () => {
  it('SET-032 / SET-033: by price is ratio × 2 per 1M input tokens and output = input × completion ratio; switching back converts', () => {
    const form = priceFormOf({ name: 'gpt-4o', ratio: 1.25, completionRatio: 4 });
    expect(form).toMatchObject({ mode: 'per-token', tokenMode: 'ratio', inputPrice: '2.5', outputPrice: '10' });
    const byPrice = switchTokenMode(form, 'price');
    const edited = { ...byPrice, inputPrice: '3', outputPrice: '12' };
    expect(switchTokenMode(edited, 'ratio')).toMatchObject({ tokenMode: 'ratio', ratio: '1.5', completionRatio: '4' });
    expect(rowOfPriceForm(edited)).toEqual({ name: 'gpt-4o', ratio: 1.5, completionRatio: 4 });
    expect(rowOfPriceForm({ ...edited, outputPrice: '' })).toEqual({ name: 'gpt-4o', ratio: 1.5 });
    expect(switchTokenMode({ ...form, ratio: '0.1', completionRatio: '3' }, 'price')).toMatchObject({ inputPrice: '0.2', outputPrice: '0.6' });
  });

  it('SET-031 / SET-034: a fixed-price model opens per request, and saving it per request keeps only the price', () => {
    const form = priceFormOf({ name: 'dall-e-3', price: 0.04 });
    expect(form.mode).toBe('per-request');
    expect(rowOfPriceForm({ ...form, ratio: '2' })).toEqual({ name: 'dall-e-3', price: 0.04 });
    expect(rowOfPriceForm({ ...form, mode: 'per-token', ratio: '2' })).toEqual({ name: 'dall-e-3', ratio: 2 });
  });

  it('SET-036 / SET-037: numbers only, a zero or empty base price refused, a ratio of 0 allowed', () => {
    const form = { ...emptyPriceForm(), name: 'm' };
    expect(checkPriceForm({ ...form, mode: 'per-request', price: '' })).toEqual({ price: 'priceZero' });
    expect(checkPriceForm({ ...form, mode: 'per-request', price: '0' })).toEqual({ price: 'priceZero' });
    expect(checkPriceForm({ ...form, mode: 'per-request', price: 'x' })).toEqual({ price: 'notANumber' });
    expect(checkPriceForm({ ...form, tokenMode: 'price', inputPrice: '0' })).toEqual({ inputPrice: 'priceZero' });
    expect(checkPriceForm({ ...form, tokenMode: 'price', inputPrice: '1', outputPrice: 'a' })).toEqual({ outputPrice: 'notANumber' });
    expect(checkPriceForm({ ...form, ratio: '' })).toEqual({ ratio: 'ratioRequired' });
    expect(checkPriceForm({ ...form, ratio: '0', completionRatio: '-1' })).toEqual({ completionRatio: 'negative' });
    expect(checkPriceForm({ ...form, ratio: '0' })).toEqual({});
  });

  it('SET-038 / SET-039: a new name must be valid and unused; an edited one is not checked', () => {
    const names = new Set(['gpt-4o']);
    const form = { ...emptyPriceForm(), ratio: '1' };
    expect(checkPriceForm({ ...form, name: 'gpt-4o' }, names)).toEqual({ name: 'nameExists' });
    expect(checkPriceForm({ ...form, name: ' ' }, names)).toEqual({ name: 'nameRequired' });
    expect(checkPriceForm({ ...form, name: ' x' }, names)).toEqual({ name: 'nameInvalid' });
    expect(checkPriceForm({ ...form, name: 'gpt-4o-mini' }, names)).toEqual({});
    expect(checkPriceForm({ ...form, name: 'gpt-4o' })).toEqual({});
  });
});

describe('batch set', () => {
  const rows = [
    { name: 'a', ratio: 1, completionRatio: 2 },
    { name: 'b', price: 0.1 },
  ];

  it('SET-040: nothing selected → select models first', () => {
    expect(checkBatch(0, { mode: 'ratio', value: '2', completion: '' })).toEqual([{ field: 'selection', message: 'selectFirst' }]);
  });

  it('SET-041: both ratios need both values, as numbers', () => {
    expect(checkBatch(2, { mode: 'both', value: '', completion: '3' })).toEqual([{ field: 'value', message: 'enterBoth' }]);
    expect(checkBatch(2, { mode: 'both', value: 'x', completion: 'y' })).toEqual([
      { field: 'value', message: 'validNumbers' },
      { field: 'completion', message: 'validNumbers' },
    ]);
    expect(checkBatch(2, { mode: 'both', value: '1', completion: '3' })).toEqual([]);
  });

  it('SET-042: the other modes need a numeric fill value; a price above 0', () => {
    expect(checkBatch(1, { mode: 'ratio', value: '', completion: '' })).toEqual([{ field: 'value', message: 'enterFill' }]);
    expect(checkBatch(1, { mode: 'completion', value: 'abc', completion: '' })).toEqual([{ field: 'value', message: 'fillNumber' }]);
    expect(checkBatch(1, { mode: 'price', value: '0', completion: '' })).toEqual([{ field: 'value', message: 'priceZero' }]);
    expect(checkBatch(1, { mode: 'ratio', value: '-2', completion: '' })).toEqual([{ field: 'value', message: 'negative' }]);
  });

  it('SET-034: a batch price clears ratios, batch ratios clear the price; a completion ratio skips fixed-price models', () => {
    expect(rows.map((row) => applyBatch(row, { mode: 'price', value: '0.2', completion: '' }))).toEqual([
      { name: 'a', price: 0.2 },
      { name: 'b', price: 0.2 },
    ]);
    expect(rows.map((row) => applyBatch(row, { mode: 'ratio', value: '3', completion: '' }))).toEqual([
      { name: 'a', ratio: 3, completionRatio: 2 },
      { name: 'b', ratio: 3 },
    ]);
    expect(rows.map((row) => applyBatch(row, { mode: 'completion', value: '5', completion: '' }))).toEqual([
      { name: 'a', ratio: 1, completionRatio: 5 },
      undefined,
    ]);
    expect(rows.map((row) => applyBatch(row, { mode: 'both', value: '2', completion: '4' }))).toEqual([
      { name: 'a', ratio: 2, completionRatio: 4 },
      { name: 'b', ratio: 2, completionRatio: 4 },
    ]);
  });
});
