import type { ManageUserInput, ManageUserResult, Page, PublicUser } from '@gateway/domain';

/**
 * A cached page after a manage action: the row adopts the role and status the server answered
 * (USR-011), and a deleted row is marked deleted at `now` (USR-012). Other rows, and values that
 * are not pages (a user detail under the same root), are left as they are.
 */
export function applyManageResult(page: unknown, input: ManageUserInput, result: ManageUserResult | undefined, now: Date): Page<PublicUser> | undefined {
  if (typeof page !== 'object' || page === null || !Array.isArray((page as Page<PublicUser>).items)) return page as Page<PublicUser> | undefined;
  const current = page as Page<PublicUser>;
  if (!current.items.some((user) => user.id === input.id)) return current;
  const items = current.items.map((user) => {
    if (user.id !== input.id) return user;
    const next: PublicUser = { ...user };
    if (typeof result?.role === 'number') next.role = result.role;
    if (typeof result?.status === 'number') next.status = result.status;
    if (input.action === 'delete') next.deleted_at = Math.floor(now.getTime() / 1000);
    return next;
  });
  return { ...current, items };
}
