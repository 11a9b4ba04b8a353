import type { Context } from 'hono';
import { relayCorsHeaders } from '../../middleware/relay-cors/index.ts';
import { REQUEST_ID_HEADER } from '../../middleware/request-id/index.ts';

/**
 * The headers of an answer written straight to the socket (RelayTransport.respondStream): `base` plus
 * what the request-id and relay-CORS middleware would have added to a Hono response, since they never
 * see this one.
 */
export function directAnswerHeaders(context: Context, base: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { ...base, [REQUEST_ID_HEADER]: context.get('requestId') as string };
  if (context.req.header('origin') !== undefined) Object.assign(headers, relayCorsHeaders());
  return headers;
}
