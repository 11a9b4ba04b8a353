import { lookup } from 'node:dns/promises';
import type { DatabaseHandle } from '@gateway/db';
import { createMemoryRateLimiter, type ChangeFeed, type Logger, type Platform, type RateLimiter, type ShutdownHook } from '@gateway/gateway';
import type { ServerConfig } from '../config.ts';
import { createClientIpResolver } from './client-ip.ts';
import { createInFlightWork } from './in-flight-work.ts';
import { onClientGoneOnNode, respondStreamOnNode } from './node-stream-response.ts';
import { createUndiciRelayFetch } from './undici-relay-fetch.ts';
import { createSmtpMailSender } from './smtp-mail-sender.ts';

export interface NodePlatform extends Platform {
  /**
   * Waits (bounded) for request handlers, event-stream pumps and waitUntil work — including work that
   * starts meanwhile —, then runs the registered shutdown hooks in registration order.
   */
  runShutdownHooks(): Promise<void>;
  /** Counts `answer` as in-flight request work until it settles (shutdown waits for it); returns it unchanged. */
  trackRequest<T>(answer: T | Promise<T>): T | Promise<T>;
}

export interface NodePlatformOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  sessionSecret: string;
  version: string;
  logger: Logger;
  /** bcrypt cost; 10 unless a test lowers it. */
  bcryptCost?: number;
  /** The fleet's shared limiter (REDIS_URL); absent: limits are kept in this process. */
  rateLimiter?: RateLimiter;
  /** The fleet's change notices (REDIS_URL); absent: caches expire and state refreshes every 10 s. */
  changeFeed?: ChangeFeed;
  /** How long shutdown waits for in-flight work once the connections are closed (5 s). */
  settleTimeoutMilliseconds?: number;
}

/**
 * The Node platform, one process or one of a fleet: SQLite or PostgreSQL, in-process rate limits, the
 * global fetch for the console's own calls, SMTP mail (nodemailer), the undici + socket-response relay
 * transport, and background work — notices on their way included — tracked so shutdown can wait for it.
 */
export function createNodePlatform(options: NodePlatformOptions): NodePlatform {
  const { config, database, logger } = options;
  const hooks: ShutdownHook[] = [];
  const inFlight = createInFlightWork();
  const settleTimeout = options.settleTimeoutMilliseconds ?? 5_000;
  const relayFetch = createUndiciRelayFetch({ headersTimeoutMs: config.relayTimeoutSeconds * 1000, bodyTimeoutMs: config.streamingTimeoutSeconds * 1000 });
  return {
    db: database.db,
    dialect: database.dialect,
    config: {
      sessionSecret: options.sessionSecret,
      version: options.version,
      startTime: Math.floor(Date.now() / 1000),
      secureCookies: config.secureCookies,
      rateLimits: config.rateLimits,
      bcryptCost: options.bcryptCost ?? 10,
      channelTestFrequencyMinutes: config.channelTestFrequencyMinutes,
      ...(config.releaseCheckUrl === null ? {} : { releaseCheckUrl: config.releaseCheckUrl }),
    },
    clock: { now: () => Date.now() },
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter(),
    ...(options.changeFeed === undefined ? {} : { changeFeed: options.changeFeed }),
    logger,
    fetch: (input, init) => globalThis.fetch(input, init),
    mail: createSmtpMailSender(),
    relayTransport: {
      fetch: relayFetch.fetch,
      supportsProxy: true,
      // The pump outlives the handler (the answer is RESPONSE_ALREADY_SENT at once) and settles the quota at its end.
      respondStream: (context, headers, run) =>
        respondStreamOnNode(context, headers, (sink) => {
          const pumping = run(sink);
          inFlight.track(pumping);
          return pumping;
        }),
      onClientGone: onClientGoneOnNode,
    },
    async resolveHost(host) {
      const answers = await lookup(host, { all: true, verbatim: true });
      return answers.map((answer) => answer.address);
    },
    waitUntil(promise) {
      inFlight.track(promise.catch((error: unknown) => logger.error('background task failed', { error: String(error) })));
    },
    trackRequest(answer) {
      if (answer instanceof Promise) inFlight.track(answer);
      return answer;
    },
    clientIp: createClientIpResolver(config.trustProxy),
    onShutdown(hook) {
      hooks.push(hook);
    },
    every(intervalMilliseconds, task) {
      const timer = setInterval(() => {
        task().catch((error: unknown) => logger.error('periodic task failed', { error: error instanceof Error ? error.message : String(error) }));
      }, intervalMilliseconds);
      // Background work never keeps the process up by itself; shutdown stops it before the database closes.
      timer.unref();
      hooks.unshift(() => clearInterval(timer));
    },
    async runShutdownHooks() {
      // In-flight work first: it may still hand data to a hook's buffer (a cut stream's settlement to the usage log).
      const stillRunning = await inFlight.settle(settleTimeout);
      if (stillRunning > 0) logger.warn('work still running at shutdown; flushing without it', { stillRunning, timeoutMs: settleTimeout });
      for (const hook of hooks) {
        try {
          await hook();
        } catch (error) {
          logger.error('shutdown hook failed', { error: error instanceof Error ? error.message : String(error) });
        }
      }
      await relayFetch.close().catch(() => {});
    },
  };
}
