import type { Context, MiddlewareHandler } from 'hono';
import type { RelayEnv } from '../token-auth/index.ts';
import { localError, relayError } from '../../routes/relay/relay-error.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { modelRateLimitMessages, readModelRateLimitSettings } from './model-rate-limit-settings.ts';

export { readModelRateLimitSettings, type ModelRateLimitSettings } from './model-rate-limit-settings.ts';

/** Limiter keys; per user id, not per token or model, as new-api counts. */
export const modelRateLimitKeys = {
  total: (userId: number) => `model-requests:${userId}`,
  success: (userId: number) => `model-successes:${userId}`,
};

/** The caller: the API token's user on /v1, the signed-in user on /pg (set by requireRole). */
function userIdOf(context: Context<RelayEnv>): number | undefined {
  return context.get('relay')?.user.id ?? context.get('user')?.id;
}

function refuse(context: Context, message: string, retryAfterSeconds: number): Response {
  context.header('Retry-After', String(retryAfterSeconds));
  return relayError(context, 429, localError(message, 'rate_limit_exceeded'));
}

/**
 * The ModelRequestRateLimit* options (SET-046..050), after token auth, through the platform's
 * rate limiter so a shared limiter (Redis, Durable Object) keeps it exact across instances.
 *
 * - Total (Count, 0 = unlimited): one atomic consume per request before it runs; failures and
 *   requests refused by the success limit stay counted.
 * - Success (SuccessCount ≥ 1): a slot is reserved atomically at admission and released when the
 *   answer's status is ≥ 400, so in-flight requests hold their slot. That keeps it exact under
 *   concurrency (checking at admission and recording afterwards would let every concurrent request
 *   through); a stream counts by its response status (new-api's weak spots — continuing after
 *   a total refusal, the memory path's success limit counting everything — are not copied).
 */
export function modelRateLimit(services: GatewayServices): MiddlewareHandler<RelayEnv> {
  const { options, platform } = services;
  return async (context, next) => {
    const settings = readModelRateLimitSettings(options);
    const userId = settings === null ? undefined : userIdOf(context);
    if (settings === null || userId === undefined) return next();
    const limiter = platform.rateLimiter;

    if (settings.totalLimit > 0) {
      const total = await limiter.consume(modelRateLimitKeys.total(userId), settings.totalLimit, settings.windowMilliseconds);
      if (!total.allowed) return refuse(context, modelRateLimitMessages.total(settings), total.retryAfterSeconds);
    }
    const successKey = modelRateLimitKeys.success(userId);
    const success = await limiter.consume(successKey, settings.successLimit, settings.windowMilliseconds);
    if (!success.allowed) return refuse(context, modelRateLimitMessages.success(settings), success.retryAfterSeconds);

    let succeeded = false;
    try {
      await next();
      succeeded = context.res.status < 400;
    } finally {
      if (!succeeded && success.hit !== undefined) await limiter.release(successKey, success.hit);
    }
  };
}
