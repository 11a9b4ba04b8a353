import { createD1Database } from '@gateway/db/d1';
import type { Logger, Platform } from '@gateway/gateway';
import type { BackgroundWork } from './background-work.ts';
import { createDurableRateLimiter } from './durable-rate-limiter.ts';
import type { WorkerEnv } from './env.ts';

/** A positive whole number from a var, else the default. */
function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The /api limits (global per IP, and the stricter one on login and verification routes), same variables and defaults as apps/server. */
function rateLimits(env: WorkerEnv) {
  return {
    globalApi: { enabled: true, limit: positive(env.GLOBAL_API_RATE_LIMIT, 180), windowSeconds: positive(env.GLOBAL_API_RATE_LIMIT_DURATION, 180) },
    critical: { enabled: true, limit: positive(env.CRITICAL_RATE_LIMIT, 20), windowSeconds: positive(env.CRITICAL_RATE_LIMIT_DURATION, 1200) },
  };
}

/** One JSON line per entry on the console (Workers Logs / `wrangler tail`). */
export const workerLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ level: 'info', message, ...fields })),
  warn: (message, fields) => console.warn(JSON.stringify({ level: 'warn', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
};

/**
 * The Workers platform: D1 through Kysely, rate limits in a Durable Object per key, the
 * web-standard relay transport (fetch + web streams: `relayTransport` left out), no DNS (the egress guard
 * refuses user-influenced hosts it cannot resolve), background work attached to the live request.
 * Built once per isolate, so the gateway's caches (options, routing index, tokens, users) live in the
 * isolate and every write invalidates them there; other isolates see a change within the caches' TTLs.
 */
export function createWorkerPlatform(env: WorkerEnv, background: BackgroundWork): Platform {
  if (env.SESSION_SECRET === undefined || env.SESSION_SECRET.length < 16) {
    throw new Error('SESSION_SECRET is not set (at least 16 characters): wrangler secret put SESSION_SECRET');
  }
  const database = createD1Database(env.DB, env.USAGE_QUEUE === undefined ? {} : { usageQueue: env.USAGE_QUEUE });
  return {
    db: database.db,
    dialect: 'd1',
    config: {
      sessionSecret: env.SESSION_SECRET,
      version: env.VERSION ?? 'edge',
      startTime: Math.floor(Date.now() / 1000),
      secureCookies: env.SECURE_COOKIES === 'true',
      rateLimits: rateLimits(env),
      bcryptCost: positive(env.BCRYPT_COST, 10),
    },
    clock: { now: () => Date.now() },
    rateLimiter: createDurableRateLimiter(env.RATE_LIMITER),
    logger: workerLogger,
    fetch: (input, init) => fetch(input, init),
    waitUntil: (promise) => background.waitUntil(promise),
    // Cloudflare sets CF-Connecting-IP on every request that reaches a Worker; it cannot be forged by the client.
    clientIp: (context) => context.req.header('cf-connecting-ip') ?? '0.0.0.0',
    onShutdown: (hook) => background.onFlush(hook),
    // No background timers on Workers: the cron trigger (wrangler.jsonc `triggers`) runs these tasks.
    every: (_intervalMilliseconds, task) => background.onSchedule(task),
  };
}
