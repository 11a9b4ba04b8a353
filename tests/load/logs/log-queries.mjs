import { aggregateQuotaData, consumeActivity, consumeTotals, listLogs, listLogsWithChannelName } from '@gateway/db';
import { END, modelName } from './generate-logs.mjs';

const DAY = 86_400;
/** Page 10,000 (1-based) at 10 rows a page: p = 9,999. */
export const DEEP_OFFSET = 9_999 * 10;
/** A heavy user (Zipf rank 5, ~2 % of the rows) and the most used model. */
const USER = 5;
const MODEL = modelName(0);

/** What GET /api/log/stat computes (routes/api/logs.ts): totals over the filters plus the last 60 s. */
async function stat(db, filters) {
  await Promise.all([consumeTotals(db, filters), consumeActivity(db, { ...filters, startTimestamp: END - 60, endTimestamp: undefined })]);
}

/** The id the console would send as before_id for page 10,000: the last id of page 9,999. */
export async function deepCursor(db) {
  const row = await db
    .selectFrom('logs')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(DEEP_OFFSET - 1)
    .executeTakeFirst();
  if (row !== undefined) return Number(row.id);
  const oldest = await db.selectFrom('logs').select('id').orderBy('id').limit(1).executeTakeFirst();
  return Number(oldest?.id ?? 1);
}

/** The measured shapes: [name, run(db, cursor)]; each is what one console request runs. */
export const LOG_QUERIES = [
  ['first page (GET /api/log/, no filter)', (db) => listLogsWithChannelName(db, {}, { offset: 0, limit: 10, nowSeconds: END })],
  ['page 10,000 by p (offset)', (db) => listLogsWithChannelName(db, {}, { offset: DEEP_OFFSET, limit: 10, nowSeconds: END })],
  ['page 10,000 by before_id (keyset)', (db, cursor) => listLogsWithChannelName(db, {}, { offset: DEEP_OFFSET, limit: 10, beforeId: cursor, nowSeconds: END })],
  [
    'filtered page (self: user + model + 7 days)',
    (db) => listLogs(db, { userId: USER, modelName: MODEL, startTimestamp: END - 7 * DAY, endTimestamp: END }, { offset: 0, limit: 10, nowSeconds: END }),
  ],
  ['stat, self (user, 7 days)', (db) => stat(db, { userId: USER, startTimestamp: END - 7 * DAY, endTimestamp: END })],
  ['stat, admin (all users, 24 h)', (db) => stat(db, { startTimestamp: END - DAY, endTimestamp: END })],
  [
    'dashboard, self (user, 7 days by day)',
    (db) => aggregateQuotaData(db, { userId: USER, startTimestamp: END - 7 * DAY, endTimestamp: END, granularity: 'day', perUser: false }),
  ],
  [
    'dashboard, admin (all users, 24 h by hour)',
    (db) => aggregateQuotaData(db, { startTimestamp: END - DAY, endTimestamp: END, granularity: 'hour', perUser: false }),
  ],
];

/** Median wall time (ms) of `run`: 2 warm-up calls, then at least 5 and at most 200 calls or ~1.5 s. */
export async function medianMs(run) {
  await run();
  await run();
  const times = [];
  const budgetEnd = performance.now() + 1_500;
  while (times.length < 5 || (times.length < 200 && performance.now() < budgetEnd)) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
