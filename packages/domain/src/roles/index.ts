export { Role, isKnownRole, isAdmin, isRoot, roleLabelKey, canManage, canAssignRole } from './role.ts';
export type { RoleValue, RoleLabelKey } from './role.ts';
