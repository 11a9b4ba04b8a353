import { canDisableUser, canEnableUser, Role, userStatusLabelKey } from '@gateway/domain';
import type { ManageUserAction, PublicUser } from '@gateway/domain';

/**
 * The management actions a row offers (USR-007, 009, 010), in menu order. They follow the target's
 * state only: what the signed-in admin may do to it is the server's rule (as in new-api, the admin
 * must outrank the target, and only root promotes), and a refused action shows the server's own
 * message (USR-021).
 */
export function rowActions(user: Pick<PublicUser, 'role' | 'status' | 'deleted_at'>): ManageUserAction[] {
  // USR-007: a deleted user has no actions.
  if (userStatusLabelKey(user.status, user.deleted_at) === 'userStatus.deleted') return [];
  const actions: ManageUserAction[] = [];
  if (user.role < Role.Admin) actions.push('promote');
  if (user.role >= Role.Admin && user.role < Role.Root) actions.push('demote');
  if (canDisableUser(user.status)) actions.push('disable');
  if (canEnableUser(user.status)) actions.push('enable');
  actions.push('logout', 'delete');
  return actions;
}

/** Whether the row may be opened in the editor (deleted rows may not, USR-007). */
export function isEditable(user: Pick<PublicUser, 'status' | 'deleted_at'>): boolean {
  return userStatusLabelKey(user.status, user.deleted_at) !== 'userStatus.deleted';
}

/** Actions that take something away or end sessions are confirmed first; promote and enable are not. */
export function needsConfirmation(action: ManageUserAction): action is 'disable' | 'demote' | 'logout' | 'delete' {
  return action === 'disable' || action === 'demote' || action === 'logout' || action === 'delete';
}
