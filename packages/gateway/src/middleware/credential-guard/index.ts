import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '@gateway/domain';
import { fail } from '../../http/envelope.ts';
import type { Platform } from '../../platform/platform.ts';
import type { OptionStore } from '../../services/option-store.ts';
import { rateLimit } from '../rate-limit/index.ts';

/** Sec-Fetch-Site values of a request this site's own pages made, or the user typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
/** Methods that carry no body, so there is no Content-Type to check. */
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

/** `host` (a Host or X-Forwarded-Host value) as URL.host reads it under `protocol`: lower case, default port dropped. */
function hostUnder(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host.trim()}`).host;
  } catch {
    return undefined;
  }
}

function isServerAddress(origin: URL, serverAddress: string): boolean {
  try {
    return serverAddress.trim() !== '' && new URL(serverAddress.trim()).origin === origin.origin;
  } catch {
    return false;
  }
}

/**
 * Whether an Origin header names this site: the host the server was asked for (the request URL's, and
 * any X-Forwarded-Host a proxy added), or the configured ServerAddress. The scheme is not compared: a
 * proxy that ends TLS passes an https page's request on as http without saying so. X-Forwarded-Host is
 * honoured without TRUST_PROXY because only a browser's Origin is judged here, and a page on another
 * site cannot add that header (it would need a CORS preflight, which /api never allows).
 */
function originIsOwn(context: Context, origin: string, serverAddress: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a redirect across sites) or garbage
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (isServerAddress(parsed, serverAddress)) return true;
  const forwarded = (context.req.header('X-Forwarded-Host') ?? '').split(',').filter((host) => host.trim() !== '');
  const hosts = [new URL(context.req.url).host, ...forwarded];
  return hosts.some((host) => hostUnder(parsed.protocol, host) === parsed.host);
}

/**
 * True when a browser says the request comes from another site. Sec-Fetch-Site decides when present:
 * the browser computes it from the page it really shows, so it holds behind any proxy, even one that
 * rewrites the Host header. Browsers without it are judged by Origin. A request with neither is not
 * from a browser's page on another site (scripts, the contract tests), and passes.
 */
export function isCrossSiteRequest(context: Context, serverAddress: string): boolean {
  const fetchSite = context.req.header('Sec-Fetch-Site');
  if (fetchSite !== undefined) return !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase());
  const origin = context.req.header('Origin');
  return origin !== undefined && !originIsOwn(context, origin, serverAddress);
}

/** Whether the body is declared as JSON (`application/json`, parameters such as charset allowed). */
function isJsonContentType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Guards the routes that sign someone in or hand out account credentials (login, registration, setup,
 * codes, reset, email binding) against login CSRF: a page on another site could otherwise post a form
 * (text/plain needs no preflight) that signs the victim's browser into the attacker's account. A
 * cross-site request gets 403; a body not declared as JSON gets 415. Refused requests do not count
 * against the critical rate limit, which follows: a page on another site cannot use up the visitor's.
 * Not for OAuth callbacks: those arrive from the provider's site by design.
 */
export function credentialRoute(platform: Platform, options: Pick<OptionStore, 'get'>): MiddlewareHandler {
  const critical = rateLimit(platform, 'critical');
  return async (context, next) => {
    if (isCrossSiteRequest(context, options.get('ServerAddress'))) return fail(context, messages.crossSiteRequestRefused, 403);
    if (!BODILESS_METHODS.has(context.req.method) && !isJsonContentType(context.req.header('Content-Type'))) {
      return fail(context, messages.jsonBodyRequired, 415);
    }
    return critical(context, next);
  };
}
