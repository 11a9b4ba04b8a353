import { Hono } from 'hono';
import { AtomicCheckFailed, findUserById, softDeleteUser, updateUser, USER_GONE, usernameExists, writeAtomically, type UserUpdate } from '@gateway/db';
import { isRoot, messages, Role, updateSelfInput } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { endSession, startSession } from '../../middleware/session/index.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { endAllSessions } from '../../services/session-revocation.ts';
import { isUniqueViolation } from '../../services/unique-violation.ts';
import { toPublicUser } from '../../services/user-view.ts';

/**
 * The caller's own account: GET /api/user/self (API-USR-005) without password and access token;
 * PUT /api/user/self (API-USR-007) edits username and display name, or the password with the current
 * one (`original_password`); DELETE /api/user/self (API-USR-009) deletes the account (root cannot).
 *
 * A new password ends every session and the access token in the transaction that stores it (ADR 0017),
 * then the caller gets a fresh session: their other browsers are signed out, this one stays signed in.
 */
export function userSelfRoutes(services: GatewayServices) {
  const { platform, passwords, sessions } = services;
  const signedIn = requireRole(platform, Role.Common);

  return new Hono<GatewayEnv>()
    .get('/user/self', signedIn, (context) => ok(context, toPublicUser(context.get('user'))))
    .put('/user/self', signedIn, async (context) => {
      const input = await parseJsonBody(context, updateSelfInput);
      if (!input.ok) return input.response;
      const user = context.get('user');
      const { username, display_name: displayName, password, original_password: originalPassword } = input.data;
      const patch: UserUpdate = {};
      if (username !== undefined && username !== user.username) {
        if (await usernameExists(platform.db, username)) return fail(context, messages.usernameTaken, 409);
        patch.username = username;
      }
      if (displayName !== undefined) patch.display_name = displayName;
      if (password !== undefined) {
        if (originalPassword === undefined || !(await passwords.verify(originalPassword, user.password)))
          return fail(context, messages.originalPasswordWrong, 400);
        patch.password = await passwords.hash(password);
      }
      if (Object.keys(patch).length === 0) return ok(context);
      try {
        // One transaction, or one D1 batch (ADR 0037): the new password never lands without the session end.
        const updated = await writeAtomically(platform.db, async (transaction, checks) => {
          const changed = await updateUser(transaction, user.id, patch);
          if (!changed) return false;
          await checks.changed(changed, USER_GONE);
          if (patch.password !== undefined) await endAllSessions(transaction, user.id);
          return true;
        });
        if (!updated) return fail(context, messages.userNotFound, 404);
        services.userCache.forget(user.id);
      } catch (error) {
        if (error instanceof AtomicCheckFailed && error.reason === USER_GONE) return fail(context, messages.userNotFound, 404);
        // Another request took the name between the check and the write.
        if (isUniqueViolation(error)) return fail(context, messages.usernameTaken, 409);
        throw error;
      }
      if (patch.password !== undefined && context.get('authMethod') === 'session') {
        const fresh = await findUserById(platform.db, user.id);
        if (fresh !== undefined) await startSession(context, sessions, fresh, { secure: platform.config.secureCookies, nowSeconds: services.nowSeconds() });
      }
      return ok(context);
    })
    .delete('/user/self', signedIn, async (context) => {
      const user = context.get('user');
      if (isRoot(user.role)) return fail(context, messages.cannotDeleteSelfRoot, 403);
      // One transaction, or one D1 batch (ADR 0037): the account never goes without its sessions ending.
      const deleted = await writeAtomically(platform.db, async (transaction, checks) => {
        const changed = await softDeleteUser(transaction, user.id, services.nowSeconds());
        if (!changed) return false;
        await checks.changed(changed, USER_GONE);
        await endAllSessions(transaction, user.id);
        return true;
      }).catch((error: unknown) => {
        if (error instanceof AtomicCheckFailed && error.reason === USER_GONE) return false;
        throw error;
      });
      if (!deleted) return fail(context, messages.userNotFound, 404);
      services.userCache.forget(user.id);
      endSession(context, platform.config.secureCookies);
      return ok(context);
    });
}
