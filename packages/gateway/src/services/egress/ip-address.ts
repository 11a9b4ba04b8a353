/**
 * Parsing and classification of IP address literals for the egress guard (ADR 0016). IPv4 hosts are
 * read in every numeric form a resolver accepts ('2130706433', '0x7f.1', '0177.0.0.1', '127.1'; see
 * ipv4-host-forms.ts), so no spelling passes as "a hostname"; IPv6 follows RFC 4291 (with an optional
 * dotted IPv4 tail and zone id). IPv6 addresses that carry an IPv4 address (mapped, compatible,
 * translated, NAT64, 6to4, Teredo) take the class of the address they carry.
 */
import { parseIpv4HostForm } from './ipv4-host-forms.ts';
import { embeddedIpv4 } from './ipv6-embedded-ipv4.ts';

/**
 * What kind of network an address belongs to; everything the guard does not know is 'public'.
 * 'metadata': a cloud instance-metadata endpoint outside the link-local ranges (AWS IPv6, Alibaba, Oracle).
 */
export type AddressKind = 'public' | 'metadata' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'shared' | 'multicast' | 'reserved';

export type ParsedAddress = { version: 4; bytes: number[] } | { version: 6; words: number[] };

/** Four octets of a canonical dotted-decimal IPv4 literal (the tail of an IPv6 literal), or undefined. */
export function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return undefined;
    const value = Number(part);
    if (value > 255) return undefined;
    bytes.push(value);
  }
  return bytes;
}

function parseHextets(text: string): number[] | undefined {
  if (text === '') return [];
  const words: number[] = [];
  for (const part of text.split(':')) {
    if (!/^[0-9a-f]{1,4}$/i.test(part)) return undefined;
    words.push(Number.parseInt(part, 16));
  }
  return words;
}

/** Eight 16-bit words of an IPv6 literal (brackets and zone id allowed), or undefined. */
export function parseIpv6(input: string): number[] | undefined {
  let text = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  if (!text.includes(':')) return undefined;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    // A dotted IPv4 tail (::ffff:1.2.3.4) stands for the last two words.
    const ipv4 = parseIpv4(last);
    if (ipv4 === undefined) return undefined;
    const high = ((ipv4[0]! << 8) | ipv4[1]!).toString(16);
    const low = ((ipv4[2]! << 8) | ipv4[3]!).toString(16);
    text = `${text.slice(0, lastColon + 1)}${high}:${low}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  if (halves.length === 2) {
    const head = parseHextets(halves[0]!);
    const rest = parseHextets(halves[1]!);
    if (head === undefined || rest === undefined) return undefined;
    const missing = 8 - head.length - rest.length;
    if (missing < 1) return undefined;
    return [...head, ...new Array<number>(missing).fill(0), ...rest];
  }
  const words = parseHextets(text);
  return words !== undefined && words.length === 8 ? words : undefined;
}

/** An IPv4 (in any numeric host form) or IPv6 literal, or undefined when `text` is a hostname. */
export function parseIpAddress(text: string): ParsedAddress | undefined {
  const ipv4 = parseIpv4HostForm(text);
  if (ipv4 !== undefined) return { version: 4, bytes: ipv4 };
  const ipv6 = parseIpv6(text);
  if (ipv6 !== undefined) return { version: 6, words: ipv6 };
  return undefined;
}

/** Metadata endpoints that are not link-local: Alibaba Cloud (100.100.100.200), Oracle Cloud's legacy one (192.0.0.192), AWS over IPv6. */
const AWS_METADATA_IPV6 = [0xfd00, 0x0ec2, 0, 0, 0, 0, 0, 0x254];

function isMetadataIpv4(a: number, b: number, c: number | undefined, d: number | undefined): boolean {
  return (a === 100 && b === 100 && c === 100 && d === 200) || (a === 192 && b === 0 && c === 0 && d === 192);
}

/** Runs for every resolved address of every relayed request: comparisons only, no allocation. */
function classifyIpv4(bytes: number[]): AddressKind {
  const [a, b, c, d] = bytes;
  if (a === undefined || b === undefined) return 'reserved';
  if (isMetadataIpv4(a, b, c, d)) return 'metadata';
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 100 && b >= 64 && b <= 127) return 'shared';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved';
  return 'public';
}

function classifyIpv6(words: number[]): AddressKind {
  const first = words[0]!;
  if (words.every((word) => word === 0)) return 'unspecified';
  if (words.slice(0, 7).every((word) => word === 0) && words[7] === 1) return 'loopback';
  if (words.every((word, index) => word === AWS_METADATA_IPV6[index])) return 'metadata';
  const carried = embeddedIpv4(words);
  if (carried === 'unknown') return 'reserved';
  if (carried !== undefined) return classifyIpv4(carried);
  if ((first & 0xfe00) === 0xfc00) return 'private';
  // fec0::/10 is the deprecated site-local range: as private as unique-local addresses.
  if ((first & 0xffc0) === 0xfec0) return 'private';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xff00) === 0xff00) return 'multicast';
  return 'public';
}

/** The network kind of an address literal; undefined when `text` is not one. */
export function classifyAddress(text: string): AddressKind | undefined {
  const parsed = parseIpAddress(text);
  if (parsed === undefined) return undefined;
  return parsed.version === 4 ? classifyIpv4(parsed.bytes) : classifyIpv6(parsed.words);
}
