import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Executor } from '../database.ts';
import { withoutNul } from '../dialects/text-without-nul-plugin.ts';
import type { LogRow, NewLog } from '../rows.ts';
import {
  assertLogPageRequest,
  countWindow,
  listTimeFilters,
  pageRows,
  seekBelow,
  whereTimeUnindexed,
  type LogPage,
  type LogPageRequest,
} from './log-page-window.ts';
import { affectedRows, assertInteger, chunkRows } from './query-helpers.ts';
import { insertReturningId } from './dialect-paths.ts';

/** A log row to write; ids are assigned by the database. */
export type NewLogEntry = Omit<NewLog, 'id'>;

// Every column except id, with the schema defaults. Batched rows are widened to this full shape
// because SQLite has no DEFAULT keyword in multi-row VALUES (Kysely would bind NULL for a gap).
const LOG_DEFAULTS = {
  content: '',
  username: '',
  token_name: '',
  model_name: '',
  quota: 0,
  prompt_tokens: 0,
  completion_tokens: 0,
  use_time: 0,
  is_stream: 0 as number | boolean,
  channel_id: 0,
  token_id: 0,
  group: '',
  other: '',
};

/** A log row with every column set (schema defaults filled in), validated; for batched inserts. */
export function fullLogRow(row: NewLogEntry) {
  assertInteger('user_id', row.user_id);
  assertInteger('created_at', row.created_at);
  assertInteger('type', row.type);
  const full: NewLogEntry = { user_id: row.user_id, created_at: row.created_at, type: row.type, ...LOG_DEFAULTS };
  for (const column of Object.keys(LOG_DEFAULTS) as Array<keyof typeof LOG_DEFAULTS>) {
    const value = row[column];
    // withoutNul: the SQLite fast path binds these rows without the Kysely plugin that does it elsewhere.
    if (value !== undefined && value !== null) (full as Record<string, unknown>)[column] = typeof value === 'string' ? withoutNul(value) : value;
  }
  if (typeof full.quota === 'number') assertInteger('quota', full.quota);
  return full;
}

/** Writes one log row and returns its id. */
export async function insertLog(executor: Executor, row: NewLogEntry): Promise<number> {
  return insertReturningId(executor, executor.insertInto('logs').values(fullLogRow(row)));
}

/**
 * Writes many log rows (the group-commit path). All rows are validated before the first write;
 * large batches take several statements, so pass a transaction to make them land together.
 */
export async function insertLogs(executor: Executor, rows: readonly NewLogEntry[]): Promise<void> {
  const fullRows = rows.map(fullLogRow);
  for (const chunk of chunkRows(fullRows)) {
    await executor.insertInto('logs').values(chunk).execute();
  }
}

/** The usage-log filters of GET /api/log (type, user, token, model, time range, channel, group); empty strings and undefined mean "any". */
export interface LogFilters {
  /** 1 top-up, 2 consume, 3 manage, 4 system, 5 error; 0 = all. */
  type?: number;
  userId?: number;
  username?: string;
  tokenName?: string;
  modelName?: string;
  /** Inclusive lower bound on created_at (unix seconds). */
  startTimestamp?: number;
  /** Inclusive upper bound on created_at (unix seconds). */
  endTimestamp?: number;
  channelId?: number;
  group?: string;
  /** Error logs (type 5) whose other.status_code is one of these; ignored for other types. */
  statusCodes?: readonly number[];
}

const ERROR_LOG_TYPE = 5;
const CONSUME_LOG_TYPE = 2;

// `other` is JSON text written by JSON.stringify (no spaces), so a status code is found with LIKE:
// the same on SQLite, PostgreSQL and D1, and safe for rows whose `other` is not JSON at all.
function statusCodePatterns(code: number): string[] {
  return [`%"status_code":${code},%`, `%"status_code":${code}}%`, `%"status_code":"${code}"%`];
}

export function applyLogFilters<O>(query: SelectQueryBuilder<Database, 'logs', O>, filters: LogFilters): SelectQueryBuilder<Database, 'logs', O> {
  let filtered = query;
  if (filters.type !== undefined && filters.type !== 0) filtered = filtered.where('logs.type', '=', filters.type);
  if (filters.userId !== undefined) filtered = filtered.where('logs.user_id', '=', filters.userId);
  if (filters.username) filtered = filtered.where('logs.username', '=', filters.username);
  if (filters.tokenName) filtered = filtered.where('logs.token_name', '=', filters.tokenName);
  if (filters.modelName) filtered = filtered.where('logs.model_name', '=', filters.modelName);
  if (filters.startTimestamp !== undefined) filtered = filtered.where('logs.created_at', '>=', filters.startTimestamp);
  if (filters.endTimestamp !== undefined) filtered = filtered.where('logs.created_at', '<=', filters.endTimestamp);
  if (filters.channelId !== undefined) filtered = filtered.where('logs.channel_id', '=', filters.channelId);
  if (filters.group) filtered = filtered.where('logs.group', '=', filters.group);
  const codes = filters.statusCodes ?? [];
  if (filters.type === ERROR_LOG_TYPE && codes.length > 0) {
    for (const code of codes) assertInteger('status code', code);
    filtered = filtered.where((eb) => eb.or(codes.flatMap((code) => statusCodePatterns(code).map((pattern) => eb('logs.other', 'like', pattern)))));
  }
  return filtered;
}

/** The rows of one list page before LIMIT: filters (a recent range unindexed) and the keyset seek. */
function listRows(executor: Executor, filters: LogFilters, page: LogPageRequest) {
  const { indexed, start, end } = listTimeFilters(filters, page);
  return whereTimeUnindexed(seekBelow(applyLogFilters(executor.selectFrom('logs'), indexed), page), start, end);
}

/**
 * Logs matching `filters`, newest first, with the total counted up to a lookahead (ADR 0042): offset
 * paging for `p`, or a keyset seek with `page.beforeId`.
 */
export async function listLogs(executor: Executor, filters: LogFilters, page: LogPageRequest): Promise<LogPage<LogRow>> {
  assertLogPageRequest(page);
  const [items, count] = await Promise.all([
    pageRows(listRows(executor, filters, page).selectAll().orderBy('id', 'desc'), page).execute(),
    countWindow(executor, applyLogFilters(executor.selectFrom('logs'), filters), page),
  ]);
  return { items, ...count };
}

/** A log row with the name of its channel ('' when the channel is gone or none was used). */
export type LogWithChannelName = LogRow & { channel_name: string };

/** Like {@link listLogs}, with `channel_name` joined from channels (GET /api/log/). */
export async function listLogsWithChannelName(executor: Executor, filters: LogFilters, page: LogPageRequest): Promise<LogPage<LogWithChannelName>> {
  assertLogPageRequest(page);
  const rows = listRows(executor, filters, page).leftJoin('channels', 'channels.id', 'logs.channel_id');
  const [items, count] = await Promise.all([
    pageRows(rows.selectAll('logs').select('channels.name as channel_name').orderBy('logs.id', 'desc'), page).execute(),
    countWindow(executor, applyLogFilters(executor.selectFrom('logs'), filters), page),
  ]);
  return { items: items.map((row) => ({ ...row, channel_name: row.channel_name ?? '' })), ...count };
}

/** Sum of `quota` over the consume logs matching `filters` (the type filter is forced to consume). */
export async function sumConsumeQuota(executor: Executor, filters: LogFilters): Promise<number> {
  return (await consumeTotals(executor, filters)).quota;
}

/** Quota and token (prompt + completion) sums over the consume logs matching `filters`. */
export async function consumeTotals(executor: Executor, filters: LogFilters): Promise<{ quota: number; tokens: number }> {
  const filtered = applyLogFilters(executor.selectFrom('logs'), { ...filters, type: CONSUME_LOG_TYPE, statusCodes: [] });
  const row = await filtered
    .select([
      sql<number | string | null>`coalesce(sum(logs.quota), 0)`.as('quota'),
      sql<number | string | null>`coalesce(sum(logs.prompt_tokens + logs.completion_tokens), 0)`.as('tokens'),
    ])
    .executeTakeFirstOrThrow();
  return { quota: Number(row.quota ?? 0), tokens: Number(row.tokens ?? 0) };
}

/**
 * Count and token sum (prompt + completion) of the consume logs matching `filters` (type forced to
 * consume): with `startTimestamp` = now − 60 these are the rpm/tpm figures.
 */
export async function consumeActivity(executor: Executor, filters: LogFilters): Promise<{ requests: number; tokens: number }> {
  const filtered = applyLogFilters(executor.selectFrom('logs'), { ...filters, type: CONSUME_LOG_TYPE, statusCodes: [] });
  const row = await filtered
    .select((eb) => [
      eb.fn.countAll<number | string>().as('requests'),
      sql<number | string | null>`coalesce(sum(logs.prompt_tokens + logs.completion_tokens), 0)`.as('tokens'),
    ])
    .executeTakeFirstOrThrow();
  return { requests: Number(row.requests), tokens: Number(row.tokens ?? 0) };
}

/** Deletes every log created before `targetTimestamp` (unix seconds); returns how many. */
export async function deleteLogsBefore(executor: Executor, targetTimestamp: number): Promise<number> {
  assertInteger('target timestamp', targetTimestamp);
  const result = await executor.deleteFrom('logs').where('created_at', '<', targetTimestamp).executeTakeFirst();
  return affectedRows(result.numDeletedRows);
}
