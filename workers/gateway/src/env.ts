import type { D1Database, DurableObjectNamespace, Fetcher, Queue } from '@cloudflare/workers-types';
import type { QueuedUsageBatch } from '@gateway/db/d1';
import type { RateLimiterObject } from './durable-rate-limiter.ts';

/** The bindings and variables wrangler.jsonc declares for the gateway worker. */
export interface WorkerEnv {
  DB: D1Database;
  RATE_LIMITER: DurableObjectNamespace<RateLimiterObject>;
  /** Usage batches (log rows + settlements) on their way to D1; consumed by this worker's queue handler. */
  USAGE_QUEUE?: Queue<QueuedUsageBatch>;
  /** The built console (shell at /, remotes under /remotes/<name>/); absent when only the API is deployed. */
  ASSETS?: Fetcher;
  /** Session-cookie HMAC key (`wrangler secret put SESSION_SECRET`). */
  SESSION_SECRET?: string;
  /** "true" when the console is served over https (adds Secure to the session cookie). */
  SECURE_COOKIES?: string;
  /** "true" in dev: apply the migrations on the first request (production runs `npm run migrate:edge`). */
  MIGRATE_ON_FIRST_REQUEST?: string;
  /** GET /remotes.json of this environment: federation name → manifest URL, as JSON. */
  REMOTES_JSON?: string;
  /** Secret of POST /__gateway/migrate (`npm run migrate:edge`); unset: the route is closed. */
  MIGRATE_KEY?: string;
  VERSION?: string;
  /** /api rate limits (requests per window of seconds), as apps/server reads them. */
  GLOBAL_API_RATE_LIMIT?: string;
  GLOBAL_API_RATE_LIMIT_DURATION?: string;
  CRITICAL_RATE_LIMIT?: string;
  CRITICAL_RATE_LIMIT_DURATION?: string;
  /** bcrypt cost; 10 unless a test lowers it. */
  BCRYPT_COST?: string;
}
