import { RedirectRefusedError } from './egress-error.ts';

/**
 * Request headers that never carry a credential. A request with any other header (Authorization,
 * x-api-key, x-goog-api-key, api-key, Cookie, a channel's custom headers …), with a body (a client
 * secret in a form, a Turnstile secret), with a query string (?key= …) or with user info in its URL
 * counts as credentialed (ADR 0016).
 */
const PLAIN_HEADERS = new Set(['accept', 'accept-encoding', 'accept-language', 'cache-control', 'content-length', 'content-type', 'pragma', 'user-agent']);

/** Statuses after which fetch would turn a POST (303: anything but GET/HEAD) into a body-less GET. */
const METHOD_CHANGING = new Set([301, 302, 303]);

/** Whether `init` (sent to `url`) may carry a credential; see PLAIN_HEADERS. */
export function carriesCredentials(url: URL, init: RequestInit): boolean {
  if (url.search !== '' || url.username !== '' || url.password !== '') return true;
  if (init.body !== undefined && init.body !== null) return true;
  for (const [name] of new Headers(init.headers)) if (!PLAIN_HEADERS.has(name)) return true;
  return false;
}

/**
 * Whether a `status` redirect of the request first sent to `first` (with `init`) may be followed
 * to `next` with the same request; throws RedirectRefusedError when not (ADR 0016):
 * - another origin (scheme, host, port) is never reached with a credentialed request: its headers,
 *   query string and body belong to the origin it was sent to first;
 * - 301/302/303 to anything but GET/HEAD is refused instead of silently becoming a GET;
 * - 307/308 keep the method and body (a body that cannot be sent twice is refused);
 * - same-origin hops keep every header.
 * A followed redirect therefore re-sends the request unchanged: no copy, no method rewrite.
 */
export function checkRedirect(status: number, first: URL, next: URL, init: RequestInit): void {
  if (next.origin !== first.origin && carriesCredentials(first, init)) {
    throw new RedirectRefusedError(
      `the upstream redirected (${status}) to another origin, ${next.origin}; it was not followed, so its credentials stay with ${first.origin}`,
      status,
      'other-origin',
    );
  }
  const method = (init.method ?? 'GET').toUpperCase();
  if (METHOD_CHANGING.has(status) && method !== 'GET' && method !== 'HEAD') {
    throw new RedirectRefusedError(
      `the upstream answered ${status} (a redirect that turns ${method} into GET); it was not followed, the request needs its method and body`,
      status,
      'method-change',
    );
  }
  if (init.body instanceof ReadableStream) {
    throw new RedirectRefusedError(
      `the upstream redirected (${status}) a request whose body cannot be sent twice; it was not followed`,
      status,
      'body-not-replayable',
    );
  }
}
