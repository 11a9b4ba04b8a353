import { describe, expect, it } from 'vitest';
import { ConfigError, databaseKindOf, parseServerConfig } from './config.ts';

const parse = (environment: Record<string, string>) => parseServerConfig(environment, '/srv/app', '/repo/apps');

describe('parseServerConfig', () => {
  it('applies the documented defaults', () => {
    expect(parse({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDirectory: '/srv/app/data',
      databaseUrl: null,
      sessionSecret: null,
      consoleDirectory: '/repo/apps',
      trustProxy: false,
      secureCookies: false,
      rateLimits: {
        globalApi: { enabled: true, limit: 180, windowSeconds: 180 },
        critical: { enabled: true, limit: 20, windowSeconds: 1200 },
      },
      channelTestFrequencyMinutes: 0,
      relayTimeoutSeconds: 0,
      streamingTimeoutSeconds: 60,
      releaseCheckUrl: null,
      redisUrl: null,
    });
  });

  it('reads every variable', () => {
    const config = parse({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: 'state',
      DATABASE_URL: 'postgresql://user@db/gateway',
      SESSION_SECRET: 'a-long-enough-secret-value',
      CONSOLE_DIR: '/opt/console',
      TRUST_PROXY: 'true',
      SECURE_COOKIES: '1',
      GLOBAL_API_RATE_LIMIT_ENABLE: 'false',
      GLOBAL_API_RATE_LIMIT: '1000',
      GLOBAL_API_RATE_LIMIT_DURATION: '60',
      CRITICAL_RATE_LIMIT: '500',
      CRITICAL_RATE_LIMIT_DURATION: '30',
      CHANNEL_TEST_FREQUENCY: '10',
      RELAY_TIMEOUT: '30',
      STREAMING_TIMEOUT: '0',
      RELEASE_CHECK_URL: 'https://api.github.com/repos/example/gateway/releases/latest',
      REDIS_URL: 'redis://:secret@cache:6379/2',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDirectory: '/srv/app/state',
      databaseUrl: 'postgresql://user@db/gateway',
      consoleDirectory: '/opt/console',
      trustProxy: true,
      secureCookies: true,
      rateLimits: {
        globalApi: { enabled: false, limit: 1000, windowSeconds: 60 },
        critical: { enabled: true, limit: 500, windowSeconds: 30 },
      },
      channelTestFrequencyMinutes: 10,
      relayTimeoutSeconds: 30,
      streamingTimeoutSeconds: 0,
      releaseCheckUrl: 'https://api.github.com/repos/example/gateway/releases/latest',
      redisUrl: 'redis://:secret@cache:6379/2',
    });
  });

  it('reports every bad value at once with the variable name', () => {
    let error: unknown;
    try {
      parse({ PORT: '70000', DATABASE_URL: 'mongodb://x', SESSION_SECRET: 'short', TRUST_PROXY: 'maybe', CRITICAL_RATE_LIMIT: '-1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/PORT.*70000/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/SESSION_SECRET/);
    expect(problems.join('\n')).toMatch(/TRUST_PROXY/);
    expect(problems.join('\n')).toMatch(/CRITICAL_RATE_LIMIT /);
  });

  it('SET-078: RELEASE_CHECK_URL must be an http(s) URL', () => {
    expect(() => parse({ RELEASE_CHECK_URL: 'api.github.com/repos/x/y/releases/latest' })).toThrow(/RELEASE_CHECK_URL/);
  });

  it('DATABASE_URL selects PostgreSQL or MySQL/MariaDB by its scheme', () => {
    expect(parse({ DATABASE_URL: 'mysql://gw:pw@db:3306/gateway' }).databaseUrl).toBe('mysql://gw:pw@db:3306/gateway');
    expect(parse({ DATABASE_URL: 'mariadb://gw@db/gateway' }).databaseUrl).toBe('mariadb://gw@db/gateway');
    expect(databaseKindOf('mariadb://gw@db/gateway')).toBe('mysql');
    expect(databaseKindOf('postgresql://gw@db/gateway')).toBe('postgres');
    expect(databaseKindOf('sqlite:///data/gateway.db')).toBeNull();
  });

  it('REDIS_URL must be a redis:// or rediss:// URL', () => {
    expect(() => parse({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL/);
    expect(parse({ REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe('rediss://cache.example:6380');
  });
});
