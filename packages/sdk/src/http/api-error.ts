/**
 * What went wrong with a call, in the terms the one error handler decides on:
 * - 'envelope': the server answered `success: false` (its message is meant for the user, COM-002);
 * - 'http': a non-2xx status (401, 429, 500, 405 … each has its own text, COM-004..007);
 * - 'network': no answer at all (offline, DNS, CORS, server down);
 * - 'parse': an answer that is not the JSON envelope (a proxy error page, a truncated body).
 */
export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'parse';

export type ApiErrorInit = {
  status: number;
  message: string;
  kind: ApiErrorKind;
  data?: unknown;
  cause?: unknown;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** `data` of the envelope when the server sent one with the failure. */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.data = init.data;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** An aborted fetch (component unmounted, query cancelled) is not a failure to report. */
export function isAbortError(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'AbortError';
}
