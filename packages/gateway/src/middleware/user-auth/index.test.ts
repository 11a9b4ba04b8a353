import { Hono } from 'hono';
import { beforeEach, expect, it } from 'vitest';
import { insertUser, type UserRow } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { hashAccessToken, messages, Role, UserStatus } from '@gateway/domain';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import type { Platform } from '../../platform/platform.ts';
import type { SessionClaims } from '../session/session-token.ts';
import { requireRole, USER_ID_HEADER } from './index.ts';

const sessionOf = (userId: number, overrides: Partial<SessionClaims> = {}): SessionClaims => ({
  userId,
  issuedAt: 1_800_000_000,
  epoch: 0,
  sessionId: 'AbCdEfGhIjKlMn-_',
  ...overrides,
});

describeEachDialect('requireRole', (getDb) => {
  let app: Hono<GatewayEnv>;
  let session: SessionClaims | null;

  async function seed(username: string, role: number, status: number = UserStatus.Enabled): Promise<number> {
    // Stored as its hash, as GET /api/user/token stores it (API-USR-013).
    return insertUser(getDb(), { username, password: 'x', role, status, access_token: await hashAccessToken(`${username}-token-0123456789`) });
  }

  beforeEach(async () => {
    await clearAllTables(getDb());
    session = null;
    const platform = { db: getDb() } as unknown as Platform;
    app = new Hono<GatewayEnv>();
    app.use('*', async (context, next) => {
      context.set('session', session);
      await next();
    });
    app.get('/admin', requireRole(platform, Role.Admin), (context) => {
      const user: UserRow = context.get('user');
      return context.json({ id: user.id, method: context.get('authMethod') });
    });
  });

  const call = (headers: Record<string, string>) => app.request('/admin', { headers });

  it('lets an enabled admin in through the session and exposes the fresh row', async () => {
    const id = await seed('boss', Role.Admin);
    session = sessionOf(id);
    const response = await call({ [USER_ID_HEADER]: String(id) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, method: 'session' });
  });

  it('ADR 0017: a session whose epoch the row has moved past, or whose id the row lists as revoked, is no session', async () => {
    const id = await seed('boss', Role.Admin);
    await getDb().updateTable('users').set({ session_epoch: 2, revoked_sessions: 'RevokedRevoked00:1900000000' }).where('id', '=', id).execute();
    const cases: [Partial<SessionClaims>, number][] = [
      [{ epoch: 2 }, 200],
      [{ epoch: 1 }, 401],
      [{ epoch: 3 }, 401],
      [{ epoch: 2, sessionId: 'RevokedRevoked00' }, 401],
    ];
    for (const [claims, expected] of cases) {
      session = sessionOf(id, claims);
      const response = await call({ [USER_ID_HEADER]: String(id) });
      expect(response.status, JSON.stringify(claims)).toBe(expected);
      if (expected === 401) expect(await response.json()).toEqual({ success: false, message: messages.notLoggedIn });
    }
  });

  it('lets an admin in through the access token', async () => {
    const id = await seed('bot', Role.Root);
    const response = await call({ Authorization: 'Bearer bot-token-0123456789', [USER_ID_HEADER]: String(id) });
    expect(await response.json()).toEqual({ id, method: 'access_token' });
  });

  it.each([
    ['a common user', Role.Common, UserStatus.Enabled, 403, messages.insufficientPermission],
    ['a banned admin', Role.Admin, UserStatus.Disabled, 403, messages.userBanned],
    ['an unknown role', 7, UserStatus.Enabled, 403, messages.userInfoInvalid],
  ])('refuses %s', async (_label, role, status, expectedStatus, message) => {
    const id = await seed('someone', role, status);
    session = sessionOf(id);
    const response = await call({ [USER_ID_HEADER]: String(id) });
    expect(response.status).toBe(expectedStatus);
    expect(await response.json()).toEqual({ success: false, message });
  });

  it('answers 401 without credentials, for an unknown token and for a header naming someone else', async () => {
    const id = await seed('boss', Role.Admin);
    expect((await call({ [USER_ID_HEADER]: String(id) })).status).toBe(401);
    expect(await (await call({ Authorization: 'nope', [USER_ID_HEADER]: String(id) })).json()).toEqual({
      success: false,
      message: messages.accessTokenInvalid,
    });
    session = sessionOf(id);
    expect(await (await call({ [USER_ID_HEADER]: String(id + 1) })).json()).toEqual({ success: false, message: messages.newApiUserMismatch });
  });
});
