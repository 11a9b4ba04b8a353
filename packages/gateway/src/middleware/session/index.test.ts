import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSessionSigner, endSession, session, SESSION_COOKIE, type SessionVariables, startSession } from './index.ts';

const signer = createSessionSigner('session-test-secret-0123456789');
const clock = { now: () => 1_800_000_000_000 };

function buildApp(secure: boolean) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('*', session(signer, clock));
  app.get('/who', (c) => c.json({ userId: c.get('session')?.userId ?? null, epoch: c.get('session')?.epoch ?? null }));
  app.post('/login', async (c) => {
    await startSession(c, signer, { id: 7, session_epoch: 5 }, { secure, nowSeconds: 1_800_000_000 });
    return c.text('ok');
  });
  app.post('/logout', (c) => {
    endSession(c, secure);
    return c.text('bye');
  });
  return app;
}

function cookieValue(setCookieHeader: string): string {
  return setCookieHeader.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
}

describe('session middleware', () => {
  it('sets an HttpOnly, SameSite=Strict, 30-day cookie that identifies the user and the epoch it was issued at', async () => {
    const app = buildApp(false);
    const login = await app.request('/login', { method: 'POST' });
    const header = login.headers.get('set-cookie')!;
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/');
    expect(header).toContain('Max-Age=2592000');
    expect(header).not.toContain('Secure');
    const who = await app.request('/who', { headers: { cookie: `${SESSION_COOKIE}=${cookieValue(header)}` } });
    expect(await who.json()).toEqual({ userId: 7, epoch: 5 });
  });

  it('adds Secure when configured', async () => {
    const login = await buildApp(true).request('/login', { method: 'POST' });
    expect(login.headers.get('set-cookie')).toContain('Secure');
  });

  it('ignores a forged cookie', async () => {
    const who = await buildApp(false).request('/who', { headers: { cookie: `${SESSION_COOKIE}=v2.1.1800000000.0.AbCdEfGhIjKlMn-_.AAAA` } });
    expect(await who.json()).toEqual({ userId: null, epoch: null });
  });

  it('gives every session its own id', async () => {
    const app = buildApp(false);
    const cookies = await Promise.all([1, 2].map(async () => cookieValue((await app.request('/login', { method: 'POST' })).headers.get('set-cookie')!)));
    expect(cookies[0]).not.toBe(cookies[1]);
    expect(cookies.map((cookie) => cookie.split('.').slice(0, 4).join('.'))).toEqual(['v2.7.1800000000.5', 'v2.7.1800000000.5']);
  });

  it('expires the cookie on logout', async () => {
    const logout = await buildApp(false).request('/logout', { method: 'POST' });
    expect(logout.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
  });
});
