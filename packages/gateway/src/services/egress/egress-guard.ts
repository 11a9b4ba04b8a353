import { EgressRefusedError } from './egress-error.ts';
import { isAddressAllowed, type EgressPurpose } from './egress-policy.ts';
import { classifyAddress } from './ip-address.ts';

/** Resolves a hostname to every address it has (the Node platform uses dns.lookup with all: true). */
export type ResolveHost = (host: string) => Promise<string[]>;

export interface EgressGuardOptions {
  fetch: typeof fetch;
  /** Without a resolver (Workers), only IP literals and 'localhost' can be checked; see checkHost. */
  resolve?: ResolveHost;
  /** The proxy worker (option WorkerUrl, reference §11); user-influenced fetches go through it. */
  workerUrl?: () => string;
  workerKey?: () => string;
  /**
   * Sends one hop through a channel's proxy (`setting.proxy`: http, https or socks5 URL). Absent on
   * runtimes that cannot (Workers): a request with a proxy is then refused, never sent around it.
   */
  proxiedFetch?: (url: string, init: RequestInit, proxy: string) => Promise<Response>;
}

export interface EgressRequest {
  purpose: EgressPurpose;
  /** The channel's proxy URL (admin-configured); empty or absent: direct. */
  proxy?: string;
}

export type GuardedFetch = (url: string, init: RequestInit | undefined, request: EgressRequest) => Promise<Response>;

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function parseTarget(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new EgressRefusedError(`invalid URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new EgressRefusedError(`only http and https URLs may be fetched, not ${parsed.protocol}`);
  }
  return parsed;
}

/** The host as an address literal candidate: URL keeps IPv6 hosts in brackets. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function refuse(host: string, address: string, kind: string): never {
  const shown = host === address ? host : `${host} (${address})`;
  throw new EgressRefusedError(`refusing to connect to ${shown}: ${kind} addresses are not allowed here`);
}

/**
 * Checks every address `host` stands for against the purpose's policy. Note: the connection
 * itself resolves the name again (the platform fetch takes a URL); a rebinding DNS server could
 * answer differently between the two lookups, which is why user-influenced fetches should go
 * through the proxy worker wherever WorkerUrl can be set.
 */
async function checkHost(host: string, purpose: EgressPurpose, resolve: ResolveHost | undefined): Promise<void> {
  const literalKind = classifyAddress(host);
  if (literalKind !== undefined) {
    if (!isAddressAllowed(purpose, literalKind)) refuse(host, host, literalKind);
    return;
  }
  const lowered = host.toLowerCase().replace(/\.$/, '');
  if (lowered === 'localhost' || lowered.endsWith('.localhost')) {
    if (!isAddressAllowed(purpose, 'loopback')) refuse(host, '127.0.0.1', 'loopback');
    return;
  }
  if (resolve === undefined) {
    // No resolver: user-influenced names cannot be proven public, so they are refused.
    if (purpose === 'user-influenced') throw new EgressRefusedError(`cannot resolve ${host} to check it`);
    return;
  }
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw new EgressRefusedError(`cannot resolve ${host}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (addresses.length === 0) throw new EgressRefusedError(`cannot resolve ${host}`);
  for (const address of addresses) {
    // A resolver answer that is not an address literal is treated as the most restricted kind.
    const kind = classifyAddress(address) ?? 'reserved';
    if (!isAddressAllowed(purpose, kind)) refuse(host, address, kind);
  }
}

/** The request of the next hop: 303, and 301/302 after a POST, continue as a body-less GET (fetch's rule). */
function nextInit(status: number, init: RequestInit): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
    const headers = new Headers(init.headers);
    headers.delete('content-type');
    headers.delete('content-length');
    return { ...init, method: 'GET', body: undefined, headers };
  }
  return init;
}

async function viaWorker(options: EgressGuardOptions, workerUrl: string, url: string, init: RequestInit | undefined): Promise<Response> {
  const target = workerUrl.endsWith('/') ? workerUrl : `${workerUrl}/`;
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const body = typeof init?.body === 'string' ? init.body : undefined;
  return options.fetch(target, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url, key: options.workerKey?.() ?? '', method: init?.method ?? 'GET', headers, body }),
    signal: init?.signal ?? undefined,
  });
}

/**
 * The one door for server-side outbound HTTP (DESIGN §6). Checks the URL's scheme and every
 * resolved address against the purpose's policy, follows redirects itself (at most
 * {@link MAX_REDIRECTS}) re-checking each hop, and sends user-influenced requests through the
 * proxy worker when one is configured. Refusals throw EgressRefusedError.
 */
export function createEgressGuard(options: EgressGuardOptions): GuardedFetch {
  return async (url, init, request) => {
    let target = parseTarget(url);
    await checkHost(bareHost(target), request.purpose, options.resolve);
    const workerUrl = request.purpose === 'user-influenced' ? (options.workerUrl?.() ?? '') : '';
    if (workerUrl !== '') return viaWorker(options, workerUrl, target.href, init);

    const proxy = request.proxy?.trim() ?? '';
    const proxiedFetch = options.proxiedFetch;
    if (proxy !== '' && proxiedFetch === undefined) throw new EgressRefusedError('this runtime cannot send requests through a channel proxy; clear the proxy in the channel settings');
    const send = proxy === '' ? options.fetch : (url: string, hop: RequestInit) => proxiedFetch!(url, hop, proxy);
    let hopInit: RequestInit = { ...init, redirect: 'manual' };
    for (let hop = 0; ; hop += 1) {
      const response = await send(target.href, hopInit);
      const location = response.headers.get('location');
      if (!REDIRECT_STATUSES.has(response.status) || location === null) return response;
      if (hop >= MAX_REDIRECTS) throw new EgressRefusedError(`too many redirects (more than ${MAX_REDIRECTS})`);
      await response.body?.cancel();
      target = parseTarget(new URL(location, target).href);
      await checkHost(bareHost(target), request.purpose, options.resolve);
      hopInit = nextInit(response.status, hopInit);
    }
  };
}
