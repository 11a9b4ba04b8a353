import { EgressRefusedError } from './egress-error.ts';
import type { EgressPurpose } from './egress-policy.ts';
import { bareHost, checkHost, type ResolveHost } from './host-check.ts';
import { checkRedirect } from './redirect-policy.ts';

export type { ResolveHost } from './host-check.ts';

export interface EgressGuardOptions {
  fetch: typeof fetch;
  /** Without a resolver (Workers), only IP literals and 'localhost' can be checked; see checkHost. */
  resolve?: ResolveHost;
  /** The proxy worker (option WorkerUrl, as in new-api); user-influenced fetches go through it. */
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

function parseTarget(url: string, base?: URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    throw new EgressRefusedError(base === undefined ? `invalid URL: ${url}` : `the upstream redirected to an invalid URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new EgressRefusedError(`only http and https URLs may be fetched, not ${parsed.protocol}`);
  }
  return parsed;
}

/**
 * The proxy's own address is checked with the admin-configured policy whatever the request's
 * purpose: an administrator may run a proxy on loopback or a private network, never on a
 * metadata or link-local address.
 */
async function checkProxy(proxy: string, resolve: ResolveHost | undefined): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(proxy);
  } catch {
    throw new EgressRefusedError('the channel proxy is not a valid URL');
  }
  await checkHost(bareHost(parsed), 'admin-configured', resolve);
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
 * The one door for server-side outbound HTTP (ADR 0016). Checks the URL's scheme and
 * every resolved address against the purpose's policy, follows redirects itself (at most
 * {@link MAX_REDIRECTS}) re-checking each hop — never carrying credentials to another origin,
 * never turning a POST into a GET (redirect-policy.ts) — and sends user-influenced requests
 * through the proxy worker when one is configured. Refusals throw EgressRefusedError; redirects
 * it will not follow throw RedirectRefusedError.
 */
export function createEgressGuard(options: EgressGuardOptions): GuardedFetch {
  return async (url, init, request) => {
    const first = parseTarget(url);
    await checkHost(bareHost(first), request.purpose, options.resolve);
    const workerUrl = request.purpose === 'user-influenced' ? (options.workerUrl?.() ?? '') : '';
    if (workerUrl !== '') return viaWorker(options, workerUrl, first.href, init);

    const proxy = request.proxy?.trim() ?? '';
    const proxiedFetch = options.proxiedFetch;
    if (proxy !== '' && proxiedFetch === undefined)
      throw new EgressRefusedError('this runtime cannot send requests through a channel proxy; clear the proxy in the channel settings');
    if (proxy !== '') await checkProxy(proxy, options.resolve);
    const send = proxy === '' ? options.fetch : (url: string, hop: RequestInit) => proxiedFetch!(url, hop, proxy);
    let target = first;
    const hopInit: RequestInit = { ...init, redirect: 'manual' };
    for (let hop = 0; ; hop += 1) {
      const response = await send(target.href, hopInit);
      // The fast path: one Set lookup, no header read, for every answer that is not a redirect.
      if (!REDIRECT_STATUSES.has(response.status)) return response;
      const location = response.headers.get('location');
      if (location === null) return response;
      await response.body?.cancel().catch(() => {});
      if (hop >= MAX_REDIRECTS) throw new EgressRefusedError(`too many redirects (more than ${MAX_REDIRECTS})`);
      const next = parseTarget(location, target);
      checkRedirect(response.status, first, next, hopInit);
      await checkHost(bareHost(next), request.purpose, options.resolve);
      target = next;
    }
  };
}
