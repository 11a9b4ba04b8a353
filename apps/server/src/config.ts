import { isAbsolute, resolve } from 'node:path';

/** One IP rate-limit rule (mirrors the gateway's RateLimitRule). */
export interface RateLimitSetting {
  enabled: boolean;
  limit: number;
  windowSeconds: number;
}

/** Everything the Node entry reads from the environment, validated. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute; holds gateway.db (SQLite) and the generated session secret. */
  dataDirectory: string;
  /** postgres:// or mysql:// (mariadb://) URL; null means the SQLite file in dataDirectory. */
  databaseUrl: string | null;
  /** From SESSION_SECRET; null means "generate once and keep it in dataDirectory". */
  sessionSecret: string | null;
  /** Absolute root holding the built console apps (<root>/shell/dist, <root>/<remote>/dist). */
  consoleDirectory: string;
  /** Take the client IP from X-Forwarded-For (exactly one trusted proxy hop). */
  trustProxy: boolean;
  /** Mark the session cookie Secure (set when the console is served over https). */
  secureCookies: boolean;
  rateLimits: { globalApi: RateLimitSetting; critical: RateLimitSetting };
  /** CHANNEL_TEST_FREQUENCY: minutes between background tests of every channel; 0 = never. */
  channelTestFrequencyMinutes: number;
  /** RELAY_TIMEOUT: seconds an upstream may take to start its answer (response headers); 0 = no limit. */
  relayTimeoutSeconds: number;
  /** STREAMING_TIMEOUT: seconds an upstream body may stay silent between two chunks; 0 = no limit. */
  streamingTimeoutSeconds: number;
  /** RELEASE_CHECK_URL: the public "latest release" API of the update check (SET-078); null = the gateway's default. */
  releaseCheckUrl: string | null;
  /** redis:// or rediss:// URL (REDIS_URL): rate limits shared by every instance; null = in-process. */
  redisUrl: string | null;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Environment = Record<string, string | undefined>;

/** Reads env values and collects every problem, so one start-up reports all of them at once. */
class EnvironmentReader {
  readonly problems: string[] = [];
  private readonly environment: Environment;

  constructor(environment: Environment) {
    this.environment = environment;
  }

  text(name: string): string | null {
    const value = this.environment[name]?.trim();
    return value === undefined || value === '' ? null : value;
  }

  integer(name: string, fallback: number, minimum: number, maximum: number): number {
    const value = this.text(name);
    if (value === null) return fallback;
    if (!/^[0-9]+$/.test(value) || Number(value) < minimum || Number(value) > maximum) {
      this.problems.push(`${name} must be an integer from ${minimum} to ${maximum}, got "${value}"`);
      return fallback;
    }
    return Number(value);
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.text(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name} must be true or false, got "${value}"`);
    return fallback;
  }
}

const ONE_DAY_SECONDS = 86_400;

/** Which server database a DATABASE_URL names, by its scheme; null for an unsupported scheme. */
export function databaseKindOf(url: string): 'postgres' | 'mysql' | null {
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgres';
  if (/^(mysql|mariadb):\/\//i.test(url)) return 'mysql';
  return null;
}

/**
 * Parses the server's environment:
 * PORT (3000), HOST (127.0.0.1), DATA_DIR (./data from `cwd`), DATABASE_URL (postgres://… or mysql://…),
 * SESSION_SECRET, CONSOLE_DIR (`defaultConsoleDirectory`), TRUST_PROXY, SECURE_COOKIES and the
 * reference's rate-limit variables GLOBAL_API_RATE_LIMIT_ENABLE / GLOBAL_API_RATE_LIMIT /
 * GLOBAL_API_RATE_LIMIT_DURATION (180 per 180 s) and CRITICAL_RATE_LIMIT /
 * CRITICAL_RATE_LIMIT_DURATION (20 per 1200 s), CHANNEL_TEST_FREQUENCY (minutes, 0 = off), RELAY_TIMEOUT
 * (seconds to the upstream's response headers, 0 = none) and STREAMING_TIMEOUT (seconds of upstream silence
 * inside a body, default 60, 0 = none), RELEASE_CHECK_URL (the update check's releases/latest API) and
 * REDIS_URL (rate limits shared by a fleet of instances).
 * Throws ConfigError listing every problem.
 */
export function parseServerConfig(environment: Environment, cwd: string, defaultConsoleDirectory: string): ServerConfig {
  const reader = new EnvironmentReader(environment);
  const resolvePath = (value: string) => (isAbsolute(value) ? value : resolve(cwd, value));

  const port = reader.integer('PORT', 3000, 1, 65_535);
  const host = reader.text('HOST') ?? '127.0.0.1';

  const databaseUrl = reader.text('DATABASE_URL');
  if (databaseUrl !== null && databaseKindOf(databaseUrl) === null) {
    reader.problems.push('DATABASE_URL must be a postgres://, postgresql://, mysql:// or mariadb:// URL (leave it unset for the SQLite file in DATA_DIR)');
  }

  const sessionSecret = reader.text('SESSION_SECRET');
  if (sessionSecret !== null && (sessionSecret.length < 16 || sessionSecret === 'random_string')) {
    reader.problems.push('SESSION_SECRET must be a random string of at least 16 characters (unset it to generate one in DATA_DIR)');
  }

  const redisUrl = reader.text('REDIS_URL');
  if (redisUrl !== null && !/^rediss?:\/\/[^\s/]+/i.test(redisUrl)) {
    reader.problems.push('REDIS_URL must be a redis:// or rediss:// URL (leave it unset for limits kept in this process)');
  }

  const releaseCheckUrl = reader.text('RELEASE_CHECK_URL');
  if (releaseCheckUrl !== null && !/^https?:\/\/[^\s/]+/i.test(releaseCheckUrl)) {
    reader.problems.push('RELEASE_CHECK_URL must be an http:// or https:// URL (a GitHub-style releases/latest API)');
  }

  const config: ServerConfig = {
    port,
    host,
    dataDirectory: resolvePath(reader.text('DATA_DIR') ?? './data'),
    databaseUrl,
    sessionSecret,
    consoleDirectory: resolvePath(reader.text('CONSOLE_DIR') ?? defaultConsoleDirectory),
    trustProxy: reader.boolean('TRUST_PROXY', false),
    secureCookies: reader.boolean('SECURE_COOKIES', false),
    rateLimits: {
      globalApi: {
        enabled: reader.boolean('GLOBAL_API_RATE_LIMIT_ENABLE', true),
        limit: reader.integer('GLOBAL_API_RATE_LIMIT', 180, 1, 1_000_000),
        windowSeconds: reader.integer('GLOBAL_API_RATE_LIMIT_DURATION', 180, 1, ONE_DAY_SECONDS),
      },
      critical: {
        enabled: true,
        limit: reader.integer('CRITICAL_RATE_LIMIT', 20, 1, 1_000_000),
        windowSeconds: reader.integer('CRITICAL_RATE_LIMIT_DURATION', 1200, 1, ONE_DAY_SECONDS),
      },
    },
    channelTestFrequencyMinutes: reader.integer('CHANNEL_TEST_FREQUENCY', 0, 0, 7 * 24 * 60),
    // The reference's defaults: no limit to the first byte, 60 s of silence inside a body.
    relayTimeoutSeconds: reader.integer('RELAY_TIMEOUT', 0, 0, ONE_DAY_SECONDS),
    streamingTimeoutSeconds: reader.integer('STREAMING_TIMEOUT', 60, 0, ONE_DAY_SECONDS),
    releaseCheckUrl,
    redisUrl,
  };
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  return config;
}
