import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '@gateway/db';
import { clearAllTables, createTestDatabase } from '@gateway/db/testing';
import { logCsvStream } from '../src/routes/api/log-export/log-csv-stream.ts';

/**
 * A 1,000,000-row export runs in bounded memory. The rows are seeded in one
 * INSERT … SELECT over a generated series (seconds, not minutes), then the admin export is read to
 * the end while the heap is measured after forced collections: what the export retains must stay
 * under a fixed bound far below the size of the CSV it writes (a buffering export would hold it all).
 * No timing is asserted. SQLite only: the export's memory bound is the batch reader's (1,000 rows per
 * query on every dialect, log-export.test.ts checks its rows on all of them), and seeding a million rows
 * into each server database cost the CI minutes it does not have.
 */
const ROWS = 1_000_000;
/** Retained heap growth allowed while exporting (the CSV itself is > 150 MB). */
const HEAP_BOUND = 48 * 1024 * 1024;
const SAMPLE_EVERY_CHUNKS = 100;

// A forced collection makes the samples measure what is retained, not garbage awaiting the collector.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const COLUMNS = sql`(user_id, created_at, type, content, username, token_name, model_name, quota, prompt_tokens, completion_tokens, use_time, is_stream, channel_id, token_id, "group", other)`;
const VALUES = (n: ReturnType<typeof sql.ref>) =>
  sql`1 + ${n} % 1000, 1700000000 + ${n}, 2, 'model ratio 1, completion ratio 4, "group" 1', 'user', 'token, main', 'gpt-4o-mini', ${n} % 5000, ${n} % 997, ${n} % 89, 1, 0, 1, 1, 'default', '{"model_ratio":1,"completion_ratio":4,"group_ratio":1,"frt":250}'`;

async function dropLogIndexes(db: Parameters<typeof clearAllTables>[0]): Promise<void> {
  const names = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'logs' AND sql IS NOT NULL`.execute(db);
  for (const { name } of names.rows) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
}

describe('usage-log export of 1M rows in bounded memory [sqlite]', () => {
  const dialect = 'sqlite';
  let handle: DatabaseHandle | undefined;
  const getDb = () => handle!.db;
  afterAll(async () => {
    await handle?.close();
  });
  beforeAll(async () => {
    handle = await createTestDatabase('sqlite');
    const started = Date.now();
    await clearAllTables(getDb());
    // The suite's database is its own: its secondary log indexes go, so seeding writes only the table
    // (the export reads by primary key; the list's indexes are measured by bench:logs, not here).
    await dropLogIndexes(getDb());
    const n = sql.ref('n');
    await sql`WITH RECURSIVE series(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM series WHERE n < ${sql.lit(ROWS)}) INSERT INTO logs ${COLUMNS} SELECT ${VALUES(n)} FROM series`.execute(
      getDb(),
    );
    console.info(`[${dialect}] seeded ${ROWS} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 300_000);

  it('reads every row while the retained heap stays under the bound', async () => {
    const reader = logCsvStream(getDb(), {}, 'admin').getReader();
    const newline = 0x0a;
    collect();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      // Every record ends in CRLF and no seeded cell holds a line break.
      for (let index = value.indexOf(newline); index !== -1; index = value.indexOf(newline, index + 1)) lines += 1;
      chunks += 1;
      if (chunks % SAMPLE_EVERY_CHUNKS === 0) {
        collect();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
    }
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(3 * HEAP_BOUND);
    expect(chunks).toBeGreaterThan(10 * SAMPLE_EVERY_CHUNKS);
    expect(peak).toBeLessThan(HEAP_BOUND);
    console.info(
      `[${dialect}] exported ${ROWS} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${chunks} chunks; retained heap growth peak ${(peak / 2 ** 20).toFixed(1)} MiB`,
    );
  }, 600_000);
});
