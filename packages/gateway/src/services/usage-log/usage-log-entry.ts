import type { NewLogEntry, QuotaDataIncrement } from '@gateway/db';
import { LogType } from '@gateway/domain';
import type { QuotaSettlement } from '../billing/quota-ledger.ts';

/**
 * One settled event for the usage-log writer: the logs row fields (new-api column names) plus the
 * counters that must commit with it. `other` is an object, serialised once when recorded.
 */
export interface UsageLogEntry {
  user_id: number;
  /** Unix seconds. */
  created_at: number;
  /** 1 top-up, 2 consume, 3 manage, 4 system, 5 error. */
  type: number;
  content?: string;
  username?: string;
  token_name?: string;
  model_name?: string;
  quota?: number;
  prompt_tokens?: number;
  completion_tokens?: number;
  use_time?: number;
  is_stream?: boolean;
  channel_id?: number;
  token_id?: number;
  group?: string;
  other?: Record<string, unknown>;
  /**
   * Settled quota to add to users.used_quota (+1 request_count), tokens.used_quota (when token_id)
   * and channels.used_quota (when channel_id). Undefined: the event touches no counter.
   */
  usedQuotaDelta?: number;
  /** A relay request's reservation settled with this entry (balances returned or overrun taken), in the same transaction as its row. */
  settlement?: QuotaSettlement;
}

/** What one entry contributes to a batch: the row to insert (or none) and its counter effects. */
export interface PreparedEntry {
  row: NewLogEntry | null;
  userId: number;
  tokenId: number;
  channelId: number;
  usedQuotaDelta: number | undefined;
  /** Added to users.quota with this entry (0: none). */
  quotaReturn: number;
  /** Added to tokens.remain_quota with this entry (0: none, or an unlimited token). */
  tokenRemainReturn: number;
  /** Consume events feed the hourly quota_data rollup. */
  rollup: QuotaDataIncrement | null;
}

const HOUR_SECONDS = 3600;
/** logs.prompt_tokens, completion_tokens and use_time are 32-bit columns (new-api's schema). */
const INT32_MAX = 2_147_483_647;

/** An upstream may report absurd token counts; the row keeps the column's limit instead of failing its batch. */
function fitInt32(value: number | undefined): number {
  return Math.min(Math.max(value ?? 0, 0), INT32_MAX);
}

function assertWhole(name: string, value: number | undefined): void {
  if (value !== undefined && !Number.isSafeInteger(value)) throw new RangeError(`usage log ${name} must be an integer, got ${value}`);
}

/**
 * Validates and shapes an entry at record time, so a bad entry is refused alone instead of failing
 * the whole batch later. `writeRow` false drops the row (LogConsumeEnabled off) but keeps counters;
 * `rollup` false (DataExportEnabled off) leaves the quota_data buckets alone.
 */
export function prepareEntry(entry: UsageLogEntry, writeRow: boolean, rollup = true): PreparedEntry {
  for (const name of [
    'user_id',
    'created_at',
    'type',
    'quota',
    'prompt_tokens',
    'completion_tokens',
    'use_time',
    'channel_id',
    'token_id',
    'usedQuotaDelta',
  ] as const) {
    assertWhole(name, entry[name]);
  }
  assertWhole('settlement.quotaReturn', entry.settlement?.quotaReturn);
  assertWhole('settlement.tokenRemainReturn', entry.settlement?.tokenRemainReturn);
  const row: NewLogEntry = {
    user_id: entry.user_id,
    created_at: entry.created_at,
    type: entry.type,
    content: entry.content ?? '',
    username: entry.username ?? '',
    token_name: entry.token_name ?? '',
    model_name: entry.model_name ?? '',
    quota: entry.quota ?? 0,
    prompt_tokens: fitInt32(entry.prompt_tokens),
    completion_tokens: fitInt32(entry.completion_tokens),
    use_time: fitInt32(entry.use_time),
    is_stream: entry.is_stream ? 1 : 0,
    channel_id: entry.channel_id ?? 0,
    token_id: entry.token_id ?? 0,
    group: entry.group ?? '',
    other: entry.other === undefined ? '' : JSON.stringify(entry.other),
  };
  const isConsume = entry.type === LogType.Consume;
  return {
    row: writeRow ? row : null,
    userId: entry.user_id,
    tokenId: entry.token_id ?? 0,
    channelId: entry.channel_id ?? 0,
    usedQuotaDelta: entry.usedQuotaDelta,
    quotaReturn: entry.settlement?.quotaReturn ?? 0,
    tokenRemainReturn: entry.settlement?.tokenRemainReturn ?? 0,
    rollup:
      isConsume && rollup
        ? {
            user_id: entry.user_id,
            username: row.username ?? '',
            model_name: row.model_name ?? '',
            created_at: entry.created_at - (entry.created_at % HOUR_SECONDS),
            count: 1,
            quota: entry.quota ?? 0,
            token_used: (entry.prompt_tokens ?? 0) + (entry.completion_tokens ?? 0),
          }
        : null,
  };
}
