import { describe, expect, it } from 'vitest';
import { QuotaType, type PricingEntry } from '@gateway/domain';
import { matchesModelSearch } from './match-model-name.ts';
import { formatPricingParams, parsePricingParams } from './pricing-params.ts';
import { buildPricingRows } from './pricing-rows.ts';
import { viewedGroup } from './viewed-group.ts';

const entry = (model_name: string, values: Partial<PricingEntry> = {}): PricingEntry => ({
  model_name,
  quota_type: QuotaType.PerToken,
  model_ratio: 1,
  completion_ratio: 1,
  model_price: 0,
  enable_groups: ['default'],
  owner_by: '',
  cache_ratio: 1,
  ...values,
});

const context = { group: 'default', groupRatio: 1, quotaPerUnit: 500_000, search: '' };
const names = (entries: PricingEntry[], overrides: Partial<typeof context> = {}) =>
  buildPricingRows(entries, { ...context, ...overrides }).map((row) => row.entry.model_name);

describe('pricing search (PP-006)', () => {
  it.each([
    ['gpt-4o-mini', 'GPT-4O', true],
    ['gpt-4o-mini', '4o mini', true],
    ['gpt-4o-mini', 'mini 4o', true],
    ['gpt-4o-mini', 'o-m', true],
    ['gpt-4o-mini', 'claude', false],
    ['gpt-4o-mini', '4o claude', false],
    ['claude-3-haiku', '  ', true],
  ])('%s matches %j: %s', (name, search, expected) => {
    expect(matchesModelSearch(name, search)).toBe(expected);
  });
});

describe('pricing order (PP-009, PP-013)', () => {
  it('usable by the viewed group first, then per token before per call, then gpt* first, then alphabetical', () => {
    const entries = [
      entry('zeta'),
      entry('gpt-b', { quota_type: QuotaType.PerCall }),
      entry('alpha', { quota_type: QuotaType.PerCall }),
      entry('gpt-a'),
      entry('beta'),
      entry('gpt-vip-only', { enable_groups: ['vip'] }),
      entry('aaa-vip-only', { enable_groups: ['vip'] }),
    ];
    expect(names(entries)).toEqual(['gpt-a', 'beta', 'zeta', 'gpt-b', 'alpha', 'gpt-vip-only', 'aaa-vip-only']);
    expect(names(entries, { group: 'vip' }).slice(0, 2)).toEqual(['gpt-vip-only', 'aaa-vip-only']);
  });

  it('the search filters before ordering', () => {
    expect(names([entry('gpt-4o'), entry('gpt-4o-mini'), entry('o1-mini')], { search: 'MINI' })).toEqual(['gpt-4o-mini', 'o1-mini']);
  });
});

describe('pricing rows: prices through computeCost (COM-026)', () => {
  it('per 1M input/output tokens in the viewed group, the cached input price only where a cache ratio applies', () => {
    const [mini, acme] = buildPricingRows(
      [entry('gpt-4o-mini', { model_ratio: 0.075, completion_ratio: 4 }), entry('x-acme', { model_ratio: 0.3, cache_ratio: 0.25 })],
      { ...context, groupRatio: 2 },
    );
    expect([mini!.sheet, mini!.cachedInputPerMillion]).toEqual([{ kind: 'tokens', inputPerMillion: 150_000, outputPerMillion: 600_000 }, undefined]);
    expect([acme!.sheet, acme!.cachedInputPerMillion]).toEqual([{ kind: 'tokens', inputPerMillion: 600_000, outputPerMillion: 600_000 }, 150_000]);
  });

  it('a per-call model costs its price × QuotaPerUnit × group ratio; an unset model has no price', () => {
    const rows = buildPricingRows(
      [entry('dall-e-3', { quota_type: QuotaType.PerCall, model_price: 0.04 }), entry('mystery', { model_ratio: 37.5, unset: true })],
      { ...context, groupRatio: 1.5 },
    );
    expect(rows.map((row) => [row.entry.model_name, row.sheet])).toEqual([
      ['mystery', undefined],
      ['dall-e-3', { kind: 'call', perCall: 30_000 }],
    ]);
  });
});

describe('viewed group (PP-004)', () => {
  const answer = { group_ratio: { default: 1, vip: 2 }, usable_group: { default: 'Default', vip: 'VIP', free: 'Free' }, user_group: 'vip' };
  it.each([
    ['', 'vip', 2],
    ['default', 'default', 1],
    ['free', 'free', 1],
    ['svip', 'vip', 2],
    ['__proto__', 'vip', 2],
  ])('asked %j → %s at %d', (requested, group, ratio) => {
    expect(viewedGroup(answer, requested)).toEqual({ group, ratio });
  });
});

describe('pricing URL state', () => {
  it('round-trips and leaves defaults out', () => {
    const params = parsePricingParams('p=2&size=50&q=4o%20mini&group=vip', 10);
    expect(params).toEqual({ p: 2, size: 50, q: '4o mini', group: 'vip' });
    expect(formatPricingParams(params, 10)).toBe('p=2&size=50&q=4o+mini&group=vip');
    expect(formatPricingParams({ p: 0, size: 10, q: '', group: '' }, 10)).toBe('');
    expect(parsePricingParams('p=-1&size=7', 20)).toEqual({ p: 0, size: 20, q: '', group: '' });
  });
});
