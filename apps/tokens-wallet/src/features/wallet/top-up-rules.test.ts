import { describe, expect, it } from 'vitest';
import { checkTopUp, clampTopUpAmount } from './top-up-rules.ts';

describe('online top-up rules', () => {
  it('TW-045: the amount is forced to a whole number of at least 1', () => {
    expect(['', '0', '-3', 'abc', '0.4'].map(clampTopUpAmount)).toEqual([1, 1, 1, 1, 1]);
    expect(clampTopUpAmount('12.9')).toBe(12);
  });

  it('TW-043: online top-up must be enabled', () => {
    expect(checkTopUp(10, { enable_online_topup: false, min_topup: 1 })).toEqual({ key: 'wallet.online.disabled' });
    expect(checkTopUp(10, undefined)).toEqual({ key: 'wallet.online.disabled' });
  });

  it('TW-044: an amount below min_topup is refused with the minimum', () => {
    expect(checkTopUp(4, { enable_online_topup: true, min_topup: 5 })).toEqual({ key: 'wallet.online.belowMinimum', min: 5 });
    expect(checkTopUp(5, { enable_online_topup: true, min_topup: 5 })).toBeUndefined();
  });
});
