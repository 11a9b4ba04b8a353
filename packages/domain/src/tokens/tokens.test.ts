import { describe, expect, it } from 'vitest';
import { isIpAllowed, parseAllowIps, parseIpAddress, parseIpRule } from './allow-ips.ts';
import { maskTokenKey, maskTokenKeyForDisplay, stripTokenKeyPrefix } from './token-key.ts';
import { createTokenInput, tokenStatusInput, updateTokenInput } from './token-schemas.ts';
import { expiryFromShortcut, TOKEN_DEFAULT_REMAIN_QUOTA } from './token-constants.ts';

function allowed(list: string, ip: string): boolean {
  const parsed = parseAllowIps(list);
  if (!parsed.ok) throw new Error(`invalid list entry ${parsed.invalid}`);
  return isIpAllowed(parsed.rules, ip);
}

describe('token keys', () => {
  it('strips the sk- prefix only as a prefix', () => {
    expect(stripTokenKeyPrefix('sk-abc')).toBe('abc');
    expect(stripTokenKeyPrefix('skkk-s')).toBe('skkk-s');
    expect(stripTokenKeyPrefix('  abcsk-  ')).toBe('abcsk-');
  });

  it('masks keys for messages and lists', () => {
    expect(maskTokenKey('abcdefghijxyz')).toBe('sk-abc***xyz');
    expect(maskTokenKeyForDisplay('sk-' + 'a'.repeat(20) + 'wxyz')).toBe('sk-aaaa**********wxyz');
  });
});

describe('IP allow-list (TW-020)', () => {
  it('parses IPv4, IPv6 and mapped addresses', () => {
    expect(parseIpAddress('192.0.2.1')).toEqual({ version: 4, value: 0xc0000201n });
    expect(parseIpAddress('::1')).toEqual({ version: 6, value: 1n });
    expect(parseIpAddress('0:0:0:0:0:0:0:1')).toEqual({ version: 6, value: 1n });
    for (const bad of ['256.1.1.1', '1.2.3', '01.2.3.4x', '1::2::3', 'fe80::1%eth0', 'hello', '', '1:2:3:4:5:6:7:8:9']) expect(parseIpAddress(bad)).toBeNull();
  });

  it('matches single addresses, CIDR ranges and IPv6', () => {
    expect(allowed('192.0.2.1', '192.0.2.1')).toBe(true);
    expect(allowed('192.0.2.1', '192.0.2.2')).toBe(false);
    expect(allowed('10.0.0.0/8\n2001:db8::/32', '10.200.3.4')).toBe(true);
    expect(allowed('10.0.0.0/8\n2001:db8::/32', '11.0.0.1')).toBe(false);
    expect(allowed('10.0.0.0/8\n2001:db8::/32', '2001:db8:ffff::1')).toBe(true);
    expect(allowed('10.0.0.0/8\n2001:db8::/32', '2001:db9::1')).toBe(false);
    expect(allowed('192.0.2.1', '::ffff:192.0.2.1')).toBe(true);
    expect(allowed('0.0.0.0/0', '8.8.8.8')).toBe(true);
    expect(allowed('0.0.0.0/0', '::1')).toBe(false);
    expect(allowed('192.0.2.1', 'garbage')).toBe(false);
  });

  it('refuses invalid entries and prefixes', () => {
    expect(parseAllowIps('1.2.3.4\nnot-an-ip')).toEqual({ ok: false, invalid: 'not-an-ip' });
    expect(parseIpRule('10.0.0.0/33')).toBeNull();
    expect(parseIpRule('::/129')).toBeNull();
    expect(parseIpRule('10.0.0.0/')).toBeNull();
    expect(parseAllowIps('')).toEqual({ ok: true, rules: [] });
  });
});

describe('token schemas (API-TOK-004, TW-012)', () => {
  it('fills defaults and canonicalises lists', () => {
    const parsed = createTokenInput.parse({ name: ' t ', model_limits: 'a, b,,a', allow_ips: ' 1.2.3.4 \r\n\n::1 ' });
    expect(parsed).toMatchObject({ name: 't', count: 1, remain_quota: 0, expired_time: -1, model_limits: 'a,b', allow_ips: '1.2.3.4\n::1', group: '' });
  });

  it('refuses bad input', () => {
    for (const bad of [
      { name: '' },
      { name: 'x'.repeat(31) },
      { name: 't', count: 0 },
      { name: 't', count: 101 },
      { name: 't', remain_quota: -1 },
      { name: 't', remain_quota: 1.5 },
      { name: 't', expired_time: -2 },
      { name: 't', expired_time: 0 },
      { name: 't', allow_ips: '1.2.3.4\nbad' },
    ]) {
      expect(createTokenInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(updateTokenInput.safeParse({ name: 't' }).success).toBe(false);
    expect(tokenStatusInput.safeParse({ id: 1, status: 3 }).success).toBe(false);
  });

  it('expiry shortcuts', () => {
    expect(expiryFromShortcut('never', 100)).toBe(-1);
    expect(expiryFromShortcut('hour', 100)).toBe(3700);
    expect(expiryFromShortcut('month', 0)).toBe(2_592_000);
    expect(TOKEN_DEFAULT_REMAIN_QUOTA).toBe(500_000);
  });
});
