/**
 * The numeric IPv4 host forms that resolvers (inet_aton, getaddrinfo) and the WHATWG URL parser accept
 * besides dotted decimal: one to four parts, each decimal, octal (leading 0) or hex (0x), the last part
 * filling the remaining bytes — '2130706433', '0x7f.1', '0177.0.0.1', '127.1', '169.254.43518'. A
 * host written that way reaches the address it spells, so the egress guard classifies it as that
 * address instead of treating it as a hostname.
 */

function parsePart(part: string): number | undefined {
  if (part === '') return undefined;
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return Number.parseInt(part.slice(1), 8);
  if (/^(0|[1-9][0-9]*)$/.test(part)) return Number(part);
  return undefined;
}

/** Four octets of an IPv4 host in any numeric form, or undefined when `text` is not one. */
export function parseIpv4HostForm(input: string): number[] | undefined {
  // A trailing dot is the root of the DNS name ('127.0.0.1.' is still 127.0.0.1).
  const text = input.endsWith('.') ? input.slice(0, -1) : input;
  const parts = text.split('.');
  if (parts.length === 0 || parts.length > 4) return undefined;
  const values: number[] = [];
  for (const part of parts) {
    const value = parsePart(part);
    // Parts longer than 15 digits are out of range anyway; the check keeps the arithmetic exact.
    if (value === undefined || part.length > 16) return undefined;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((value) => value > 255) || last >= 256 ** (4 - values.length)) return undefined;
  let address = last;
  values.forEach((value, index) => {
    address += value * 256 ** (3 - index);
  });
  return [Math.floor(address / 0x1000000) % 256, Math.floor(address / 0x10000) % 256, Math.floor(address / 0x100) % 256, address % 256];
}
