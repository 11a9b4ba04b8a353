import { cpus, totalmem } from 'node:os';

const TARGET_RATIO = 3;
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));

/** One table per dialect: query × size (median ms), and the largest size's cost ÷ the smallest's. */
function dialectTable(dialect, cells, queries) {
  const sorted = cells.filter((cell) => cell.dialect === dialect).sort((a, b) => a.size - b.size);
  if (sorted.length === 0) return '';
  const sizes = sorted.map((cell) => cell.size.toLocaleString('en-US'));
  const ratioHeader = sorted.length > 1 ? ` ${sizes.at(-1)} ÷ ${sizes[0]} (target ≤ ${TARGET_RATIO}×) |` : '';
  const lines = [
    `### ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (median ms per request)`,
    '',
    `| query | ${sizes.map((size) => `${size} rows`).join(' | ')} |${ratioHeader}`,
    `|---|${sizes.map(() => '---:').join('|')}|${sorted.length > 1 ? '---:|' : ''}`,
  ];
  for (const query of queries) {
    const times = sorted.map((cell) => cell.timings[query]);
    const ratio = times.at(-1) / times[0];
    const verdict = sorted.length > 1 ? ` ${ratio.toFixed(1)}× ${ratio <= TARGET_RATIO ? 'met' : '**not met**'} |` : '';
    lines.push(`| ${query} | ${times.map((time) => (time === undefined ? '—' : fmt(time))).join(' | ')} |${verdict}`);
  }
  const rollups = (cell) =>
    `${cell.rollups.toLocaleString('en-US')} quota_data rows${cell.modelRollups === undefined ? '' : `, ${cell.modelRollups.toLocaleString('en-US')} quota_data_models rows`}`;
  const phases = (cell) =>
    cell.phases === undefined
      ? ''
      : `: ${Object.entries(cell.phases)
          .map(([phase, seconds]) => `${phase} ${Math.round(seconds)} s`)
          .join(', ')}`;
  lines.push(
    '',
    `Load: ${sorted.map((cell) => `${cell.size.toLocaleString('en-US')} rows in ${cell.loadSeconds.toFixed(0)} s${phases(cell)} (${rollups(cell)})`).join('; ')}. Measured ${sorted.map((cell) => `${cell.measuredAt.slice(0, 16)}${cell.load === undefined ? '' : ` (load ${cell.load.toFixed(1)})`}`).join(', ')} UTC.`,
  );
  return lines.join('\n');
}

/** The "## Logs" section of docs/benchmarks.md. */
export function formatLogsSection(cells, queries) {
  const sizes = [...new Set(cells.map((cell) => cell.size))].sort((a, b) => a - b).map((size) => size.toLocaleString('en-US'));
  return [
    '## Logs',
    '',
    'Written by `npm run bench:logs` (tests/load/logs-bench.mjs; `SIZES=10000,10000000 DIALECTS=sqlite npm run bench:logs` runs a part,',
    'earlier parts are kept in the OS temp dir and merged). Each cell: a fresh migrated database (SQLite file, WAL; a throwaway',
    'PostgreSQL cluster with fsync off, default shared_buffers) whose usage logs are generated inside the database by one',
    'INSERT … SELECT (tests/load/logs/seed-sql.mjs: recursive CTE / generate_series, deterministic Weyl-sequence draws; 90 days,',
    '1,000 users, 200 models, Zipf-like popularity; 90 % consume, 7 % error rows), with the indexes built after the rows, the hourly',
    'quota_data rollups and their cross-user sums quota_data_models (ADR 0046), then ANALYZE; each query is the repository call the',
    'console request makes, timed as the median of repeated runs (2 warm-ups) on a warm cache.',
    `Sizes measured: **${sizes.join(' and ')} rows** — no other size is claimed. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, shared with other jobs.`,
    '',
    dialectTable('sqlite', cells, queries),
    '',
    dialectTable('postgres', cells, queries),
  ].join('\n');
}
