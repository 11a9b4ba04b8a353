import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_SKIP_MESSAGE, redisServerBinary, startRedisServer, type RedisTestServer } from '@gateway/db/testing';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

const available = redisServerBinary() !== null;

const attemptLogin = (url: string) =>
  fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }),
  });

/** Through the real server: REDIS_URL makes the critical limit one limit for two instances. */
describe.skipIf(!available)(`two instances with REDIS_URL${available ? '' : ` (${REDIS_SKIP_MESSAGE})`}`, () => {
  let redis: RedisTestServer;
  let dataDir: string;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    dataDir = mkdtempSync(join(tmpdir(), 'gateway-fleet-'));
    const environment = {
      DATA_DIR: dataDir,
      SESSION_SECRET: 'fleet-session-secret-0123456789',
      REDIS_URL: redis.url,
      CRITICAL_RATE_LIMIT: '6',
      CRITICAL_RATE_LIMIT_DURATION: '600',
    };
    // One after the other: the first applies the migrations to the shared database file.
    instances.push(await startServerProcess(environment));
    instances.push(await startServerProcess(environment));
  }, 240_000);

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await redis?.stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a token disabled on one instance is refused by the other at once, not after its 5-second cache', async () => {
    // Setup and sign-in are critical routes: they take 2 of the 6 (the next test counts on the other 4).
    const json = { 'content-type': 'application/json' };
    const credentials = { username: 'root', password: 'fleet-root-password' };
    await fetch(`${instances[0]!.url}/api/setup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...credentials, confirmPassword: credentials.password }),
    });
    const login = await fetch(`${instances[0]!.url}/api/user/login`, { method: 'POST', headers: json, body: JSON.stringify(credentials) });
    const admin = { ...json, cookie: /session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0], 'New-Api-User': '1' };
    const created = await fetch(`${instances[0]!.url}/api/token/`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'fleet', unlimited_quota: true, remain_quota: 0, expired_time: -1 }),
    });
    const [token] = ((await created.json()) as { data: Array<{ id: number; key: string }> }).data;
    const models = () => fetch(`${instances[1]!.url}/v1/models`, { headers: { authorization: `Bearer sk-${token!.key}` } });
    expect((await models()).status).toBe(200);
    const disabledAt = Date.now();
    const disable = await fetch(`${instances[0]!.url}/api/token/?status_only=true`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ id: token!.id, status: 2 }),
    });
    expect(disable.status).toBe(200);
    let status = (await models()).status;
    while (status === 200) {
      await new Promise((done) => setTimeout(done, 20));
      status = (await models()).status;
    }
    expect(status).toBe(401);
    // Instance 1 had the token cached for 5 s; only the change notice can end that sooner.
    expect(Date.now() - disabledAt).toBeLessThan(4_000);
  });

  it('a critical limit of 6, 2 used by sign-in, lets exactly 4 of 12 concurrent attempts through across both instances', async () => {
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
