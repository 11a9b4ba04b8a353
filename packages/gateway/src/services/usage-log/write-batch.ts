import { addChannelUsedQuota, addQuotaData, addTokenUsedQuota, addUserUsage, insertLogs, runAtomically, type Executor, type QuotaDataIncrement } from '@gateway/db';
import type { PreparedEntry } from './usage-log-entry.ts';

function addTo(totals: Map<number, number>, id: number, amount: number): void {
  totals.set(id, (totals.get(id) ?? 0) + amount);
}

/**
 * Writes one batch in one transaction: every log row, the summed used_quota/request_count per
 * user, token and channel, and the summed quota_data buckets. Summing first keeps the statement
 * count per batch proportional to the distinct ids, not to the entries.
 */
export async function writeBatch(executor: Executor, batch: readonly PreparedEntry[]): Promise<void> {
  const rows = batch.flatMap((entry) => (entry.row ? [entry.row] : []));
  const userQuota = new Map<number, number>();
  const userRequests = new Map<number, number>();
  const tokenQuota = new Map<number, number>();
  const channelQuota = new Map<number, number>();
  const buckets = new Map<string, QuotaDataIncrement>();
  for (const entry of batch) {
    if (entry.usedQuotaDelta !== undefined) {
      addTo(userQuota, entry.userId, entry.usedQuotaDelta);
      addTo(userRequests, entry.userId, 1);
      if (entry.tokenId > 0) addTo(tokenQuota, entry.tokenId, entry.usedQuotaDelta);
      if (entry.channelId > 0) addTo(channelQuota, entry.channelId, entry.usedQuotaDelta);
    }
    if (entry.rollup) {
      const key = JSON.stringify([entry.rollup.user_id, entry.rollup.username, entry.rollup.model_name, entry.rollup.created_at]);
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
  await runAtomically(executor, async (transaction) => {
    if (rows.length > 0) await insertLogs(transaction, rows);
    for (const [userId, quota] of userQuota) await addUserUsage(transaction, userId, quota, userRequests.get(userId) ?? 0);
    for (const [tokenId, quota] of tokenQuota) await addTokenUsedQuota(transaction, tokenId, quota);
    for (const [channelId, quota] of channelQuota) await addChannelUsedQuota(transaction, channelId, quota);
    for (const bucket of buckets.values()) await addQuotaData(transaction, bucket);
  });
}
