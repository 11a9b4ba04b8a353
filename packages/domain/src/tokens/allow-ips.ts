/**
 * A token's IP allow-list: one entry per line, each a single IPv4/IPv6 address or
 * a CIDR range. Unlike new-api (exact string match, invalid lines silently dropped) invalid
 * lines are refused when the token is saved, and ranges and IPv6 work. Addresses are compared as
 * numbers, so '::1' and '0:0:0:0:0:0:0:1' are the same address.
 */

export interface IpAddress {
  version: 4 | 6;
  value: bigint;
}

export interface IpRule {
  version: 4 | 6;
  /** The network address (host bits cleared). */
  network: bigint;
  prefix: number;
}

export type AllowIpsResult = { ok: true; rules: IpRule[] } | { ok: false; invalid: string };

const IPV4_PART = /^(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/;
const IPV6_GROUP = /^[0-9a-fA-F]{1,4}$/;

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!IPV4_PART.test(part)) return null;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseIpv6Groups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] ?? '';
    // An embedded IPv4 address may end the address ('::ffff:192.0.2.1').
    if (index === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (v4 === null) return null;
      groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      continue;
    }
    if (!IPV6_GROUP.test(part)) return null;
    groups.push(Number.parseInt(part, 16));
  }
  return groups;
}

function parseIpv6(text: string): bigint | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseIpv6Groups(halves[0] ?? '');
  const tail = halves.length === 2 ? parseIpv6Groups(halves[1] ?? '') : [];
  if (head === null || tail === null) return null;
  let groups: number[];
  if (halves.length === 2) {
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  } else {
    groups = head;
  }
  if (groups.length !== 8) return null;
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

/** Parses one address; null when it is neither IPv4 nor IPv6 (zone ids and brackets are refused). */
export function parseIpAddress(text: string): IpAddress | null {
  const trimmed = text.trim();
  if (trimmed.includes(':')) {
    const value = parseIpv6(trimmed);
    return value === null ? null : { version: 6, value };
  }
  const value = parseIpv4(trimmed);
  return value === null ? null : { version: 4, value };
}

const V4_MAPPED_PREFIX = 0xffffn << 32n;

/** '::ffff:192.0.2.1' (how a dual-stack socket reports an IPv4 client) is the IPv4 address. */
function normalise(address: IpAddress): IpAddress {
  if (address.version === 6 && address.value >> 32n === 0xffffn) return { version: 4, value: address.value - V4_MAPPED_PREFIX };
  return address;
}

function bitsOf(version: 4 | 6): number {
  return version === 4 ? 32 : 128;
}

function maskFor(version: 4 | 6, prefix: number): bigint {
  const bits = BigInt(bitsOf(version));
  const hostBits = bits - BigInt(prefix);
  return ((1n << bits) - 1n) ^ ((1n << hostBits) - 1n);
}

/** One entry: an address or 'address/prefix'. Null when invalid. */
export function parseIpRule(text: string): IpRule | null {
  const trimmed = text.trim();
  const slash = trimmed.indexOf('/');
  const addressText = slash === -1 ? trimmed : trimmed.slice(0, slash);
  const parsed = parseIpAddress(addressText);
  if (parsed === null) return null;
  const address = normalise(parsed);
  let prefix = bitsOf(address.version);
  if (slash !== -1) {
    const prefixText = trimmed.slice(slash + 1);
    if (!/^[0-9]{1,3}$/.test(prefixText)) return null;
    const stated = Number(prefixText);
    // A mapped IPv4 range '::ffff:10.0.0.0/104' keeps its meaning as '10.0.0.0/8'.
    const adjusted = parsed.version === 6 && address.version === 4 ? stated - 96 : stated;
    if (stated > bitsOf(parsed.version) || adjusted < 0) return null;
    prefix = adjusted;
  }
  return { version: address.version, network: address.value & maskFor(address.version, prefix), prefix };
}

/** The non-empty entries of an allow_ips text (newlines; commas also separate, as in new-api). */
export function allowIpEntries(text: string | null | undefined): string[] {
  if (text === null || text === undefined) return [];
  return text
    .split(/[\r\n,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Parses a whole allow-list; the first invalid entry is reported. An empty text allows any IP. */
export function parseAllowIps(text: string | null | undefined): AllowIpsResult {
  const rules: IpRule[] = [];
  for (const entry of allowIpEntries(text)) {
    const rule = parseIpRule(entry);
    if (rule === null) return { ok: false, invalid: entry };
    rules.push(rule);
  }
  return { ok: true, rules };
}

/** Whether `ip` is inside one of `rules`; an unparsable client address matches nothing. */
export function isIpAllowed(rules: readonly IpRule[], ip: string): boolean {
  const parsed = parseIpAddress(ip);
  if (parsed === null) return false;
  const address = normalise(parsed);
  return rules.some((rule) => rule.version === address.version && (address.value & maskFor(rule.version, rule.prefix)) === rule.network);
}
