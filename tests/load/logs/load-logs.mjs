import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { LOG_COLUMNS, logBatches } from './generate-logs.mjs';

/** The hourly quota_data rollups of the consume rows, as the relay's batches would have written them. */
const ROLLUP_SQL = `insert into quota_data (user_id, username, model_name, created_at, token_used, count, quota)
  select user_id, username, model_name, created_at - (created_at % 3600), sum(prompt_tokens + completion_tokens), count(*), sum(quota)
  from logs where type = 2 group by user_id, username, model_name, created_at - (created_at % 3600)`;

const ROWS_PER_STATEMENT = 100;

/**
 * Bulk-loads `count` rows into a migrated SQLite file: the logs indexes are dropped, the rows inserted
 * with 100-row prepared statements in large transactions, the indexes rebuilt, rollups and ANALYZE.
 */
export function loadSqlite(filename, count) {
  const connection = new BetterSqlite3(filename);
  try {
    connection.pragma('synchronous = OFF');
    connection.pragma('cache_size = -1000000');
    connection.pragma('temp_store = MEMORY');
    const indexes = connection.prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = 'logs' and sql is not null").all();
    for (const index of indexes) connection.exec(`drop index "${index.name}"`);
    const columns = LOG_COLUMNS.map((column) => `"${column}"`).join(', ');
    const tuple = `(${LOG_COLUMNS.map(() => '?').join(', ')})`;
    const full = connection.prepare(`insert into logs (${columns}) values ${Array(ROWS_PER_STATEMENT).fill(tuple).join(', ')}`);
    const insertBatch = connection.transaction((batch) => {
      for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
        const rows = batch.slice(start, start + ROWS_PER_STATEMENT);
        const statement = rows.length === ROWS_PER_STATEMENT ? full : connection.prepare(`insert into logs (${columns}) values ${Array(rows.length).fill(tuple).join(', ')}`);
        statement.run(rows.flat());
      }
    });
    for (const batch of logBatches(count, 50_000)) insertBatch(batch);
    for (const index of indexes) connection.exec(index.sql);
    connection.exec(ROLLUP_SQL);
    connection.exec('analyze');
    connection.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    connection.close();
  }
}

const PG_TYPES = { user_id: 'int', created_at: 'bigint', type: 'int', quota: 'bigint', prompt_tokens: 'int', completion_tokens: 'int', use_time: 'int', is_stream: 'int', channel_id: 'int', token_id: 'int' };

/** The same load on PostgreSQL: unnest() inserts of 10,000 rows, indexes rebuilt, rollups, VACUUM ANALYZE. */
export async function loadPostgres(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set maintenance_work_mem = '512MB'");
    const { rows: indexes } = await client.query("select indexname, indexdef from pg_indexes where tablename = 'logs' and indexname <> 'logs_pkey'");
    for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
    const columns = LOG_COLUMNS.map((column) => `"${column}"`).join(', ');
    const arrays = LOG_COLUMNS.map((column, index) => `$${index + 1}::${PG_TYPES[column] ?? 'text'}[]`).join(', ');
    const statement = `insert into logs (${columns}) select * from unnest(${arrays})`;
    for (const batch of logBatches(count, 10_000)) {
      await client.query(statement, LOG_COLUMNS.map((_, column) => batch.map((row) => row[column])));
    }
    for (const index of indexes) await client.query(index.indexdef);
    await client.query(ROLLUP_SQL);
    await client.query('vacuum analyze logs');
    await client.query('vacuum analyze quota_data');
  } finally {
    await client.end();
  }
}
