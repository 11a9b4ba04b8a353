import type { Context, MiddlewareHandler } from 'hono';
import { findUserByAccessToken, findUserById, type UserRow } from '@gateway/db';
import { hashAccessToken, isKnownRole, messages, UserStatus } from '@gateway/domain';
import { fail } from '../../http/envelope.ts';
import type { AuthMethod, GatewayEnv } from '../../http/gateway-env.ts';
import type { Platform } from '../../platform/platform.ts';
import { isSessionCurrent } from '../../services/session-revocation.ts';

/** Header the console sends with the signed-in user's id on every management call (COM-009). */
export const USER_ID_HEADER = 'New-Api-User';

const USER_ID_FORMAT = /^[0-9]{1,15}$/;

function isLive(user: UserRow | undefined | null): user is UserRow {
  return user !== undefined && user !== null && user.deleted_at === null;
}

/**
 * Management-route guard, as new-api authenticates /api routes: the caller is the user of the session cookie or of
 * the system access token in `Authorization` (a leading "Bearer " is stripped); the
 * `New-Api-User` header must name that same user. Unlike new-api, the user is loaded
 * from the database on every request, so a ban or demotion applies to existing sessions at once,
 * and a session whose epoch or id the row has revoked (logout, password or role change, ADR 0017)
 * counts as no session. No cache sits in between: a revocation holds on every instance at once.
 * 401 when unauthenticated, 403 when banned or below `minimumRole`.
 */
export function requireRole(platform: Platform, minimumRole: number): MiddlewareHandler<GatewayEnv> {
  return async (context, next) => {
    let user: UserRow | null = null;
    let method: AuthMethod = 'session';
    const session = context.get('session');
    if (session !== null) {
      const candidate = await findUserById(platform.db, session.userId);
      if (isLive(candidate) && isSessionCurrent(candidate, session)) user = candidate;
    }
    if (!user) {
      const authorization = (context.req.header('Authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
      if (authorization === '') return fail(context, messages.notLoggedIn, 401);
      // Only the token's SHA-256 is stored (API-USR-013).
      const candidate = await findUserByAccessToken(platform.db, await hashAccessToken(authorization));
      if (!isLive(candidate)) return fail(context, messages.accessTokenInvalid, 401);
      user = candidate;
      method = 'access_token';
    }

    const claimedId = context.req.header(USER_ID_HEADER);
    if (claimedId === undefined || claimedId.trim() === '') return fail(context, messages.newApiUserMissing, 401);
    if (!USER_ID_FORMAT.test(claimedId.trim())) return fail(context, messages.newApiUserFormat, 401);
    if (Number(claimedId.trim()) !== user.id) return fail(context, messages.newApiUserMismatch, 401);

    if (user.status !== UserStatus.Enabled) return fail(context, messages.userBanned, 403);
    if (!isKnownRole(user.role) || user.username === '') return fail(context, messages.userInfoInvalid, 403);
    if (user.role < minimumRole) return fail(context, messages.insufficientPermission, 403);

    context.set('user', user);
    context.set('authMethod', method);
    await next();
  };
}

/**
 * The signed-in user of the session cookie when there is a live, current session of an enabled user
 * with a known role, else null (reference `TryUserAuth`, used by public routes that answer visitors
 * too, such as GET /api/pricing). Never refuses and never reads an access token.
 */
export async function findSessionUser(platform: Platform, context: Context<GatewayEnv>): Promise<UserRow | null> {
  const session = context.get('session');
  if (session === null) return null;
  const user = await findUserById(platform.db, session.userId);
  if (!isLive(user) || !isSessionCurrent(user, session)) return null;
  return user.status === UserStatus.Enabled && isKnownRole(user.role) ? user : null;
}
