import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { relayError } from '../../routes/relay/relay-error.ts';

/** Largest JSON relay body: long chat histories with inline base64 images stay well below it. */
export const RELAY_JSON_BODY_LIMIT_BYTES = 32 * 1024 * 1024;
/** Largest multipart relay body (audio uploads; OpenAI itself caps files at 25 MB). */
export const RELAY_MULTIPART_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

const MEBIBYTE = 1024 * 1024;

function tooLarge(limit: number) {
  return (context: Context) =>
    relayError(context, 413, {
      message: `The request body is too large: at most ${limit / MEBIBYTE} MiB is accepted`,
      type: 'invalid_request_error',
      code: 'request_too_large',
    });
}

/**
 * Refuses oversized relay bodies with 413 in OpenAI's error shape (Anthropic's on /v1/messages)
 * before authentication or any read. A declared Content-Length is judged from the header alone, so
 * the normal request pays one header lookup; a chunked body goes through Hono's bodyLimit, which
 * counts (and buffers) it up to the limit.
 */
export function relayBodyLimit(): MiddlewareHandler {
  const json = bodyLimit({ maxSize: RELAY_JSON_BODY_LIMIT_BYTES, onError: tooLarge(RELAY_JSON_BODY_LIMIT_BYTES) });
  const multipart = bodyLimit({ maxSize: RELAY_MULTIPART_BODY_LIMIT_BYTES, onError: tooLarge(RELAY_MULTIPART_BODY_LIMIT_BYTES) });
  return async (context, next) => {
    const method = context.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const isMultipart = (context.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    const limit = isMultipart ? RELAY_MULTIPART_BODY_LIMIT_BYTES : RELAY_JSON_BODY_LIMIT_BYTES;
    const declared = context.req.header('content-length');
    // With Transfer-Encoding the Content-Length must be ignored (RFC 9112 §6.3): count the bytes instead.
    if (declared !== undefined && context.req.header('transfer-encoding') === undefined) {
      const length = Number(declared);
      return Number.isFinite(length) && length > limit ? tooLarge(limit)(context) : next();
    }
    return (isMultipart ? multipart : json)(context, next);
  };
}
