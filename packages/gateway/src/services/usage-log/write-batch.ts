import { applyUsageBatch, type Executor, type QuotaDataIncrement, type UsageBatchOutcome } from '@gateway/db';
import type { PreparedEntry } from './usage-log-entry.ts';

interface UserChange {
  quotaReturn: number;
  usedQuota: number;
  requests: number;
}

interface TokenChange {
  remainReturn: number;
  usedQuota: number;
}

/** Sums the batch per user, token, channel and quota_data bucket. */
function summarise(batch: readonly PreparedEntry[]) {
  const users = new Map<number, UserChange>();
  const tokens = new Map<number, TokenChange>();
  const channels = new Map<number, number>();
  const buckets = new Map<string, QuotaDataIncrement>();
  for (const entry of batch) {
    const used = entry.usedQuotaDelta ?? 0;
    const counted = entry.usedQuotaDelta !== undefined;
    if (counted || entry.quotaReturn !== 0) {
      const user = users.get(entry.userId) ?? { quotaReturn: 0, usedQuota: 0, requests: 0 };
      user.quotaReturn += entry.quotaReturn;
      user.usedQuota += used;
      if (counted) user.requests += 1;
      users.set(entry.userId, user);
    }
    if (entry.tokenId > 0 && (counted || entry.tokenRemainReturn !== 0)) {
      const token = tokens.get(entry.tokenId) ?? { remainReturn: 0, usedQuota: 0 };
      token.remainReturn += entry.tokenRemainReturn;
      token.usedQuota += used;
      tokens.set(entry.tokenId, token);
    }
    if (counted && entry.channelId > 0) channels.set(entry.channelId, (channels.get(entry.channelId) ?? 0) + used);
    if (entry.rollup) {
      const key = `${entry.rollup.user_id}\u0000${entry.rollup.username}\u0000${entry.rollup.model_name}\u0000${entry.rollup.created_at}`;
      const bucket = buckets.get(key);
      if (bucket) {
        bucket.count += entry.rollup.count;
        bucket.quota += entry.rollup.quota;
        bucket.token_used += entry.rollup.token_used;
      } else {
        buckets.set(key, { ...entry.rollup });
      }
    }
  }
  return { users, tokens, channels, buckets: [...buckets.values()] };
}

/**
 * Writes one batch in one transaction: every log row, the settlement of each request's reservation
 * with its used_quota/request_count (one UPDATE per distinct user and token), channel used_quota and
 * the quota_data buckets. Summing first keeps the statement count proportional to the distinct ids,
 * not to the entries; a row and the balance change it explains commit together or not at all. The batch's
 * `id` makes it apply at most once however often it is tried (ADR 0050).
 */
export function writeBatch(executor: Executor, batch: readonly PreparedEntry[], id: string): Promise<UsageBatchOutcome> {
  const rows = batch.flatMap((entry) => (entry.row ? [entry.row] : []));
  return applyUsageBatch(executor, { rows, ...summarise(batch) }, id);
}
