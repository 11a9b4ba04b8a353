import { Hono } from 'hono';
import { findUserById, softDeleteUser, updateUser, type UserRow } from '@gateway/db';
import { canManage, isAdmin, isRoot, manageUserInput, messages, Role, UserStatus, type ManageUserAction } from '@gateway/domain';
import { fail, ok, type FailureStatus } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';

type ManagePlan =
  | { ok: true; change: { role?: number; status?: number; delete?: true } }
  | { ok: false; message: string; status: FailureStatus };

/**
 * What an action does to `target` when `caller` asks, or why it is refused (reference §1.1
 * POST /user/manage): root can never be disabled, deleted or demoted; only root promotes, and
 * only a common user; demoting a common user is refused.
 */
export function planManageAction(caller: UserRow, target: UserRow, action: ManageUserAction): ManagePlan {
  switch (action) {
    case 'disable':
      if (isRoot(target.role)) return { ok: false, message: messages.cannotDisableRoot, status: 403 };
      return { ok: true, change: { status: UserStatus.Disabled } };
    case 'enable':
      return { ok: true, change: { status: UserStatus.Enabled } };
    case 'delete':
      if (isRoot(target.role)) return { ok: false, message: messages.cannotDeleteRoot, status: 403 };
      return { ok: true, change: { delete: true } };
    case 'promote':
      if (!isRoot(caller.role)) return { ok: false, message: messages.onlyRootCanPromote, status: 403 };
      if (isAdmin(target.role)) return { ok: false, message: messages.alreadyAdmin, status: 409 };
      return { ok: true, change: { role: Role.Admin } };
    case 'demote':
      if (isRoot(target.role)) return { ok: false, message: messages.cannotDemoteRoot, status: 403 };
      if (target.role === Role.Common) return { ok: false, message: messages.cannotDemoteCommon, status: 409 };
      return { ok: true, change: { role: Role.Common } };
  }
}

/** POST /api/user/manage (API-USR-008), admin: answers the target's new `{role, status}`. */
export function userManageRoutes(services: GatewayServices) {
  const { platform } = services;
  return new Hono<GatewayEnv>().post('/user/manage', requireRole(platform, Role.Admin), async (context) => {
    const input = await parseJsonBody(context, manageUserInput);
    if (!input.ok) return input.response;
    const caller = context.get('user');
    const target = await findUserById(platform.db, input.data.id);
    if (!target) return fail(context, messages.userNotFound, 404);
    if (!canManage(caller.role, target.role)) return fail(context, messages.cannotManageSameOrHigher, 403);

    const plan = planManageAction(caller, target, input.data.action);
    if (!plan.ok) return fail(context, plan.message, plan.status);
    const { delete: remove, ...patch } = plan.change;
    const applied = remove
      ? await softDeleteUser(platform.db, target.id, services.nowSeconds())
      : await updateUser(platform.db, target.id, patch);
    if (!applied) return fail(context, messages.userNotFound, 404);
    return ok(context, { role: patch.role ?? target.role, status: patch.status ?? target.status });
  });
}
