import type { Executor } from '../database.ts';
import type { LogRow, NewLog } from '../rows.ts';
import { assertInteger, assertPageRequest, chunkRows } from './query-helpers.ts';
import type { Page, PageRequest } from './query-helpers.ts';

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

function toFullRow(row: NewLogEntry) {
  assertInteger('user_id', row.user_id);
  assertInteger('created_at', row.created_at);
  assertInteger('type', row.type);
  const full: NewLogEntry = { user_id: row.user_id, created_at: row.created_at, type: row.type, ...LOG_DEFAULTS };
  for (const column of Object.keys(LOG_DEFAULTS) as Array<keyof typeof LOG_DEFAULTS>) {
    const value = row[column];
    if (value !== undefined && value !== null) (full as Record<string, unknown>)[column] = value;
  }
  if (typeof full.quota === 'number') assertInteger('quota', full.quota);
  return full;
}

/** Writes one log row and returns its id. */
export async function insertLog(executor: Executor, row: NewLogEntry): Promise<number> {
  const inserted = await executor.insertInto('logs').values(toFullRow(row)).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * Writes many log rows (the group-commit path). All rows are validated before the first write;
 * large batches take several statements, so pass a transaction to make them land together.
 */
export async function insertLogs(executor: Executor, rows: readonly NewLogEntry[]): Promise<void> {
  const fullRows = rows.map(toFullRow);
  for (const chunk of chunkRows(fullRows)) {
    await executor.insertInto('logs').values(chunk).execute();
  }
}

/** The usage-log filters of spec 002 §7; empty strings and undefined mean "any". */
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
}

/** Logs matching `filters`, newest first, with the total count. */
export async function listLogs(executor: Executor, filters: LogFilters, page: PageRequest): Promise<Page<LogRow>> {
  assertPageRequest(page);
  let filtered = executor.selectFrom('logs');
  if (filters.type !== undefined && filters.type !== 0) filtered = filtered.where('type', '=', filters.type);
  if (filters.userId !== undefined) filtered = filtered.where('user_id', '=', filters.userId);
  if (filters.username) filtered = filtered.where('username', '=', filters.username);
  if (filters.tokenName) filtered = filtered.where('token_name', '=', filters.tokenName);
  if (filters.modelName) filtered = filtered.where('model_name', '=', filters.modelName);
  if (filters.startTimestamp !== undefined) filtered = filtered.where('created_at', '>=', filters.startTimestamp);
  if (filters.endTimestamp !== undefined) filtered = filtered.where('created_at', '<=', filters.endTimestamp);
  if (filters.channelId !== undefined) filtered = filtered.where('channel_id', '=', filters.channelId);
  if (filters.group) filtered = filtered.where('group', '=', filters.group);
  const [items, count] = await Promise.all([
    filtered.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
