import { Hono } from 'hono';
import { findUserByLogin } from '@gateway/db';
import { isAdmin, loginInput, messages, UserStatus } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { checkTurnstile } from '../../http/turnstile-guard.ts';
import { credentialRoute } from '../../middleware/credential-guard/index.ts';
import { endSession, startSession } from '../../middleware/session/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { revokeSession } from '../../services/session-revocation.ts';
import { toSessionUser } from '../../services/user-view.ts';

/**
 * POST /api/user/login (API-USR-017) and GET /api/user/logout (API-USR-022). Logout ends the session
 * on the server too (ADR 0017): a copy of the cookie taken before logout no longer signs anyone in,
 * while the user's sessions in other browsers stay.
 *
 * A wrong password, an unknown name and a banned user all get the same message, so the answer
 * does not reveal which accounts exist. It is a 400, not a 401: the console treats 401 as "your
 * session expired" and would redirect away from the login form instead of showing the message.
 */
export function loginRoutes(services: GatewayServices) {
  const { platform, options, passwords, sessions } = services;

  return new Hono<GatewayEnv>()
    .post('/user/login', credentialRoute(platform, options), async (context) => {
      if (!options.getBoolean('PasswordLoginEnabled')) return fail(context, messages.passwordLoginDisabled, 403);
      const refusal = await checkTurnstile(context, services);
      if (refusal) return refusal;
      const input = await parseJsonBody(context, loginInput);
      if (!input.ok) return input.response;

      const user = await findUserByLogin(platform.db, input.data.username);
      if (!user) {
        await passwords.verifyNothing(input.data.password);
        return fail(context, messages.loginFailed, 400);
      }
      const passwordMatches = await passwords.verify(input.data.password, user.password);
      if (!passwordMatches || user.status !== UserStatus.Enabled) return fail(context, messages.loginFailed, 400);
      if (options.getBoolean('AdminOnlyLoginEnabled') && !isAdmin(user.role)) return fail(context, messages.adminOnlyLogin, 403);

      await startSession(context, sessions, user, { secure: platform.config.secureCookies, nowSeconds: services.nowSeconds() });
      return ok(context, toSessionUser(user));
    })
    .get('/user/logout', async (context) => {
      const current = context.get('session');
      if (current !== null) await revokeSession(platform.db, current, services.nowSeconds());
      endSession(context, platform.config.secureCookies);
      return ok(context);
    });
}
