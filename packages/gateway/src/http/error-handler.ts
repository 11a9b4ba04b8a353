import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailableError } from '@gateway/db';
import { messages } from '@gateway/domain';
import type { Logger } from '../platform/platform.ts';
import { fail, type FailureStatus } from './envelope.ts';
import type { GatewayEnv } from './gateway-env.ts';
import { DATABASE_UNAVAILABLE, unavailableAnswer } from './unavailable-answer.ts';

/** The API-key relay: /v1 and Gemini's /v1beta; their clients read an error object, not the console envelope. */
function isRelayPath(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/') || path === '/v1beta' || path.startsWith('/v1beta/');
}

/** OpenAI-style error body, as relay clients (official SDKs) expect on /v1. */
export function openAiError(message: string, type: string) {
  return { error: { message, type, param: null, code: null } };
}

/** While the database is away every request fails the same way: one warning per 10 s says so, with how many were refused. */
function outageWarning(logger: Logger, now: () => number) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let refused = 0;
  return (fields: Record<string, unknown>) => {
    refused += 1;
    if (now() - lastAt < 10_000) return;
    logger.warn('database unavailable; answering 503', { ...fields, refusedSinceLastWarning: refused });
    lastAt = now();
    refused = 0;
  };
}

/**
 * Last line of defence: an exception nobody expected becomes a 500 that names the request id
 * (so a user can quote it) and is logged with its stack; the stack never reaches the client.
 * Input errors are answered by the routes themselves and never get here; a lost database
 * connection is answered 503 (DATABASE_UNAVAILABLE) in the path's error shape.
 */
export function createErrorHandler(logger: Logger, now: () => number = Date.now): ErrorHandler<GatewayEnv> {
  const warnOutage = outageWarning(logger, now);
  return (error, context) => {
    const requestId = context.get('requestId') ?? '';
    if (error instanceof HTTPException && error.status < 500) {
      return fail(context, error.message || messages.invalidParameters, error.status as FailureStatus);
    }
    if (isDatabaseUnavailableError(error)) {
      warnOutage({ requestId, method: context.req.method, path: context.req.path, error: error instanceof Error ? error.message : String(error) });
      return unavailableAnswer(context.req.path, DATABASE_UNAVAILABLE);
    }
    logger.error('unhandled error', {
      requestId,
      method: context.req.method,
      path: context.req.path,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    const message = `${messages.internalError} (request id: ${requestId})`;
    if (isRelayPath(context.req.path)) return context.json(openAiError(message, 'new_api_error'), 500);
    return fail(context, message, 500);
  };
}

/**
 * Unknown paths: an envelope 404 under /api, the OpenAI-style "Invalid URL" under /v1 (as new-api
 * answers them), plain text elsewhere (hosts serve the console before reaching the gateway).
 */
export const notFoundHandler: NotFoundHandler<GatewayEnv> = (context) => {
  const path = context.req.path;
  if (isRelayPath(path)) {
    return context.json(openAiError(`Invalid URL (${context.req.method} ${path})`, 'invalid_request_error'), 404);
  }
  if (path === '/api' || path.startsWith('/api/')) return fail(context, messages.notFound, 404);
  return context.text('Not Found', 404);
};
