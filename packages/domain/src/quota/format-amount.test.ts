import { describe, expect, it } from 'vitest';
import { formatPlainDecimal, formatUsdAmount } from './format-amount.ts';
import { formatQuota } from './format-quota.ts';

describe('formatUsdAmount: golden values from $1e-7 to $1e9', () => {
  it.each([
    [0, '$0.00', '$0.00'],
    [1e-7, '$0.0000001', '$0.0000001'],
    [2.3e-7, '$0.00000023', '$0.00000023'],
    [1e-6, '$0.000001', '$0.000001'],
    [2e-6, '$0.000002', '$0.000002'],
    [0.00023, '$0.00023', '$0.00023'],
    [0.000230456, '$0.00023', '$0.00023'],
    [0.0012345, '$0.00123', '$0.00123'],
    [0.0099999, '$0.01', '$0.01'],
    [0.0145, '$0.0145', '$0.0145'],
    [0.05, '$0.05', '$0.05'],
    [0.1, '$0.10', '$0.10'],
    [0.5, '$0.50', '$0.50'],
    [0.2346, '$0.235', '$0.235'],
    [0.999, '$0.999', '$0.999'],
    [0.99999, '$1.00', '$1.00'],
    [1, '$1.00', '$1.00'],
    [1.005, '$1.01', '$1.01'],
    [12.3456, '$12.35', '$12.35'],
    [1234.5, '$1,234.50', '$1,234.50'],
    [99_999.99, '$99,999.99', '$99,999.99'],
    [999_999.994, '$999,999.99', '$999,999.99'],
    [999_999.996, '$1M', '$100万'],
    [1e6, '$1M', '$100万'],
    [1_234_567, '$1.23M', '$123万'],
    [12_345_678, '$12.3M', '$1230万'],
    [123_456_789, '$123M', '$1.23亿'],
    [1e9, '$1B', '$10亿'],
  ])('%d dollars → %s (en), %s (zh)', (amount, english, chinese) => {
    expect(formatUsdAmount(amount, { language: 'en' })).toBe(english);
    expect(formatUsdAmount(amount, { language: 'zh' })).toBe(chinese);
    if (amount !== 0) expect(formatUsdAmount(-amount, { language: 'en' })).toBe(`-${english}`);
  });

  it('fixed digits write exactly that many decimals and never compact (audit texts)', () => {
    expect(formatUsdAmount(0.002, { digits: 6 })).toBe('$0.002000');
    expect(formatUsdAmount(1_234_567.5, { digits: 2 })).toBe('$1234567.50');
    expect(formatUsdAmount(-0.0000001, { digits: 6 })).toBe('$0.000000');
  });

  it('an amount below the smallest written one says so instead of reading as zero', () => {
    expect(formatUsdAmount(1e-12)).toBe('<$0.0000000001');
    expect(formatUsdAmount(Number.NaN)).toBe('NaN');
  });
});

describe('formatQuota in both display modes (COM-021, COM-023, COM-024)', () => {
  const currency = { quotaPerUnit: 500_000, displayInCurrency: true };
  const counts = { quotaPerUnit: 500_000, displayInCurrency: false };

  it.each([
    [1, '$0.000002', '1'],
    [115, '$0.00023', '115'],
    [7250, '$0.0145', '7250'],
    [9999, '$0.02', '9999'],
    [12_345, '$0.0247', '12.3k'],
    [500_000, '$1.00', '500k'],
    [617_283_950, '$1,234.57', '617.3M'],
    [500_000_000_000, '$1M', '500B'],
    [500_000_000_000_000, '$1B', '500000B'],
  ])('quota %d → %s with currency display, %s without', (quota, amount, count) => {
    expect(formatQuota(quota, currency)).toBe(amount);
    expect(formatQuota(quota, counts)).toBe(count);
  });

  it('takes the divisor from QuotaPerUnit, so $1e-7 shows with ten million quota per dollar', () => {
    expect(formatQuota(1, { quotaPerUnit: 10_000_000, displayInCurrency: true })).toBe('$0.0000001');
    expect(formatQuota(750_000, { quotaPerUnit: 1_000_000, displayInCurrency: true })).toBe('$0.75');
  });

  it('compacts large amounts in the reader’s language', () => {
    expect(formatQuota(617_283_950_000, currency, { language: 'zh' })).toBe('$123万');
  });
});

describe('formatPlainDecimal: prices and ratios as people write them', () => {
  it('keeps up to six decimals and drops trailing zeros', () => {
    expect(formatPlainDecimal(0.04)).toBe('0.04');
    expect(formatPlainDecimal(2.5)).toBe('2.5');
    expect(formatPlainDecimal(1)).toBe('1');
    expect(formatPlainDecimal(0.1 + 0.2)).toBe('0.3');
    expect(formatPlainDecimal(0.0000004)).toBe('0');
  });
});
