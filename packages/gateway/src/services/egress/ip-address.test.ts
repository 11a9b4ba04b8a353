import { describe, expect, it } from 'vitest';
import { classifyAddress, parseIpAddress } from './ip-address.ts';

describe('IP address classification for the egress guard', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'shared'],
    ['100.128.0.1', 'public'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
  ])('IPv4 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:4860:4860::8888', 'public'],
  ])('IPv6 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::192.168.0.1', 'private'],
  ])('IPv4 carried in IPv6 %s takes the IPv4 class %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['2130706433', '0x7f.0.0.1', '0177.0.0.1', '127.1', '127.0.0.01', '256.1.1.1', '1.2.3.4.5', 'example.com', '1::2::3', '12345::1', ':::'])(
    'the non-canonical or non-address spelling %s is not accepted as an address',
    (text) => {
      expect(parseIpAddress(text)).toBeUndefined();
    },
  );

  it('integer, hex and octal IPv4 spellings in a URL are normalised to dotted decimal by the URL parser', () => {
    expect(new URL('http://2130706433/').hostname).toBe('127.0.0.1');
    expect(new URL('http://0x7f.1/').hostname).toBe('127.0.0.1');
    expect(new URL('http://0251.0376.0251.0376/').hostname).toBe('169.254.169.254');
    expect(classifyAddress(new URL('http://0251.0376.0251.0376/').hostname)).toBe('link-local');
  });
});
