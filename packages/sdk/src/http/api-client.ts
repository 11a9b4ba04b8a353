import type { ApiEnvelope } from '@gateway/domain';
import { ApiError } from './api-error.ts';
import { session } from '../session/session-store.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  /** Query-string parameters; null and undefined are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

/** The user id header the server requires and checks against the session user (new-api's name for it). */
export const USER_ID_HEADER = 'New-Api-User';

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  if (query === undefined) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  if (text === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** Built per request, so a login or logout changes the header of the very next call (COM-009). */
function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const user = session.getUser();
  if (user !== null) headers.set(USER_ID_HEADER, String(user.id));
  return headers;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one call to the console API and returns the whole envelope. A non-2xx status, an answer
 * that is not an envelope and a failed connection all reject with an ApiError; `success: false`
 * does NOT reject here (see apiRequest for that).
 */
export async function apiRequestEnvelope<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  const body = await sendRequest(method, path, options);
  return { success: body.success, message: typeof body.message === 'string' ? body.message : '', data: body.data as T | undefined };
}

/** The envelope as received, its fields beside success/message/data included. */
async function sendRequest(method: HttpMethod, path: string, options: ApiRequestOptions): Promise<ApiEnvelope<unknown> & Record<string, unknown>> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request is not an API failure: let AbortError through untouched for react-query.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, kind: 'network', message: error instanceof Error ? error.message : String(error), cause: error });
  }
  const body = await readJson(response);
  if (!response.ok) {
    const message = isEnvelope(body) && body.message !== '' ? body.message : response.statusText;
    throw new ApiError({ status: response.status, kind: 'http', message, data: isEnvelope(body) ? body.data : undefined });
  }
  if (!isEnvelope(body)) {
    throw new ApiError({ status: response.status, kind: 'parse', message: `${method} ${path}: the answer is not a JSON envelope` });
  }
  return body as ApiEnvelope<unknown> & Record<string, unknown>;
}

/**
 * GET of an answer that is not an envelope (the usage log's CSV export): the Response itself, its
 * body unread, so the caller can stream it. A non-2xx status (the server's envelope with its message)
 * and a failed connection reject with an ApiError like every other call; an abort rejects as itself.
 */
export async function apiStream(path: string, options: Pick<ApiRequestOptions, 'query' | 'signal'> = {}): Promise<Response> {
  const headers = buildHeaders(false);
  headers.set('Accept', 'text/csv, application/json');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method: 'GET', credentials: 'same-origin', headers, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, kind: 'network', message: error instanceof Error ? error.message : String(error), cause: error });
  }
  if (response.ok) return response;
  const body = await readJson(response);
  const message = isEnvelope(body) && body.message !== '' ? body.message : response.statusText;
  throw new ApiError({ status: response.status, kind: 'http', message, data: isEnvelope(body) ? body.data : undefined });
}

/**
 * Sends one call and returns the envelope's `data`. `success: false` rejects with an ApiError of
 * kind 'envelope' carrying the server's message (COM-002). Pass failures to handleApiError.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const envelope = await apiRequestEnvelope<T>(method, path, options);
  if (!envelope.success) {
    throw new ApiError({ status: 200, kind: 'envelope', message: envelope.message, data: envelope.data });
  }
  return envelope.data as T;
}

/**
 * Like apiRequest for the few answers that carry fields beside `data` (GET /api/pricing's
 * group_ratio and usable_group): the whole envelope object once `success` is true. The caller
 * checks the shape of what it reads.
 */
export async function apiRequestWhole(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<Record<string, unknown>> {
  const body = await sendRequest(method, path, options);
  if (!body.success) {
    throw new ApiError({ status: 200, kind: 'envelope', message: typeof body.message === 'string' ? body.message : '', data: body.data });
  }
  return body;
}
