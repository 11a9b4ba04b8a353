import type { UserRow } from '@gateway/db';
import type { PublicUser, SessionUser } from '@gateway/domain';
import { toDeletedAt } from './deleted-at.ts';

/**
 * A user as the API shows it (API-USR-023): every column except the password hash and the
 * system access token, which never leave the server in a read. `aff_history` keeps
 * new-api's JSON name `aff_history_quota`; the soft delete goes out under both names (new-api's
 * `DeletedAt`, the console's `deleted_at`).
 */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    username: user.username,
    display_name: user.display_name,
    role: user.role,
    status: user.status,
    email: user.email,
    group: user.group,
    quota: user.quota,
    used_quota: user.used_quota,
    request_count: user.request_count,
    aff_code: user.aff_code ?? '',
    aff_count: user.aff_count,
    aff_quota: user.aff_quota,
    aff_history_quota: user.aff_history,
    inviter_id: user.inviter_id,
    github_id: user.github_id,
    oidc_id: user.oidc_id,
    wechat_id: user.wechat_id,
    telegram_id: user.telegram_id,
    linux_do_id: user.linux_do_id,
    setting: user.setting,
    deleted_at: user.deleted_at,
    DeletedAt: toDeletedAt(user.deleted_at),
  };
}

/** `users.setting` without the webhook secret: an administrator reading a user has no use for the user's credential. */
function settingWithoutSecret(setting: string): string {
  try {
    const parsed: unknown = JSON.parse(setting);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || !('webhook_secret' in parsed)) return setting;
    const { webhook_secret: _secret, ...rest } = parsed as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return setting;
  }
}

/** A user as an administrator reads it (lists, search, GET /api/user/:id): the public view minus the webhook secret. */
export function toAdminUserView(user: UserRow): PublicUser {
  return { ...toPublicUser(user), setting: settingWithoutSecret(user.setting) };
}

/** What a successful login returns and the console stores as the local user (COM-036). */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    username: user.username,
    display_name: user.display_name,
    role: user.role,
    status: user.status,
    group: user.group,
  };
}
