import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages, Role, UserStatus } from '@gateway/domain';
import { SESSION_COOKIE } from '../src/index.ts';
import { createHarness, envelopeOf, login, seedUser, type Harness } from './support/harness.ts';

describeEachDialect('login, logout and the session', (getDb, dialect) => {
  let harness: Harness;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
  });

  async function reloadWithOptions(options: Record<string, string>, fetchImpl?: typeof fetch) {
    await upsertOptions(getDb(), options);
    harness = createHarness(getDb(), dialect, fetchImpl ? { fetch: fetchImpl } : {});
  }

  it('API-USR-017: signs in with username or email and sets a strict HttpOnly session cookie', async () => {
    const user = await seedUser(getDb(), { username: 'alice', password: 'alice-pass', group: 'vip' });
    await getDb().updateTable('users').set({ email: 'alice@example.com' }).where('id', '=', user.id).execute();
    const response = await harness.request('/api/user/login', { body: { username: 'alice', password: 'alice-pass' } });
    expect(response.status).toBe(200);
    expect(await envelopeOf(response)).toEqual({
      success: true,
      message: '',
      data: { id: user.id, username: 'alice', display_name: 'alice', role: Role.Common, status: UserStatus.Enabled, group: 'vip' },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=v2\\.${user.id}\\.`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Max-Age=2592000');

    const byEmail = await harness.request('/api/user/login', { body: { username: 'alice@example.com', password: 'alice-pass' } });
    expect(byEmail.status).toBe(200);
  });

  it('answers one message for a wrong password, an unknown user and a banned user', async () => {
    await seedUser(getDb(), { username: 'bob', password: 'bob-password' });
    await seedUser(getDb(), { username: 'banned', password: 'banned-pass', status: UserStatus.Disabled });
    for (const body of [
      { username: 'bob', password: 'wrong-password' },
      { username: 'nobody', password: 'whatever-1' },
      { username: 'banned', password: 'banned-pass' },
    ]) {
      const response = await harness.request('/api/user/login', { body });
      expect(response.status).toBe(400);
      expect(await envelopeOf(response)).toEqual({ success: false, message: messages.loginFailed });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it.each([
    ['a missing password', { username: 'bob' }, /password: is required/],
    ['an empty username', { username: '', password: 'x' }, /username: cannot be empty/],
    ['a wrong-typed username', { username: 42, password: 'secret-1' }, /username: must be a string/],
  ])('answers 400 for %s', async (_label, body, message) => {
    const response = await harness.request('/api/user/login', { body });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toMatch(message);
  });

  it('refuses password login when the option is off', async () => {
    await seedUser(getDb(), { username: 'carol', password: 'carol-pass' });
    await reloadWithOptions({ PasswordLoginEnabled: 'false' });
    const response = await harness.request('/api/user/login', { body: { username: 'carol', password: 'carol-pass' } });
    expect(response.status).toBe(403);
    expect((await envelopeOf(response)).message).toBe(messages.passwordLoginDisabled);
  });

  it('SH-033: with AdminOnlyLoginEnabled only admins may sign in', async () => {
    await seedUser(getDb(), { username: 'common', password: 'common-pass' });
    await seedUser(getDb(), { username: 'boss', password: 'boss-pass1', role: Role.Admin });
    await reloadWithOptions({ AdminOnlyLoginEnabled: 'true' });
    const refused = await harness.request('/api/user/login', { body: { username: 'common', password: 'common-pass' } });
    expect(refused.status).toBe(403);
    expect((await envelopeOf(refused)).message).toBe(messages.adminOnlyLogin);
    expect(refused.headers.get('set-cookie')).toBeNull();
    await login(harness, 'boss', 'boss-pass1');
  });

  it('checks Turnstile when enabled: missing token, refused token, accepted token', async () => {
    await seedUser(getDb(), { username: 'dave', password: 'dave-pass1' });
    const calls: string[] = [];
    const fakeSiteverify = (async (_url: string | URL | Request, init?: RequestInit) => {
      const form = new URLSearchParams(String(init?.body));
      calls.push(form.get('response') ?? '');
      return Response.json({ success: form.get('response') === 'good-token' && form.get('secret') === 'turnstile-secret' });
    }) as typeof fetch;
    await reloadWithOptions({ TurnstileCheckEnabled: 'true', TurnstileSiteKey: 'site', TurnstileSecretKey: 'turnstile-secret' }, fakeSiteverify);
    const body = { username: 'dave', password: 'dave-pass1' };

    const missing = await harness.request('/api/user/login', { body });
    expect(missing.status).toBe(400);
    expect((await envelopeOf(missing)).message).toBe(messages.turnstileRequired);
    const refused = await harness.request('/api/user/login?turnstile=bad-token', { body });
    expect(refused.status).toBe(403);
    expect((await envelopeOf(refused)).message).toBe(messages.turnstileFailed);
    const accepted = await harness.request('/api/user/login?turnstile=good-token', { body });
    expect(accepted.status).toBe(200);
    expect(calls).toEqual(['bad-token', 'good-token']);
  });

  it('API-USR-005: /api/user/self answers the row without password and access token', async () => {
    await seedUser(getDb(), { username: 'erin', password: 'erin-pass1', accessToken: 'erin-access-token-0123456789ab', quota: 1234 });
    const session = await login(harness, 'erin', 'erin-pass1');
    const response = await harness.request('/api/user/self', { session });
    expect(response.status).toBe(200);
    const self = await envelopeOf<Record<string, unknown>>(response);
    expect(self.data).toMatchObject({ id: session.userId, username: 'erin', quota: 1234, aff_history_quota: 0, deleted_at: null });
    expect(self.data).not.toHaveProperty('password');
    expect(self.data).not.toHaveProperty('access_token');
    expect(JSON.stringify(self)).not.toContain('erin-access-token');
  });

  it('API-USR-022: logout expires the cookie', async () => {
    const response = await harness.request('/api/user/logout');
    expect(response.status).toBe(200);
    expect((await envelopeOf(response)).success).toBe(true);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
  });

  it('requires a session or an access token (401)', async () => {
    const response = await harness.request('/api/user/self', { userId: 1 });
    expect(response.status).toBe(401);
    expect(await envelopeOf(response)).toEqual({ success: false, message: messages.notLoggedIn });
    const forged = await harness.request('/api/user/self', { session: { cookie: 'v2.1.1800000000.0.AbCdEfGhIjKlMn-_.AAAA', userId: 1 } });
    expect(forged.status).toBe(401);
  });

  it('COM-009: checks the New-Api-User header (missing, malformed, another user)', async () => {
    await seedUser(getDb(), { username: 'frank', password: 'frank-pass' });
    const session = await login(harness, 'frank', 'frank-pass');
    const cases = [
      [null, messages.newApiUserMissing],
      ['abc', messages.newApiUserFormat],
      ['-1', messages.newApiUserFormat],
      [String(session.userId + 1), messages.newApiUserMismatch],
    ] as const;
    for (const [userId, message] of cases) {
      const response = await harness.request('/api/user/self', { session, userId });
      expect(response.status).toBe(401);
      expect(await envelopeOf(response)).toEqual({ success: false, message });
    }
  });

  it('accepts the system access token (with or without "Bearer ") and refuses an unknown one', async () => {
    const user = await seedUser(getDb(), { username: 'gina', accessToken: 'gina-access-token-0123456789abcd' });
    for (const authorization of ['gina-access-token-0123456789abcd', 'Bearer gina-access-token-0123456789abcd']) {
      const response = await harness.request('/api/user/self', { userId: user.id, headers: { Authorization: authorization } });
      expect(response.status).toBe(200);
    }
    const unknown = await harness.request('/api/user/self', { userId: user.id, headers: { Authorization: 'Bearer nope' } });
    expect(unknown.status).toBe(401);
    expect((await envelopeOf(unknown)).message).toBe(messages.accessTokenInvalid);
    const mismatch = await harness.request('/api/user/self', { userId: user.id + 7, headers: { Authorization: 'gina-access-token-0123456789abcd' } });
    expect(mismatch.status).toBe(401);
  });

  it('a ban takes effect on an existing session at once (new-api let the session run on)', async () => {
    const { id } = await seedUser(getDb(), { username: 'henry', password: 'henry-pass' });
    const session = await login(harness, 'henry', 'henry-pass');
    expect((await harness.request('/api/user/self', { session })).status).toBe(200);
    await getDb().updateTable('users').set({ status: UserStatus.Disabled }).where('id', '=', id).execute();
    const banned = await harness.request('/api/user/self', { session });
    expect(banned.status).toBe(403);
    expect(await envelopeOf(banned)).toEqual({ success: false, message: messages.userBanned });
  });

  it('a demotion takes effect on an existing session at once', async () => {
    const { id } = await seedUser(getDb(), { username: 'ivy', password: 'ivy-password', role: Role.Admin });
    const session = await login(harness, 'ivy', 'ivy-password');
    expect((await harness.request('/api/user/', { session })).status).toBe(200);
    await getDb().updateTable('users').set({ role: Role.Common }).where('id', '=', id).execute();
    const demoted = await harness.request('/api/user/', { session });
    expect(demoted.status).toBe(403);
    expect((await envelopeOf(demoted)).message).toBe(messages.insufficientPermission);
  });

  it('a deleted user’s session stops working', async () => {
    const { id } = await seedUser(getDb(), { username: 'jack', password: 'jack-password' });
    const session = await login(harness, 'jack', 'jack-password');
    await getDb().updateTable('users').set({ deleted_at: 1_800_000_000 }).where('id', '=', id).execute();
    expect((await harness.request('/api/user/self', { session })).status).toBe(401);
  });
});
