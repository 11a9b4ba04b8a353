import { Hono } from 'hono';
import { AtomicCheckFailed, findUserById, softDeleteUser, updateUser, USER_GONE, writeAtomically, type Executor, type UserRow } from '@gateway/db';
import { canManage, isAdmin, isRoot, manageUserInput, messages, Role, UserStatus, type ManageUserAction } from '@gateway/domain';
import { fail, ok, type FailureStatus } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { endAllSessions } from '../../services/session-revocation.ts';

interface ManageChange {
  role?: number;
  status?: number;
  delete?: true;
  /** End every session and the access token of the target (ADR 0017). */
  endSessions?: true;
}

type ManagePlan = { ok: true; change: ManageChange } | { ok: false; message: string; status: FailureStatus };

/**
 * What an action does to `target` when `caller` asks, or why it is refused (POST /user/manage,
 * as new-api rules it): root can never be disabled, deleted or demoted; only root promotes, and
 * only a common user; demoting a common user is refused. A role or status change ends the
 * target's sessions and access token, and `logout` ("sign out everywhere") does only that.
 */
export function planManageAction(caller: UserRow, target: UserRow, action: ManageUserAction): ManagePlan {
  switch (action) {
    case 'disable':
      if (isRoot(target.role)) return { ok: false, message: messages.cannotDisableRoot, status: 403 };
      return { ok: true, change: { status: UserStatus.Disabled, endSessions: true } };
    case 'enable':
      return { ok: true, change: { status: UserStatus.Enabled } };
    case 'delete':
      if (isRoot(target.role)) return { ok: false, message: messages.cannotDeleteRoot, status: 403 };
      return { ok: true, change: { delete: true, endSessions: true } };
    case 'promote':
      if (!isRoot(caller.role)) return { ok: false, message: messages.onlyRootCanPromote, status: 403 };
      if (isAdmin(target.role)) return { ok: false, message: messages.alreadyAdmin, status: 409 };
      return { ok: true, change: { role: Role.Admin, endSessions: true } };
    case 'demote':
      if (isRoot(target.role)) return { ok: false, message: messages.cannotDemoteRoot, status: 403 };
      if (target.role === Role.Common) return { ok: false, message: messages.cannotDemoteCommon, status: 409 };
      return { ok: true, change: { role: Role.Common, endSessions: true } };
    case 'logout':
      return { ok: true, change: { endSessions: true } };
  }
}

/**
 * Writes a planned change atomically (a transaction, or one D1 batch — ADR 0037): the row change and the end
 * of the sessions land together. False when the target is gone (deleted since the read).
 */
async function applyChange(db: Executor, targetId: number, change: ManageChange, nowSeconds: number): Promise<boolean> {
  const { delete: remove, endSessions, ...patch } = change;
  try {
    return await writeAtomically(db, async (transaction, checks) => {
      if (remove || Object.keys(patch).length > 0) {
        const applied = remove ? await softDeleteUser(transaction, targetId, nowSeconds) : await updateUser(transaction, targetId, patch);
        if (!applied) return false;
        // On D1 the answer is provisional: the batch itself confirms the row changed.
        await checks.changed(applied, USER_GONE);
      }
      if (endSessions) await endAllSessions(transaction, targetId);
      return true;
    });
  } catch (error) {
    if (error instanceof AtomicCheckFailed && error.reason === USER_GONE) return false;
    throw error;
  }
}

/**
 * POST /api/user/manage (API-USR-008), admin: answers the target's new `{role, status}`. Besides new-api's
 * five actions, `logout` signs the target out everywhere (every session, the access token).
 */
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
    if (!(await applyChange(platform.db, target.id, plan.change, services.nowSeconds()))) return fail(context, messages.userNotFound, 404);
    // Relay authentication reads status and role from its cache: the next request must see the change.
    services.userCache.forget(target.id);
    return ok(context, { role: plan.change.role ?? target.role, status: plan.change.status ?? target.status });
  });
}
