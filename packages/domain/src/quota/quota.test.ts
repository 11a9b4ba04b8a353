import { describe, expect, it } from 'vitest';
import { compactNumber } from './compact-number.ts';
import { formatQuota } from './format-quota.ts';
import { amountToQuota, DEFAULT_QUOTA_PER_UNIT, isIntegerQuota, quotaToAmount } from './quota-units.ts';

const currency = { quotaPerUnit: DEFAULT_QUOTA_PER_UNIT, displayInCurrency: true };
const counts = { quotaPerUnit: DEFAULT_QUOTA_PER_UNIT, displayInCurrency: false };

describe('compactNumber (COM-024)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [9999, '9999'],
    [10000, '10k'],
    [12345, '12.3k'],
    [999949, '999.9k'],
    [999999, '1M'],
    [1e6, '1M'],
    [1_500_000, '1.5M'],
    [999_999_999, '1B'],
    [1e9, '1B'],
    [2.25e12, '2250B'],
    [-9999, '-9999'],
    [-12345, '-12.3k'],
    [-1e6, '-1M'],
    [1.256, '1.26'],
  ])('%d → %s', (value, expected) => {
    expect(compactNumber(value)).toBe(expected);
  });

  it('keeps non-finite values readable', () => {
    expect(compactNumber(Number.NaN)).toBe('NaN');
  });
});

describe('formatQuota (COM-021, COM-023)', () => {
  it('shows currency with quota ÷ quota per unit', () => {
    expect(formatQuota(500000, currency)).toBe('$1.00');
    expect(formatQuota(615000, currency)).toBe('$1.23');
    expect(formatQuota(1000000, { quotaPerUnit: 1000000, displayInCurrency: true })).toBe('$1.00');
    expect(formatQuota(123456, currency, { digits: 4 })).toBe('$0.2469');
  });

  it('negative amounts get a leading minus; amounts rounding to zero do not', () => {
    expect(formatQuota(-750000, currency)).toBe('-$1.50');
    expect(formatQuota(-1000, currency)).toBe('-$0.002');
    expect(formatQuota(-1000, currency, { digits: 2 })).toBe('$0.00');
  });

  it('shows the compact count when currency display is off', () => {
    expect(formatQuota(12345, counts)).toBe('12.3k');
    expect(formatQuota(500, counts)).toBe('500');
  });

  it('falls back to the default divisor when the setting is unusable', () => {
    expect(formatQuota(500000, { quotaPerUnit: 0, displayInCurrency: true })).toBe('$1.00');
  });
});

describe('quota conversions', () => {
  it('amount ↔ quota round-trips through integers', () => {
    expect(quotaToAmount(250000, 500000)).toBe(0.5);
    expect(amountToQuota(0.1, 500000)).toBe(50000);
    expect(amountToQuota(1.2345671, 500000)).toBe(617284);
    expect(Number.isInteger(amountToQuota(0.3, 500000))).toBe(true);
  });

  it('isIntegerQuota accepts only safe integers', () => {
    expect(isIntegerQuota(10)).toBe(true);
    expect(isIntegerQuota(-10)).toBe(true);
    expect(isIntegerQuota(1.5)).toBe(false);
    expect(isIntegerQuota(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isIntegerQuota('10')).toBe(false);
  });
});
