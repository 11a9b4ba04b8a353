#!/usr/bin/env node
/**
 * Logs benchmark (`npm run bench:logs`). For each dialect (SQLite file,
 * throwaway PostgreSQL cluster) and each size (default 10,000 and 10,000,000 rows) it creates a fresh
 * migrated database, generates deterministic usage logs inside it (tests/load/logs/seed-sql.mjs: one
 * INSERT … SELECT over a recursive CTE / generate_series; 90 days, 1,000 users, 200 models, Zipf-like
 * popularity from generate-logs.mjs) plus their quota_data and quota_data_models rollups, and times the console's
 * queries through the real repository functions (median of repeated runs). Writes the "## Logs"
 * section of docs/benchmarks.md with every size measured so far (results are kept in the OS temp dir
 * between runs, so a long size can run on its own).
 *
 * Env: SIZES (comma list, default "10000,10000000"), DIALECTS (default "sqlite,postgres"),
 * RESET=1 forgets earlier results, REPORT_ONLY=1 only rewrites the section from them. Flag: --no-write. Not a test and not part of CI.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateToLatest } from '@gateway/db';
import { createPostgresDatabase } from '@gateway/db/postgres';
import { createSqliteDatabase } from '@gateway/db/sqlite';
import { startPostgresCluster } from '@gateway/db/testing';
import { writeSection } from './lib/benchmarks-doc.mjs';
import { loadPostgres, loadSqlite } from './logs/load-logs.mjs';
import { deepCursor, LOG_QUERIES, medianMs } from './logs/log-queries.mjs';
import { formatLogsSection } from './logs/report.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SIZES = (process.env.SIZES || '10000,10000000').split(',').map(Number);
const DIALECTS = (process.env.DIALECTS || 'sqlite,postgres').split(',');
// One file per dialect, so SQLite and PostgreSQL can run as two processes at once.
const resultsFile = (dialect) => join(tmpdir(), `gateway-logs-bench-${dialect}.json`);
const readResults = (dialect) => (existsSync(resultsFile(dialect)) ? JSON.parse(readFileSync(resultsFile(dialect), 'utf8')) : {});
if (process.env.RESET === '1') for (const dialect of DIALECTS) rmSync(resultsFile(dialect), { force: true });

async function measure(handle, size) {
  const [{ count }] = await handle.db
    .selectFrom('quota_data')
    .select((eb) => eb.fn.countAll().as('count'))
    .execute();
  const [models] = await handle.db
    .selectFrom('quota_data_models')
    .select((eb) => eb.fn.countAll().as('count'))
    .execute();
  const cursor = await deepCursor(handle.db);
  const timings = {};
  for (const [name, run] of LOG_QUERIES) {
    timings[name] = await medianMs(() => run(handle.db, cursor));
    console.log(`  ${name}: ${timings[name].toFixed(3)} ms`);
  }
  return { size, rollups: Number(count), modelRollups: Number(models.count), timings };
}

async function sqliteCell(size) {
  const directory = mkdtempSync(join(tmpdir(), 'gateway-logs-bench-'));
  const filename = join(directory, 'logs.db');
  try {
    const migrated = createSqliteDatabase({ filename });
    await migrateToLatest(migrated.db);
    await migrated.close();
    const started = performance.now();
    const phases = loadSqlite(filename, size);
    const loadSeconds = (performance.now() - started) / 1000;
    const handle = createSqliteDatabase({ filename });
    try {
      return { ...(await measure(handle, size)), loadSeconds, phases };
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function postgresCell(clusterUrl, size) {
  const name = `logs_bench_${size}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  try {
    const handle = createPostgresDatabase({ connectionString: url.toString(), max: 4 });
    try {
      await migrateToLatest(handle.db);
      const started = performance.now();
      const phases = await loadPostgres(url.toString(), size);
      const loadSeconds = (performance.now() - started) / 1000;
      return { ...(await measure(handle, size)), loadSeconds, phases };
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function save(dialect, cell) {
  const results = readResults(dialect);
  results[cell.size] = { dialect, ...cell, measuredAt: new Date().toISOString(), load: loadavg()[0] };
  writeFileSync(resultsFile(dialect), JSON.stringify(results, null, 2));
}

// Ctrl-C / kill: exit normally so the cluster's exit hook stops PostgreSQL and deletes its files.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

const REPORT_ONLY = process.env.REPORT_ONLY === '1';
const cluster = !REPORT_ONLY && DIALECTS.includes('postgres') ? await startPostgresCluster() : null;
try {
  for (const dialect of REPORT_ONLY ? [] : DIALECTS) {
    if (dialect === 'postgres' && cluster === null) {
      console.log('PostgreSQL binaries not found: PostgreSQL not measured');
      continue;
    }
    for (const size of SIZES) {
      console.log(`${dialect}, ${size.toLocaleString('en-US')} rows`);
      const cell = dialect === 'sqlite' ? await sqliteCell(size) : await postgresCell(cluster.url, size);
      console.log(
        `  (loaded in ${cell.loadSeconds.toFixed(1)} s ${JSON.stringify(cell.phases)}, ${cell.rollups} quota_data rows, ${cell.modelRollups} quota_data_models rows)`,
      );
      save(dialect, cell);
    }
  }
} finally {
  await cluster?.stop();
}

const cells = ['sqlite', 'postgres'].flatMap((dialect) => Object.values(readResults(dialect)));
const section = formatLogsSection(
  cells,
  LOG_QUERIES.map(([name]) => name),
);
console.log(section);
if (!process.argv.includes('--no-write')) {
  writeSection(join(repoRoot, 'docs/benchmarks.md'), '## Logs', section);
  console.log('wrote docs/benchmarks.md (section "Logs")');
}
