import { Hono } from 'hono';
import { z } from 'zod';
import {
  AtomicCheckFailed,
  findUserById,
  insertLog,
  listUsers,
  searchUsers,
  updateUser,
  USER_GONE,
  usernameExists,
  writeAtomically,
  type UserUpdate,
} from '@gateway/db';
import {
  canAssignRole,
  canManage,
  createUserInput,
  logMessage,
  LogType,
  messages,
  pageQuerySchema,
  Role,
  toOffset,
  toPage,
  updateUserInput,
} from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody, parseQuery } from '../../http/parse-input.ts';
import { idParam } from '../../http/id-param.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import { createAccount } from '../../services/accounts.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { groupNames } from '../../services/groups.ts';
import { endAllSessions } from '../../services/session-revocation.ts';
import { describeQuota } from '../../services/quota-text.ts';
import { composeLogContent } from '../../services/log-content/index.ts';
import { isUniqueViolation } from '../../services/unique-violation.ts';
import { toAdminUserView } from '../../services/user-view.ts';

const searchQuery = z.object({
  keyword: z.string().trim().max(64, { error: 'must be at most 64 characters' }).optional(),
  group: z.string().trim().max(64, { error: 'must be at most 64 characters' }).optional(),
});

/**
 * Admin user management (API-USR-001…004, 006). Paging follows new-api's rule (pageQuerySchema:
 * 1-based `p`, below 1 is the first page). Lists include soft-deleted users (with `DeletedAt` and
 * `deleted_at` set) so the console can show them as deleted. Reads and edits follow the
 * new-api's rank rule: the caller must outrank the target, root excepted (`canManage`).
 */
export function userAdminRoutes(services: GatewayServices) {
  const { platform, options, passwords } = services;
  const adminOnly = requireRole(platform, Role.Admin);

  return new Hono<GatewayEnv>()
    .get('/user', adminOnly, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const result = await listUsers(platform.db, { offset: toOffset(page.data), limit: page.data.page_size });
      return ok(context, toPage(result.items.map(toAdminUserView), result.total, page.data));
    })
    .get('/user/search', adminOnly, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const search = parseQuery(context, searchQuery);
      if (!search.ok) return search.response;
      const result = await searchUsers(platform.db, {
        ...search.data,
        offset: toOffset(page.data),
        limit: page.data.page_size,
      });
      return ok(context, toPage(result.items.map(toAdminUserView), result.total, page.data));
    })
    .get('/user/:id{[0-9]+}', adminOnly, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.userNotFound, 404);
      const target = await findUserById(platform.db, params.data.id);
      if (!target) return fail(context, messages.userNotFound, 404);
      if (!canManage(context.get('user').role, target.role)) return fail(context, messages.cannotReadSameOrHigher, 403);
      return ok(context, toAdminUserView(target));
    })
    .post('/user', adminOnly, async (context) => {
      const input = await parseJsonBody(context, createUserInput);
      if (!input.ok) return input.response;
      const role = input.data.role ?? Role.Common;
      if (!canAssignRole(context.get('user').role, role)) return fail(context, messages.cannotCreateSameOrHigher, 403);
      const passwordHash = await passwords.hash(input.data.password);
      const displayName = input.data.display_name || input.data.username;
      const result = await createAccount(
        platform.db,
        { username: input.data.username, passwordHash, displayName, role },
        { newUser: options.getNumber('QuotaForNewUser'), invitee: 0, inviter: 0 },
        { nowSeconds: services.nowSeconds(), describeQuota: (quota) => describeQuota(quota, options) },
      );
      if (!result.ok) return fail(context, messages.usernameTaken, 409);
      return ok(context);
    })
    .put('/user', adminOnly, async (context) => {
      const input = await parseJsonBody(context, updateUserInput);
      if (!input.ok) return input.response;
      const caller = context.get('user');
      const edit = input.data;
      const target = await findUserById(platform.db, edit.id);
      if (!target) return fail(context, messages.userNotFound, 404);
      if (!canManage(caller.role, target.role)) return fail(context, messages.cannotManageSameOrHigher, 403);
      // The role itself changes through POST /api/user/manage; here it is only checked, like new-api. The
      // console sends the target's current role back, so an unchanged one passes (root editing root's name).
      if (edit.role !== undefined && edit.role !== target.role && !canAssignRole(caller.role, edit.role)) {
        return fail(context, messages.cannotRaiseToOwnLevel, 403);
      }
      if (!groupNames(options).includes(edit.group)) return fail(context, `group: unknown group ${edit.group}`, 400);
      if (edit.username !== target.username && (await usernameExists(platform.db, edit.username))) {
        return fail(context, messages.usernameTaken, 409);
      }

      const patch: UserUpdate = { username: edit.username, display_name: edit.display_name, group: edit.group, quota: edit.quota };
      if (edit.password !== undefined) patch.password = await passwords.hash(edit.password);
      try {
        // Write-only, so one D1 batch too (ADR 0037): the edit, the session end and the log row land together.
        const updated = await writeAtomically(platform.db, async (transaction, checks) => {
          const changed = await updateUser(transaction, target.id, patch);
          if (!changed) return false;
          await checks.changed(changed, USER_GONE);
          // A new password ends every session and the access token issued under the old one (ADR 0017).
          if (patch.password !== undefined) await endAllSessions(transaction, target.id);
          if (edit.quota !== target.quota) {
            const change = logMessage('adminQuotaChange', { fromQuota: target.quota, toQuota: edit.quota });
            const { content, other } = composeLogContent([change], (quota) => describeQuota(quota, options));
            await insertLog(transaction, {
              user_id: target.id,
              username: edit.username,
              created_at: services.nowSeconds(),
              type: LogType.Manage,
              content,
              other: JSON.stringify(other),
            });
          }
          return true;
        });
        if (!updated) return fail(context, messages.userNotFound, 404);
        services.userCache.forget(target.id);
        // A new balance may end a dip below the warning threshold, or start one.
        if (edit.quota !== target.quota) platform.waitUntil(services.quotaWarnings.observe([target.id]));
      } catch (error) {
        if (error instanceof AtomicCheckFailed && error.reason === USER_GONE) return fail(context, messages.userNotFound, 404);
        // Another request took the name between the check and the write.
        if (isUniqueViolation(error)) return fail(context, messages.usernameTaken, 409);
        throw error;
      }
      return ok(context);
    });
}
