import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSessionSigner, endSession, session, SESSION_COOKIE, type SessionVariables, startSession } from './index.ts';

const signer = createSessionSigner('session-test-secret-0123456789');
const clock = { now: () => 1_800_000_000_000 };

function buildApp(secure: boolean) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('*', session(signer, clock));
  app.get('/who', (c) => c.json({ userId: c.get('sessionUserId') }));
  app.post('/login', async (c) => {
    await startSession(c, signer, 7, { secure, nowSeconds: 1_800_000_000 });
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
  it('sets an HttpOnly, SameSite=Strict, 30-day cookie that identifies the user', async () => {
    const app = buildApp(false);
    const login = await app.request('/login', { method: 'POST' });
    const header = login.headers.get('set-cookie')!;
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/');
    expect(header).toContain('Max-Age=2592000');
    expect(header).not.toContain('Secure');
    const who = await app.request('/who', { headers: { cookie: `${SESSION_COOKIE}=${cookieValue(header)}` } });
    expect(await who.json()).toEqual({ userId: 7 });
  });

  it('adds Secure when configured', async () => {
    const login = await buildApp(true).request('/login', { method: 'POST' });
    expect(login.headers.get('set-cookie')).toContain('Secure');
  });

  it('ignores a forged cookie', async () => {
    const who = await buildApp(false).request('/who', { headers: { cookie: `${SESSION_COOKIE}=v1.1.1800000000.AAAA` } });
    expect(await who.json()).toEqual({ userId: null });
  });

  it('expires the cookie on logout', async () => {
    const logout = await buildApp(false).request('/logout', { method: 'POST' });
    expect(logout.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
  });
});
