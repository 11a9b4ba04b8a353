/**
 * IPv6 addresses that carry an IPv4 address, and the IPv4 address each one reaches. A packet to
 * one of them ends up at (or is translated to) the IPv4 address it carries, so the egress guard
 * must judge it by that address: `::ffff:169.254.169.254` is the metadata endpoint, not "public".
 */

function ipv4Of(high: number, low: number): number[] {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}

function zeros(words: number[], from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) if (words[index] !== 0) return false;
  return true;
}

/**
 * The IPv4 address an IPv6 address carries: undefined when it carries none, 'unknown' for the
 * local-use NAT64 prefix 64:ff9b:1::/48 (RFC 8215), whose operator picks where the IPv4 address
 * sits, so no reading of it can be trusted.
 */
export function embeddedIpv4(words: number[]): number[] | 'unknown' | undefined {
  const [first, second] = words as [number, number];
  const last = ipv4Of(words[6]!, words[7]!);
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated, RFC 2765) and ::a.b.c.d (compatible).
  if (zeros(words, 0, 5) && words[5] === 0xffff) return last;
  if (zeros(words, 0, 4) && words[4] === 0xffff && words[5] === 0) return last;
  if (zeros(words, 0, 6)) return last;
  // 64:ff9b::a.b.c.d, the well-known NAT64 prefix (RFC 6052).
  if (first === 0x64 && second === 0xff9b && zeros(words, 2, 6)) return last;
  if (first === 0x64 && second === 0xff9b && words[2] === 1) return 'unknown';
  // 2002:AABB:CCDD::/48, 6to4 (RFC 3056): the IPv4 address is the second and third words.
  if (first === 0x2002) return ipv4Of(second, words[2]!);
  // 2001:0::/32, Teredo (RFC 4380): the client's IPv4 address is the last 32 bits, inverted.
  if (first === 0x2001 && second === 0) return ipv4Of(~words[6]! & 0xffff, ~words[7]! & 0xffff);
  return undefined;
}
