import type { MiddlewareHandler } from 'hono';
import { messages } from '@gateway/domain';
import { fail } from '../../http/envelope.ts';
import type { Platform, RateLimitConfig } from '../../platform/platform.ts';

/** Which per-IP limit a route is under. */
export type RateLimitBucket = keyof RateLimitConfig;

/**
 * Per-IP sliding-window limit. `globalApi` guards every /api/* call; `critical` additionally
 * guards login, registration, setup, verification, reset and OAuth routes. A refused request
 * gets 429 with the envelope and a Retry-After header; the limiter never counts it.
 */
export function rateLimit(platform: Platform, bucket: RateLimitBucket): MiddlewareHandler {
  return async (context, next) => {
    const rule = platform.config.rateLimits[bucket];
    if (!rule.enabled) return next();
    const key = `${bucket}:${platform.clientIp(context)}`;
    const decision = await platform.rateLimiter.consume(key, rule.limit, rule.windowSeconds * 1000);
    if (!decision.allowed) {
      context.header('Retry-After', String(decision.retryAfterSeconds));
      return fail(context, messages.tooManyRequests, 429);
    }
    await next();
  };
}
