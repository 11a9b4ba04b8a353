import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5.ts';
import { epaySignature, signEpayParams, verifyEpaySignature } from './epay-signature.ts';
import { computeTopUpCents, formatMoney, topUpGroupRatio, topUpQuota } from './top-up-math.ts';
import { epayType, payInput, topUpAmountInput } from './wallet-schemas.ts';

describe('md5Hex', () => {
  it('matches the RFC 1321 test suite', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5Hex('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5Hex('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')).toBe('d174ab98d277d9f5a5611c2c9f419d9f');
    expect(md5Hex('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('handles the 55/56/64-byte padding edges and UTF-8 text', () => {
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(md5Hex('a'.repeat(55))).toBe('ef1772b6dff9a122358552954ad0df65');
    expect(md5Hex('a'.repeat(56))).toBe('3b0c8ac703f828b04c6c197006d17218');
    expect(md5Hex('a'.repeat(64))).toBe('014842d480b571495a4a0363793f7367');
    expect(md5Hex('中文')).toBe('a7bac2239fcdcb3a067903d8077c4a07');
  });
});

describe('Epay signature (API-WAL-003)', () => {
  const params = {
    pid: '1001',
    type: 'alipay',
    out_trade_no: 'T1',
    notify_url: 'https://g.example/api/user/epay/notify',
    name: 'TUC10',
    money: '73.00',
    empty: '',
  };

  it('sorts by name, skips sign, sign_type and empty values, appends the key', () => {
    const expected = md5Hex('money=73.00&name=TUC10&notify_url=https://g.example/api/user/epay/notify&out_trade_no=T1&pid=1001&type=alipaysecret');
    expect(epaySignature(params, 'secret')).toBe(expected);
    expect(epaySignature({ ...params, sign: 'x', sign_type: 'MD5' }, 'secret')).toBe(expected);
  });

  it('verifies its own signature and refuses tampering or the wrong key', () => {
    const signed = signEpayParams(params, 'secret');
    expect(signed.sign_type).toBe('MD5');
    expect(verifyEpaySignature(signed, 'secret')).toBe(true);
    expect(verifyEpaySignature({ ...signed, sign: signed.sign.toUpperCase() }, 'secret')).toBe(true);
    expect(verifyEpaySignature({ ...signed, money: '0.01' }, 'secret')).toBe(false);
    expect(verifyEpaySignature(signed, 'other')).toBe(false);
    expect(verifyEpaySignature(signed, '')).toBe(false);
    expect(verifyEpaySignature({ ...signed, sign: '' }, 'secret')).toBe(false);
  });
});

describe('top-up math (API-WAL-002)', () => {
  it('amount × price × group ratio in cents, 2-decimal text', () => {
    expect(formatMoney(computeTopUpCents(10, 7.3, 1))).toBe('73.00');
    expect(formatMoney(computeTopUpCents(3, 7.3, 1.5))).toBe('32.85');
    expect(formatMoney(computeTopUpCents(1, 0.333, 1))).toBe('0.33');
    expect(formatMoney(computeTopUpCents(1, 0.005, 1))).toBe('0.01');
  });

  it('a missing, zero or invalid group ratio counts as 1', () => {
    expect(topUpGroupRatio({ vip: 2 }, 'vip')).toBe(2);
    expect(topUpGroupRatio({ vip: 0 }, 'vip')).toBe(1);
    expect(topUpGroupRatio({}, 'vip')).toBe(1);
    expect(topUpGroupRatio('x', 'vip')).toBe(1);
  });

  it('credits amount × QuotaPerUnit as an integer', () => {
    expect(topUpQuota(10, 500_000)).toBe(5_000_000);
    expect(Number.isInteger(topUpQuota(3, 333.3))).toBe(true);
  });

  it('validates amount and payment method', () => {
    expect(topUpAmountInput.safeParse({ amount: 0 }).success).toBe(false);
    expect(topUpAmountInput.safeParse({ amount: 1.5 }).success).toBe(false);
    expect(topUpAmountInput.parse({ amount: 2 })).toEqual({ amount: 2, top_up_code: '' });
    expect(payInput.safeParse({ amount: 2, payment_method: 'zfb&x=1' }).success).toBe(false);
    expect(epayType('zfb')).toBe('alipay');
    expect(epayType('wx')).toBe('wxpay');
    expect(epayType('qqpay')).toBe('qqpay');
  });
});
