import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages, Role, UserStatus } from '@gateway/domain';
import { MAX_REVOKED_SESSIONS } from '../src/services/session-revocation.ts';
import { createHarness, envelopeOf, login, seedUser, setUpRoot, type Harness, type Session } from './support/harness.ts';

/**
 * Session revocation (ADR 0017), through the platform-neutral gateway app: the same code
 * and the same user-row check run on Node and on Workers.
 */
describeEachDialect('session revocation', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  let admin: Session;
  const PASSWORD = 'victim-pass-1';
  const ACCESS_TOKEN = 'victim-access-token-0123456789';
  let victimId: number;

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    root = await setUpRoot(harness);
    await seedUser(getDb(), { username: 'admin', password: 'admin-pass-1', role: Role.Admin });
    admin = await login(harness, 'admin', 'admin-pass-1');
    victimId = (await seedUser(getDb(), { username: 'victim', password: PASSWORD, accessToken: ACCESS_TOKEN })).id;
  });

  const self = (session: Session) => harness.request('/api/user/self', { session });
  const selfStatus = async (session: Session) => (await self(session)).status;
  const byAccessToken = () => harness.request('/api/user/self', { headers: { Authorization: ACCESS_TOKEN }, userId: victimId });
  const signIn = () => login(harness, 'victim', PASSWORD);
  const logout = (session: Session) => harness.request('/api/user/logout', { session, userId: null });
  const manage = (session: Session, action: string, id = victimId) => harness.request('/api/user/manage', { session, body: { id, action } });
  const victimRow = () => getDb().selectFrom('users').selectAll().where('id', '=', victimId).executeTakeFirstOrThrow();

  it('API-USR-022: logout ends that session on the server — a copy of the cookie no longer works — and only that one', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    expect([await selfStatus(phone), await selfStatus(laptop)]).toEqual([200, 200]);

    const response = await logout(phone);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
    const replayed = await self(phone);
    expect(replayed.status).toBe(401);
    expect(await envelopeOf(replayed)).toEqual({ success: false, message: messages.notLoggedIn });
    expect(await selfStatus(laptop)).toBe(200);
    expect((await byAccessToken()).status).toBe(200);
    // The playground authenticates with the same check.
    expect((await harness.request('/pg/chat/completions', { session: phone, body: { model: 'x', messages: [] } })).status).toBe(401);

    // Logging out again, or without a session, is harmless.
    expect((await logout(phone)).status).toBe(200);
    expect((await harness.request('/api/user/logout', { userId: null })).status).toBe(200);
    expect(await selfStatus(laptop)).toBe(200);
    expect(await selfStatus(await signIn())).toBe(200);
  });

  it('an admin password change through PUT /api/user/ ends every session and the access token of that user', async () => {
    const first = await signIn();
    const second = await signIn();
    const body = { id: victimId, username: 'victim', display_name: 'victim', password: 'brand-new-pass', group: 'default', quota: 0 };
    expect((await harness.request('/api/user/', { method: 'PUT', session: admin, body })).status).toBe(200);

    expect([await selfStatus(first), await selfStatus(second)]).toEqual([401, 401]);
    const token = await byAccessToken();
    expect(token.status).toBe(401);
    expect((await envelopeOf(token)).message).toBe(messages.accessTokenInvalid);
    expect((await victimRow()).access_token).toBeNull();
    expect(await selfStatus(await login(harness, 'victim', 'brand-new-pass'))).toBe(200);
    // The admin's own session is untouched.
    expect(await selfStatus(admin)).toBe(200);
  });

  it('an admin edit without a new password leaves the sessions alone', async () => {
    const session = await signIn();
    const body = { id: victimId, username: 'victim', display_name: 'Renamed', password: '', group: 'default', quota: 0 };
    expect((await harness.request('/api/user/', { method: 'PUT', session: admin, body })).status).toBe(200);
    expect(await selfStatus(session)).toBe(200);
    expect((await byAccessToken()).status).toBe(200);
  });

  it.each(['promote', 'demote'] as const)('a role change (%s, by root) ends every session and the access token of the user', async (action) => {
    if (action === 'demote') {
      await getDb().updateTable('users').set({ role: Role.Admin }).where('id', '=', victimId).execute();
    }
    const session = await signIn();
    const response = await manage(root, action);
    expect(response.status).toBe(200);
    expect(await selfStatus(session)).toBe(401);
    expect((await byAccessToken()).status).toBe(401);
    // Signing in again gives a session that carries the new role.
    const fresh = await signIn();
    expect((await envelopeOf<{ role: number }>(await self(fresh))).data!.role).toBe(action === 'promote' ? Role.Admin : Role.Common);
  });

  it('disable ends the sessions for good: enabling the account again does not bring an old cookie back', async () => {
    const session = await signIn();
    expect((await manage(admin, 'disable')).status).toBe(200);
    expect(await selfStatus(session)).toBe(401);
    expect((await manage(admin, 'enable')).status).toBe(200);
    expect(await selfStatus(session)).toBe(401);
    expect((await byAccessToken()).status).toBe(401);
    expect(await selfStatus(await signIn())).toBe(200);
  });

  it('"sign out everywhere" (POST /api/user/manage action logout) ends every session and the access token, and changes nothing else', async () => {
    const sessions = [await signIn(), await signIn()];
    const before = await victimRow();
    const response = await manage(admin, 'logout');
    expect(response.status).toBe(200);
    expect(await envelopeOf(response)).toEqual({ success: true, message: '', data: { role: Role.Common, status: UserStatus.Enabled } });
    for (const session of sessions) expect(await selfStatus(session)).toBe(401);
    expect((await byAccessToken()).status).toBe(401);
    const after = await victimRow();
    expect(after).toEqual({ ...before, session_epoch: Number(before.session_epoch) + 1, access_token: null });
    expect(await selfStatus(await signIn())).toBe(200);
  });

  it('"sign out everywhere" follows the rank rule: an admin cannot sign out another admin or root, a common user nobody', async () => {
    const otherAdmin = await seedUser(getDb(), { username: 'admin2', role: Role.Admin });
    const victim = await signIn();
    const cases: [Session, number, number][] = [
      [admin, otherAdmin.id, 403],
      [admin, root.userId, 403],
      [victim, victimId, 403],
      [admin, 99_999, 404],
    ];
    for (const [session, id, status] of cases) expect((await manage(session, 'logout', id)).status, `${session.userId} → ${id}`).toBe(status);
    expect(await selfStatus(admin)).toBe(200);
    expect(await selfStatus(root)).toBe(200);
    expect(await selfStatus(victim)).toBe(200);
    expect((await manage(root, 'logout', otherAdmin.id)).status).toBe(200);
  });

  it(`a logout beyond ${MAX_REVOKED_SESSIONS} live revocations raises the epoch instead (every session ends); expired entries are pruned`, async () => {
    const farFuture = Math.floor(Date.now() / 1000) + 86_400;
    const live = Array.from({ length: MAX_REVOKED_SESSIONS }, (_, index) => `Live${String(index).padStart(12, '0')}:${farFuture}`).join(' ');
    await getDb().updateTable('users').set({ revoked_sessions: live }).where('id', '=', victimId).execute();
    const kept = await signIn();
    const leaving = await signIn();
    expect((await logout(leaving)).status).toBe(200);
    expect([await selfStatus(leaving), await selfStatus(kept)]).toEqual([401, 401]);
    expect(await victimRow()).toMatchObject({ session_epoch: 1, revoked_sessions: '' });

    const expired = Array.from({ length: MAX_REVOKED_SESSIONS }, (_, index) => `Dead${String(index).padStart(12, '0')}:1000`).join(' ');
    await getDb().updateTable('users').set({ revoked_sessions: expired }).where('id', '=', victimId).execute();
    const other = await signIn();
    const next = await signIn();
    expect((await logout(next)).status).toBe(200);
    expect([await selfStatus(next), await selfStatus(other)]).toEqual([401, 200]);
    const row = await victimRow();
    expect(row.session_epoch).toBe(1);
    expect(row.revoked_sessions.split(' ')).toHaveLength(1);
  });

  it('concurrent logouts of several sessions of one user each end their own session', async () => {
    const sessions = await Promise.all(Array.from({ length: 5 }, () => signIn()));
    const responses = await Promise.all(sessions.map((session) => logout(session)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    for (const session of sessions) expect(await selfStatus(session)).toBe(401);
    expect(harness.loggedErrors).toEqual([]);
  });
});
