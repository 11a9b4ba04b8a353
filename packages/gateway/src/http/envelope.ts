import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The answer envelope of every /api/* route: `{ success, message, data }` (COM-001).
 *
 * Status codes: new-api answers most business failures with HTTP 200 and
 * `success: false`. We keep the envelope (the console reads `message` whenever `success` is
 * false) but send real statuses so proxies, logs and clients can tell failures apart:
 * 400 invalid input, 401 not authenticated, 403 forbidden, 404 unknown resource,
 * 409 conflict (username taken, setup already done), 413 body too large, 415 a credential route's body
 * not sent as JSON, 429 rate limited, 500 unexpected, 502 a document the server fetched for the console
 * could not be read (OIDC discovery, update check).
 */
export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
}

export interface FailureEnvelope {
  success: false;
  message: string;
}

/** Failure statuses a route may answer with. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

/** Answers 200 with `success: true`; `data` is omitted from the JSON when undefined. */
export function ok<T = undefined>(context: Context, data?: T, message = '') {
  return context.json({ success: true as const, message, data: data as T }, 200);
}

/** Answers `status` with `success: false` and a message the console shows as is. */
export function fail(context: Context, message: string, status: FailureStatus) {
  return context.json({ success: false as const, message }, status as ContentfulStatusCode & FailureStatus);
}
