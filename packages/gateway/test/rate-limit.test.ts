import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages } from '@gateway/domain';
import { createHarness, envelopeOf, seedUser, type Harness } from './support/harness.ts';

describeEachDialect('IP rate limits', (getDb, dialect) => {
  let harness: Harness;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect, {
      rateLimits: {
        globalApi: { enabled: true, limit: 8, windowSeconds: 60 },
        critical: { enabled: true, limit: 3, windowSeconds: 1200 },
      },
    });
  });

  it('COM-005: login answers 429 after the critical limit, per IP, even with the right password', async () => {
    await seedUser(getDb(), { username: 'target', password: 'right-password' });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await harness.request('/api/user/login', { body: { username: 'target', password: 'wrong-password' } });
      expect(response.status).toBe(400);
    }
    const blocked = await harness.request('/api/user/login', { body: { username: 'target', password: 'right-password' } });
    expect(blocked.status).toBe(429);
    expect(await envelopeOf(blocked)).toEqual({ success: false, message: messages.tooManyRequests });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.get('set-cookie')).toBeNull();

    const otherIp = await harness.request('/api/user/login', { ip: '198.51.100.7', body: { username: 'target', password: 'right-password' } });
    expect(otherIp.status).toBe(200);
  });

  it('shares the critical budget between login, register and setup', async () => {
    await harness.request('/api/user/register', { body: { username: 'one', password: 'password-1' } });
    await harness.request('/api/setup', { body: {} });
    await harness.request('/api/user/login', { body: { username: 'one', password: 'password-1' } });
    const blocked = await harness.request('/api/user/register', { body: { username: 'two', password: 'password-1' } });
    expect(blocked.status).toBe(429);
    expect(await getDb().selectFrom('users').select('username').execute()).toEqual([{ username: 'one' }]);
  });

  it('applies the global limit to every /api call', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) statuses.push((await harness.request('/api/status')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect((await harness.request('/api/status', { ip: '198.51.100.8' })).status).toBe(200);
  });

  it('a balancer checking /healthz from one address never spends the global limit, and is answered while /api is refused', async () => {
    for (let check = 0; check < 20; check++) {
      const health = await harness.request('/healthz');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
    }
    const statuses: number[] = [];
    for (let index = 0; index < 9; index++) statuses.push((await harness.request('/api/status')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect((await harness.request('/healthz')).status).toBe(200);
  });
});
