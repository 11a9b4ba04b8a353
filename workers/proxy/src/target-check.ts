/**
 * Whether a target host may be fetched: never loopback, private, link-local (cloud metadata), CGNAT,
 * unspecified or multicast addresses given as literals, nor names that only resolve inside a network.
 * A Worker cannot resolve DNS itself; Cloudflare's edge does not route public names to the operator's
 * private network, so literals and internal names are what is left to refuse.
 */
export function isRefusedHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || host.endsWith('.home.arpa')) return true;
  const v4 = ipv4Parts(host);
  if (v4 !== null) return isRefusedIpv4(v4);
  if (host.includes(':')) return isRefusedIpv6(host);
  return false;
}

function ipv4Parts(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (match === null) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

function isRefusedIpv4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return true;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}

function isRefusedIpv6(host: string): boolean {
  if (host === '::' || host === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  if (mapped !== null) {
    const parts = ipv4Parts(mapped[1]!);
    return parts === null || isRefusedIpv4(parts);
  }
  // Anything embedding IPv4 in hex form, unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8.
  if (host.startsWith('::ffff:') || host.startsWith('64:ff9b:')) return true;
  return /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('ff');
}
