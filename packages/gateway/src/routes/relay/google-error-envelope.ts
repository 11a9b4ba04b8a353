import type { Context, MiddlewareHandler } from 'hono';

/** google.rpc.Code names by HTTP status (https://cloud.google.com/apis/design/errors#handling_errors). */
const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  408: 'DEADLINE_EXCEEDED',
  409: 'ABORTED',
  413: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

/**
 * Gateway refusals whose status means something else to Google's clients (ADR 0048): an unknown or
 * unpriced model is NOT_FOUND (Gemini CLI shows "model not found" instead of retrying a 503), and a spent
 * balance or token is RESOURCE_EXHAUSTED, Google's status for an exhausted quota.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  model_not_found: 404,
  model_price_not_set: 404,
  insufficient_user_quota: 429,
  token_exhausted: 429,
};

export interface GoogleErrorBody {
  error: { code: number; message: string; status: string; details: Array<Record<string, unknown>> };
}

interface GatewayError {
  message?: unknown;
  type?: unknown;
  code?: unknown;
  param?: unknown;
}

function statusName(status: number): string {
  return STATUS_NAMES[status] ?? (status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION');
}

/**
 * ErrorInfo carries the gateway's own code (machine-readable), BadRequest the field a 400 names (OpenAI's
 * `param`), RetryInfo the Retry-After a rate limit set.
 */
function detailsOf(context: Context, error: GatewayError, retryAfter: string | null): Array<Record<string, unknown>> {
  const reason = typeof error.code === 'string' && error.code !== '' ? error.code : typeof error.type === 'string' ? error.type : 'unknown';
  const metadata = typeof error.type === 'string' ? { type: error.type } : {};
  const details: Array<Record<string, unknown>> = [
    { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: reason.toUpperCase(), domain: new URL(context.req.url).host, metadata },
  ];
  if (typeof error.param === 'string' && error.param !== '') {
    details.push({
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [{ field: error.param, description: typeof error.message === 'string' ? error.message : reason }],
    });
  }
  if (retryAfter !== null && /^[0-9]+$/.test(retryAfter)) details.push({ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryAfter}s` });
  return details;
}

/** The OpenAI-shaped error object of a relay refusal, or undefined for anything else (already Google's, not JSON). */
function gatewayErrorOf(body: unknown): GatewayError | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const error = (body as { error?: unknown }).error;
  if (error === null || typeof error !== 'object') return undefined;
  // Already Google's envelope (a route inside another that converts, or a Gemini upstream's passed-through body).
  if (typeof (error as { status?: unknown }).status === 'string') return undefined;
  return error as GatewayError;
}

/** The Google envelope for one relay refusal: status possibly re-mapped by the gateway code, headers kept. */
function toGoogleError(context: Context, status: number, error: GatewayError, headers: Headers): Response {
  const code = (typeof error.code === 'string' ? STATUS_BY_CODE[error.code] : undefined) ?? status;
  const message = typeof error.message === 'string' ? error.message : 'The request failed';
  const body: GoogleErrorBody = { error: { code, message, status: statusName(code), details: detailsOf(context, error, headers.get('Retry-After')) } };
  const answer = new Headers(headers);
  answer.set('content-type', 'application/json; charset=UTF-8');
  answer.delete('content-length');
  return new Response(JSON.stringify(body), { status: code, headers: answer });
}

/**
 * Google's error envelope (`{ error: { code, message, status, details } }`) on the Gemini-native routes
 * (ADR 0048): token auth, the model rate limit, the body limit, the relay handler and unknown /v1beta paths
 * all answer OpenAI-shaped errors; this rewrites them on the way out, so each stays written once. Only
 * error answers are read; a success (a stream included) passes untouched.
 */
export function googleErrorEnvelope(): MiddlewareHandler {
  return async (context, next) => {
    await next();
    const response = context.res;
    if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('json')) return;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    const error = gatewayErrorOf(body);
    if (error === undefined) return;
    context.res = undefined;
    context.res = toGoogleError(context, response.status, error, response.headers);
  };
}
