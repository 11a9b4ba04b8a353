import type { MiddlewareHandler } from 'hono';
import { REQUEST_ID_HEADER } from '../request-id/index.ts';

/**
 * CORS for the API-key routes (/v1, /v1beta, /dashboard): browser-based clients (web chat apps
 * calling the gateway straight from the page) need it, and new-api allows every origin. The
 * key travels in a header, never a cookie, so `*` without credentials is safe here. The console API
 * (/api) stays same-origin only: it is cookie-authenticated.
 *
 * Only requests that carry an Origin header pay for it: SDKs on servers send none.
 */
export function relayCorsHeaders(): Record<string, string> {
  return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': REQUEST_ID_HEADER };
}

const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

export function relayCors(): MiddlewareHandler {
  return async (context, next) => {
    if (context.req.header('origin') === undefined) return next();
    if (context.req.method === 'OPTIONS') {
      return context.body(null, 204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        // Whatever the client asks to send (Authorization, x-api-key, anthropic-*, x-goog-api-key, x-stainless-* …).
        'Access-Control-Allow-Headers': context.req.header('access-control-request-headers') ?? 'Authorization, Content-Type',
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
        Vary: 'Access-Control-Request-Headers',
      });
    }
    for (const [name, value] of Object.entries(relayCorsHeaders())) context.header(name, value);
    await next();
  };
}
