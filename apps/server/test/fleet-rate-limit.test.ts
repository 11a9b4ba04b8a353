import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_SKIP_MESSAGE, redisServerBinary, startRedisServer, type RedisTestServer } from './support/redis-server.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

const available = redisServerBinary() !== null;

const attemptLogin = (url: string) =>
  fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }) });

/** Issue 17 item 1 through the real server: REDIS_URL makes the critical limit one limit for two instances. */
describe.skipIf(!available)(`two instances with REDIS_URL${available ? '' : ` (${REDIS_SKIP_MESSAGE})`}`, () => {
  let redis: RedisTestServer;
  let dataDir: string;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    dataDir = mkdtempSync(join(tmpdir(), 'gateway-fleet-'));
    const environment = { DATA_DIR: dataDir, SESSION_SECRET: 'fleet-session-secret-0123456789', REDIS_URL: redis.url, CRITICAL_RATE_LIMIT: '4', CRITICAL_RATE_LIMIT_DURATION: '600' };
    // One after the other: the first applies the migrations to the shared database file.
    instances.push(await startServerProcess(environment));
    instances.push(await startServerProcess(environment));
  }, 90_000);

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await redis?.stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a critical limit of 4 lets exactly 4 of 12 concurrent sign-in attempts through across both instances', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => attemptLogin(instances[index % 2]!.url)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    expect(statuses.filter((status) => status !== 429).every((status) => status === 400)).toBe(true);
  });

  it('when Redis goes away, each instance limits on its own instead of failing requests', async () => {
    await redis.stop();
    const response = await attemptLogin(instances[0]!.url);
    expect(response.status).toBe(400);
    expect(instances[0]!.output()).toContain('Redis');
  });
});
