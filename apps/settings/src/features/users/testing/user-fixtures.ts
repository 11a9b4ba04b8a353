import type { PublicUser } from '@gateway/domain';

/** A user row as GET /api/user/ answers it; tests override what they exercise. */
export function userRow(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    username: 'alice',
    display_name: 'Alice',
    role: 1,
    status: 1,
    email: 'alice@example.com',
    group: 'default',
    quota: 1234567,
    used_quota: 250000,
    request_count: 12,
    aff_code: 'Ab12',
    aff_count: 0,
    aff_quota: 0,
    aff_history_quota: 0,
    inviter_id: 0,
    github_id: '',
    oidc_id: '',
    wechat_id: '',
    telegram_id: '',
    linux_do_id: '',
    setting: '',
    deleted_at: null,
    ...overrides,
  };
}
