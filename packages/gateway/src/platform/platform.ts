import type { Context } from 'hono';
import type { DatabaseHandle } from '@gateway/db';
import type { ChangeFeed } from './change-feed.ts';
import type { MailSender } from './mail-sender.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { RelayTransport } from './relay-transport.ts';

/** Which database the platform hands over; also answered by GET /api/setup as `database_type`. */
export type DatabaseDialect = 'sqlite' | 'postgres' | 'mysql' | 'd1';

/** One IP rate-limit rule: at most `limit` requests per `windowSeconds` sliding window. */
export interface RateLimitRule {
  enabled: boolean;
  limit: number;
  windowSeconds: number;
}

/**
 * Per-IP rate limits, as new-api has them. `globalApi` covers every /api/* request; `critical` is the
 * stricter limit on login, registration, setup, verification, reset and OAuth routes.
 */
export interface RateLimitConfig {
  globalApi: RateLimitRule;
  critical: RateLimitRule;
}

export interface GatewayConfig {
  /** Key of the session-cookie HMAC. Changing it signs every user out. */
  sessionSecret: string;
  /** Build version shown in GET /api/status and stored in the setups row. */
  version: string;
  /** Process start, unix seconds (GET /api/status `start_time`). */
  startTime: number;
  /** Adds `Secure` to the session cookie; on whenever the console is served over https. */
  secureCookies: boolean;
  rateLimits: RateLimitConfig;
  /** bcrypt cost for new password hashes; 10 in production, lower only in tests. */
  bcryptCost: number;
  /**
   * Minutes between background "test all channels" runs (CHANNEL_TEST_FREQUENCY, as in new-api):
   * they re-enable automatically disabled channels that answer again. 0 or absent: never.
   */
  channelTestFrequencyMinutes?: number;
  /**
   * The public "latest release" API the settings page's update check asks (SET-078; GitHub's
   * `GET /repos/{owner}/{repo}/releases/latest` shape). Absent: DEFAULT_RELEASE_CHECK_URL.
   */
  releaseCheckUrl?: string;
}

/** Structured logger; each entry builds one so lines go where that runtime expects them. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface Clock {
  /** Current time in milliseconds since the epoch. */
  now(): number;
}

/** A hook run once on graceful shutdown, e.g. to flush batched writes. */
export type ShutdownHook = () => Promise<void> | void;

/**
 * Everything the gateway needs from the runtime it runs in. apps/server (Node: SQLite or
 * PostgreSQL) and workers/gateway (workerd: D1) each build one; the gateway never imports
 * node:* or cloudflare:* itself.
 */
export interface Platform {
  /** The runtime's database (Kysely); queries go through @gateway/db's repositories. */
  db: DatabaseHandle['db'];
  dialect: DatabaseDialect;
  config: GatewayConfig;
  clock: Clock;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Outbound HTTP (Turnstile, later upstream providers); injectable so tests never hit the network. */
  fetch: typeof fetch;
  /**
   * Every address a hostname resolves to, so the egress guard can refuse private and metadata addresses. Optional:
   * runtimes without DNS access (Workers) leave it out and the guard refuses unresolvable
   * user-influenced hosts.
   */
  resolveHost?(host: string): Promise<string[]>;
  /**
   * The relay's upstream client and event-stream writer when the runtime has faster ones than fetch
   * and web streams (Node: undici + the socket response). Absent: the web-standard defaults.
   */
  relayTransport?: RelayTransport;
  /**
   * Outbound mail (SMTP on Node). Optional: without it, verification codes, reset links and email
   * notifications are refused with "SMTP not configured" instead of failing later.
   */
  mail?: MailSender;
  /**
   * Announces writes to the other instances of a fleet and delivers theirs (Node with REDIS_URL).
   * Absent: other instances' changes arrive through cache expiry and the 10-second refresh.
   */
  changeFeed?: ChangeFeed;
  /** Keeps the runtime alive for work that finishes after the response (Workers' ctx.waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
  /** The caller's IP as this runtime sees it (socket address, or a trusted proxy header). */
  clientIp(context: Context): string;
  /** Registers a hook the entry runs on graceful shutdown, before the database closes. */
  onShutdown(hook: ShutdownHook): void;
  /**
   * Runs `task` every `intervalMilliseconds` in the background for the life of the process, never
   * keeping it alive on its own (Node: an unref'd timer cleared on shutdown). Optional: runtimes
   * without background timers (Workers: a cron trigger later) leave it out and the task never runs.
   */
  every?(intervalMilliseconds: number, task: () => Promise<unknown>): void;
}
