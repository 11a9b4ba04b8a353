import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every /api answer, refusals and 404s included. `no-store`: answers carry secrets (the
 * access token of GET /api/user/token, the webhook secret in /api/user/self) and per-user data that no
 * browser or proxy cache may keep. `nosniff`: a JSON answer is never read as a script or a page.
 */
export const API_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** Sets {@link API_RESPONSE_HEADERS} on whatever answer the request ends with; run it first, so it sees them all. */
export function apiResponseHeaders(): MiddlewareHandler {
  return async (context, next) => {
    await next();
    try {
      for (const [name, value] of Object.entries(API_RESPONSE_HEADERS)) context.res.headers.set(name, value);
    } catch {
      // An answer with immutable headers (a fetched Response passed through): copy it once.
      context.res = new Response(context.res.body, context.res);
      for (const [name, value] of Object.entries(API_RESPONSE_HEADERS)) context.res.headers.set(name, value);
    }
  };
}
