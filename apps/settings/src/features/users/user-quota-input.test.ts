import { describe, expect, it } from 'vitest';
import { inputToQuota, quotaToInput } from './user-quota-input.ts';

const dollars = { quotaPerUnit: 500000, displayInCurrency: true };
const units = { quotaPerUnit: 500000, displayInCurrency: false };

describe('USR-017 / USR-018: the quota field in the display unit, sent as an integer', () => {
  it('shows dollars when the site displays currency, quota units otherwise (COM-021)', () => {
    expect(quotaToInput(1234567, dollars)).toBe('2.469134');
    expect(quotaToInput(1234567, units)).toBe('1234567');
    expect(quotaToInput(0, dollars)).toBe('0');
  });

  it('converts dollars to an integer quota by quota_per_unit, rounding to the unit', () => {
    expect(inputToQuota('2.469134', dollars)).toEqual({ ok: true, quota: 1234567 });
    expect(inputToQuota('10', dollars)).toEqual({ ok: true, quota: 5000000 });
    expect(inputToQuota('0.0000011', dollars)).toEqual({ ok: true, quota: 1 });
    expect(inputToQuota('1.5', { quotaPerUnit: 1000, displayInCurrency: true })).toEqual({ ok: true, quota: 1500 });
  });

  it('every quota survives a round trip through the field', () => {
    for (const quota of [0, 1, 7, 499999, 500000, 1234567, 987654321]) expect(inputToQuota(quotaToInput(quota, dollars), dollars)).toEqual({ ok: true, quota });
  });

  it('refuses what is not an amount of 0 or more, and fractions of a unit when showing units', () => {
    for (const text of ['', ' ', '-1', 'abc', '1e3', '1,5', '1.2.3']) expect(inputToQuota(text, dollars)).toEqual({ ok: false, error: 'quotaNumber' });
    expect(inputToQuota('12.5', units)).toEqual({ ok: false, error: 'quotaNumber' });
    expect(inputToQuota('99999999999999999999', units)).toEqual({ ok: false, error: 'quotaTooLarge' });
  });
});
