import type { TokenRow as StoredToken } from '@gateway/db';
import type { TokenRow } from '@gateway/domain';
import { toDeletedAt } from './deleted-at.ts';

/**
 * A token as the owner receives it: booleans as booleans, allow_ips never null. The key is sent
 * without 'sk-' (the console adds it), like new-api; only ever to the token's owner.
 */
export function toTokenView(row: StoredToken): TokenRow {
  return {
    id: row.id,
    user_id: row.user_id,
    key: row.key,
    status: row.status,
    name: row.name,
    created_time: row.created_time,
    accessed_time: row.accessed_time,
    expired_time: row.expired_time,
    remain_quota: row.remain_quota,
    unlimited_quota: Boolean(row.unlimited_quota),
    model_limits_enabled: Boolean(row.model_limits_enabled),
    model_limits: row.model_limits,
    allow_ips: row.allow_ips ?? '',
    used_quota: row.used_quota,
    group: row.group,
    DeletedAt: toDeletedAt(row.deleted_at),
  };
}
