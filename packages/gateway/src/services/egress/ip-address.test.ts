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

  it.each([
    ['1::2::3'],
    ['12345::1'],
    [':::'],
    ['256.1.1.1'],
    ['1.2.3.4.5'],
    ['1.256.1'],
    ['0x1g.0.0.1'],
    ['08.0.0.1'],
    ['1..2'],
    ['example.com'],
    ['127.0.0.1.example.com'],
  ])('%s is not an address (a hostname or nothing)', (text) => {
    expect(parseIpAddress(text)).toBeUndefined();
  });

  // Every metadata and link-local target in every encoding (ADR 0016).
  it.each([
    // the metadata and link-local addresses themselves
    ['169.254.169.254', 'link-local'],
    ['169.254.170.2', 'link-local'],
    ['fe80::a9fe:a9fe', 'link-local'],
    ['fd00:ec2::254', 'metadata'],
    ['fd00:0ec2:0:0:0:0:0:254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['192.0.0.192', 'metadata'],
    // decimal, octal, hex and short IPv4 host forms
    ['2852039166', 'link-local'],
    ['0xa9fea9fe', 'link-local'],
    ['0251.0376.0251.0376', 'link-local'],
    ['0xa9.0xfe.0xa9.0xfe', 'link-local'],
    ['169.254.43518', 'link-local'],
    ['169.16689662', 'link-local'],
    ['0251.0xfe.43518', 'link-local'],
    ['1684301000', 'metadata'],
    ['169.254.169.254.', 'link-local'],
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['127.0.0.01', 'loopback'],
    ['0', 'unspecified'],
    // IPv4-mapped, -translated and -compatible IPv6
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['[::ffff:a9fe:a9fe]', 'link-local'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:0:169.254.169.254', 'link-local'],
    ['::169.254.169.254', 'link-local'],
    ['::a9fe:a9fe', 'link-local'],
    ['::ffff:100.100.100.200', 'metadata'],
    // 6to4
    ['2002:a9fe:a9fe::', 'link-local'],
    ['2002:a9fe:a9fe:1:2:3:4:5', 'link-local'],
    ['2002:6464:64c8::1', 'metadata'],
    // NAT64, well-known and local-use prefixes
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b::169.254.169.254', 'link-local'],
    ['64:ff9b:1::a9fe:a9fe', 'reserved'],
    ['64:ff9b:1:a9fe:a9:fe00::', 'reserved'],
    // Teredo: the client address is the last 32 bits inverted (0x5601 = ~0xa9fe)
    ['2001:0:4136:e378:8000:63bf:5601:5601', 'link-local'],
    ['2001::5601:5601', 'link-local'],
  ])('the metadata / link-local encoding %s is classified %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    ['2002:0808:0808::', 'public'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'public'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['fd00:ec2::253', 'private'],
    ['fec0::1', 'private'],
    ['100.100.100.201', 'shared'],
    ['2001:db8::1', 'public'],
  ])('a neighbour of those encodings, %s, keeps its own class %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('integer, hex and octal IPv4 spellings in a URL are normalised to dotted decimal by the URL parser', () => {
    expect(new URL('http://2130706433/').hostname).toBe('127.0.0.1');
    expect(new URL('http://0x7f.1/').hostname).toBe('127.0.0.1');
    expect(new URL('http://0251.0376.0251.0376/').hostname).toBe('169.254.169.254');
    expect(classifyAddress(new URL('http://0251.0376.0251.0376/').hostname)).toBe('link-local');
  });
});
