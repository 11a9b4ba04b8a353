import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDurableRateLimiter } from '../src/durable-rate-limiter.ts';
import { call, envelope, rootSession, type Session } from './edge-support.ts';

describe('edge rate limits (Durable Object per key)', () => {
  it('a limit of 7 lets exactly 7 of 40 concurrent consumes through; a released hit frees its slot', async () => {
    const limiter = createDurableRateLimiter(env.RATE_LIMITER);
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.consume('test:exact', 7, 60_000)));
    const allowed = decisions.filter((decision) => decision.allowed);
    expect(allowed).toHaveLength(7);
    expect(decisions.filter((decision) => !decision.allowed).every((decision) => decision.retryAfterSeconds > 0)).toBe(true);
    await limiter.release('test:exact', allowed[0]!.hit!);
    expect((await limiter.consume('test:exact', 7, 60_000)).allowed).toBe(true);
    expect((await limiter.consume('test:exact', 7, 60_000)).allowed).toBe(false);
    expect((await limiter.consume('test:other-key', 7, 60_000)).allowed).toBe(true);
  });

  it('API-SYS rate limit: 30 concurrent logins from one IP — exactly 20 (the critical limit) are answered, 10 get 429', async () => {
    await rootSession();
    const headers = { 'cf-connecting-ip': '198.51.100.77' };
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => call('/api/user/login', { body: { username: 'root', password: 'wrong-password' }, headers })),
    );
    const statuses = await Promise.all(responses.map(async (response) => (await response.text(), response.status)));
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});

describe('edge redemption: exactly once on D1', () => {
  let session: Session;
  beforeAll(async () => {
    session = await rootSession();
  });

  it('TW-041: 20 concurrent redemptions of one code credit the quota once and log one top-up', async () => {
    const created = await envelope(await call('/api/redemption/', { session, body: { name: 'edge', quota: 7777, count: 1 } }));
    expect(created.success, created.message).toBe(true);
    const key = String(created.data[0]);
    const before = await env.DB.prepare('SELECT quota FROM users WHERE id = ?').bind(session.userId).first<{ quota: number }>();
    const responses = await Promise.all(Array.from({ length: 20 }, () => call('/api/user/topup', { session, body: { key } })));
    const bodies = await Promise.all(responses.map((response) => envelope(response)));
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    const after = await env.DB.prepare('SELECT quota FROM users WHERE id = ?').bind(session.userId).first<{ quota: number }>();
    expect(after!.quota - before!.quota).toBe(7777);
    const logs = await env.DB.prepare('SELECT COUNT(*) AS n FROM logs WHERE user_id = ? AND type = 1').bind(session.userId).first<{ n: number }>();
    expect(logs!.n).toBe(1);
  });
});

describe('edge migrations on demand (npm run migrate:edge)', () => {
  it('POST /__gateway/migrate applies the shared list with the key and refuses without it', async () => {
    expect((await call('/__gateway/migrate', { method: 'POST', headers: { authorization: 'Bearer wrong-key-wrong-key' } })).status).toBe(403);
    expect((await call('/__gateway/migrate')).status).toBe(405);
    const applied = await call('/__gateway/migrate', { method: 'POST', headers: { authorization: 'Bearer workerd-test-migrate-key' } });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ success: true, applied: [] });
    const tables = await env.DB.prepare('SELECT COUNT(*) AS n FROM kysely_migration').first<{ n: number }>();
    expect(tables!.n).toBeGreaterThan(0);
  });
});
