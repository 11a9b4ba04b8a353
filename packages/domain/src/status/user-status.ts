/** `users.status` (new-api's values). */
export const UserStatus = { Enabled: 1, Disabled: 2 } as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];

export type UserStatusLabelKey = 'userStatus.enabled' | 'userStatus.disabled' | 'userStatus.deleted' | 'userStatus.unknown';

/**
 * A status the console receives but never offers "enable" for (3; USR-010). new-api
 * never writes it; older forks used it for "deleted", so it is kept out of the actions.
 */
export const USER_STATUS_ENABLE_BLOCKED = 3;

/**
 * Label for a user row: a soft-deleted user shows as deleted whatever its status (USR-007),
 * then 1 active, 2 banned, anything else unknown (USR-006).
 */
export function userStatusLabelKey(status: number, deletedAt?: string | number | null): UserStatusLabelKey {
  if (deletedAt !== undefined && deletedAt !== null && deletedAt !== '' && deletedAt !== 0) return 'userStatus.deleted';
  if (status === UserStatus.Enabled) return 'userStatus.enabled';
  if (status === UserStatus.Disabled) return 'userStatus.disabled';
  return 'userStatus.unknown';
}

/** Enable is offered for a user who is not active, except for status 3 (USR-010). */
export function canEnableUser(status: number): boolean {
  return status !== UserStatus.Enabled && status !== USER_STATUS_ENABLE_BLOCKED;
}

/** Disable is offered only for an active user. */
export function canDisableUser(status: number): boolean {
  return status === UserStatus.Enabled;
}
