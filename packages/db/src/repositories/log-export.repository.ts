import type { Executor } from '../database.ts';
import { applyLogFilters, type LogFilters, type LogWithChannelName } from './logs.repository.ts';
import { assertInteger } from './query-helpers.ts';

/** Where one export batch starts: rows with a smaller id than `beforeId` (undefined = the newest). */
export interface LogBatchRequest {
  beforeId?: number;
  /** Rows per batch, 1 to 10,000. */
  limit: number;
  /** Join the channel's name (admin export); the self export leaves it blank. */
  withChannelName: boolean;
}

/**
 * One keyset batch of the logs matching `filters`, newest first (id descending, like the list): the
 * CSV export reads the whole filtered range batch by batch, passing the last id it wrote as
 * `beforeId`, so no query skips rows with OFFSET and no batch holds more than `limit` rows.
 */
export async function listLogBatch(executor: Executor, filters: LogFilters, request: LogBatchRequest): Promise<LogWithChannelName[]> {
  assertInteger('limit', request.limit, { min: 1 });
  if (request.limit > 10_000) throw new RangeError(`limit must be at most 10000, got ${request.limit}`);
  let query = applyLogFilters(executor.selectFrom('logs'), filters);
  if (request.beforeId !== undefined) {
    assertInteger('beforeId', request.beforeId);
    query = query.where('logs.id', '<', request.beforeId);
  }
  if (!request.withChannelName) {
    const rows = await query.selectAll('logs').orderBy('logs.id', 'desc').limit(request.limit).execute();
    return rows.map((row) => ({ ...row, channel_name: '' }));
  }
  const rows = await query
    .leftJoin('channels', 'channels.id', 'logs.channel_id')
    .selectAll('logs')
    .select('channels.name as channel_name')
    .orderBy('logs.id', 'desc')
    .limit(request.limit)
    .execute();
  return rows.map((row) => ({ ...row, channel_name: row.channel_name ?? '' }));
}
