/**
 * User roles as stored in `users.role` (new-api's values). Values are spaced so that a
 * new level could be inserted without renumbering; comparisons are always numeric.
 */
export const Role = { Guest: 0, Common: 1, Admin: 10, Root: 100 } as const;

export type RoleValue = (typeof Role)[keyof typeof Role];

export type RoleLabelKey = 'role.common' | 'role.admin' | 'role.root' | 'role.unknown';

const knownRoles: ReadonlySet<number> = new Set<number>(Object.values(Role));

/** True for any value the server stores as a role (0, 1, 10, 100). */
export function isKnownRole(role: unknown): role is RoleValue {
  return typeof role === 'number' && knownRoles.has(role);
}

/** "Admin" means role >= 10 (COM-029), so root is an admin too. */
export function isAdmin(role: number): boolean {
  return role >= Role.Admin;
}

/** "Super admin" means role >= 100 (COM-029). */
export function isRoot(role: number): boolean {
  return role >= Role.Root;
}

/** i18n key for a role label; anything but 1/10/100 shows as unknown (COM-028). */
export function roleLabelKey(role: number): RoleLabelKey {
  switch (role) {
    case Role.Common:
      return 'role.common';
    case Role.Admin:
      return 'role.admin';
    case Role.Root:
      return 'role.root';
    default:
      return 'role.unknown';
  }
}

/**
 * Whether `actorRole` may read/update/manage a user holding `targetRole`, as new-api's
 * user routes decide: the actor must outrank the target strictly; root bypasses the rule.
 */
export function canManage(actorRole: number, targetRole: number): boolean {
  if (isRoot(actorRole)) return true;
  return actorRole > targetRole;
}

/**
 * Whether `actorRole` may give a user `requestedRole` (create, edit or promote):
 * only a role strictly below the actor's own. Root is no exception (new-api's CreateUser rule):
 * nobody creates or raises another root; the only root is the one first-run setup made.
 */
export function canAssignRole(actorRole: number, requestedRole: number): boolean {
  return requestedRole < actorRole;
}
