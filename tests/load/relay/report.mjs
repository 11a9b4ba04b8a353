/**
 * The "## Relay" section of docs/benchmarks.md: command, machine, the matrix table, the issue's
 * targets each marked met / not met from this run's figures, the TTFB probe and the billing check.
 * Other sections (Console …) belong to their own scripts and are left as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const HEADING = '## Relay';

export function writeRelaySection(path, section) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n\nFigures written by `npm run bench*`; each section is owned by the script named in it.\n';
  const start = current.indexOf(`\n${HEADING}\n`);
  let next;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section.trim()}\n`;
  } else {
    const after = current.indexOf('\n## ', start + HEADING.length + 1);
    next = `${current.slice(0, start).trimEnd()}\n\n${section.trim()}\n${after === -1 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  writeFileSync(path, next);
}

const fixed = (value, digits) => (value === null || value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits));
const thousands = (value) => (value === null || Number.isNaN(value) ? '-' : Math.round(value).toLocaleString('en-US'));

/** Every target of the issue "Relay" (Performance) as { label, target, measured, met }. */
export function evaluateTargets(cells, ttfb) {
  const cell = (target, mode, conc) => cells.find((entry) => entry.target === target && entry.mode === mode && entry.conc === conc);
  const ratio = (mode) => {
    const gateway = cell('gateway', mode, 64);
    const hono = cell('hono-min', mode, 64);
    return gateway && hono && hono.rps > 0 ? gateway.rps / hono.rps : NaN;
  };
  const overhead = (mode) => {
    const gateway = cell('gateway', mode, 1);
    const direct = cell('direct', mode, 1);
    return gateway && direct ? gateway.p50 - direct.p50 : NaN;
  };
  const gatewayCells = cells.filter((entry) => entry.target === 'gateway');
  const rss = Math.max(...gatewayCells.map((entry) => entry.rss));
  const cpu = cell('gateway', 'nonstream', 64)?.cpuPerRequest ?? NaN;
  const ttfbOverhead = ttfb.gateway && ttfb.direct ? ttfb.gateway.ttfbP50 - ttfb.direct.ttfbP50 : NaN;
  const rows = [
    { label: 'throughput at c=64, non-stream', target: '≥ 3× hono-min', measured: `${fixed(ratio('nonstream'), 2)}× hono-min`, met: ratio('nonstream') >= 3 },
    { label: 'throughput at c=64, stream', target: '≥ 2× hono-min', measured: `${fixed(ratio('stream'), 2)}× hono-min`, met: ratio('stream') >= 2 },
    { label: 'p50 overhead over direct at c=1, non-stream', target: '≤ 0.15 ms', measured: `${fixed(overhead('nonstream'), 3)} ms`, met: overhead('nonstream') <= 0.15 },
    { label: 'p50 overhead over direct at c=1, stream', target: '≤ 0.15 ms', measured: `${fixed(overhead('stream'), 3)} ms`, met: overhead('stream') <= 0.15 },
    { label: 'stream time to first byte over direct (p50, sequential probe)', target: '≤ 0.3 ms', measured: `${fixed(ttfbOverhead, 3)} ms`, met: ttfbOverhead <= 0.3 },
    { label: 'CPU per non-stream request at c=64', target: '≤ 80 µs', measured: `${fixed(cpu, 0)} µs`, met: cpu <= 80 },
    { label: 'gateway RSS after the runs (max over its cells)', target: '≤ 200 MiB', measured: `${fixed(rss, 0)} MiB`, met: rss <= 200 },
  ];
  return rows;
}

export function formatSection({ date, commit, machine, settings, cells, ttfb, targets, billing, busy }) {
  const direct = (mode, conc) => cells.find((entry) => entry.target === 'direct' && entry.mode === mode && entry.conc === conc);
  const table = cells
    .map((entry) => {
      const base = direct(entry.mode, entry.conc);
      const overhead = base && entry.target !== 'direct' ? `+${fixed(entry.p50 - base.p50, 3)}` : '-';
      const hono = cells.find((other) => other.target === 'hono-min' && other.mode === entry.mode && other.conc === entry.conc);
      const versusHono = hono && entry.target !== 'direct' ? `${fixed(entry.rps / hono.rps, 2)}×` : '-';
      return `| ${entry.target} | ${entry.mode} | ${entry.conc} | ${thousands(entry.rps)} | ${fixed(entry.p50, 3)} | ${fixed(entry.p99, 3)} | ${overhead} | ${versusHono} | ${entry.errors} | ${fixed(entry.cpuPerRequest, 0)} | ${fixed(entry.rss, 0)} |`;
    })
    .join('\n');
  const probe = Object.entries(ttfb)
    .map(([name, result]) => `| ${name} | ${fixed(result.ttfbP50, 3)} | ${fixed(result.ttfbP99, 3)} | ${fixed(result.totalP50, 3)} | ${fixed(result.totalP99, 3)} |`)
    .join('\n');
  const targetRows = targets.map((row) => `| ${row.label} | ${row.target} | ${row.measured} | ${row.met ? 'met' : '**not met**'} |`).join('\n');
  return `${HEADING}

Written by \`npm run bench:relay\` (tests/load/relay-bench.mjs) on ${date}, commit ${commit}.
Machine: ${machine.cpus}× ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Linux ${machine.kernel}, Node ${machine.node}, ${machine.wrk}; load average ${machine.loadBefore} before the run.${busy ? ` **The machine was busy**: a load average of 1 or more on ${machine.cpus} cores means other work shared the cores with wrk, the mock and the targets, so absolute figures are low and noisy (long p99 tails); the ratios within the run are what compare.` : ''}

Targets on 127.0.0.1, all started by the script: \`direct\` = the mock OpenAI upstream itself (tests/load/relay/mock-upstream.mjs: non-stream JSON, or SSE with a role chunk, 20 content chunks, a finish chunk, a usage chunk and [DONE]; no artificial delay, so the figures isolate relay cost); \`hono-min\` = Hono + @hono/node-server + global fetch pass-through; \`raw\` = plain node:http server + keep-alive node:http client, bodies piped; \`gateway\` = apps/server (SQLite, token auth, channel selection, reserve/settle billing, usage logs on) with an OpenAI channel on the mock and an unlimited API key.
wrk 1 thread, warm-up ${settings.warmup} s then ${settings.duration} s measured per cell, one repetition, targets alternating; wrk, the mock and the target share the ${machine.cpus} cores. CPU µs/request = the target process's user+sys time (/proc/PID/stat) over the measured requests; RSS = the target process after its cell. Overhead = p50 minus direct's p50 in the same cell.

| target | mode | conc | req/s | p50 ms | p99 ms | p50 over direct ms | req/s vs hono-min | errors | CPU µs/req | RSS MiB |
|---|---|---|---|---|---|---|---|---|---|---|
${table}

Streaming time to first byte, sequential probe (one keep-alive connection, ${settings.ttfbCount} requests after 20 warm-up), ms:

| target | TTFB p50 | TTFB p99 | end p50 | end p99 |
|---|---|---|---|---|
${probe}

Targets (issue "Relay", Performance), from this run:

| target | wanted | measured | |
|---|---|---|---|
${targetRows}

Billing invariant at full load: Σ quota of the consume logs (GET /api/log/stat) = ${billing.logQuota}, Δ used_quota of root = ${billing.usedQuota} over ${billing.requests} relayed requests: **${billing.pass ? 'PASS' : 'FAIL'}**.

Reproduce: \`npm run bench:relay\` (needs \`wrk\`, Debian package \`wrk\`; without it the script says so and exits 0). Knobs: \`DURATION\` (${settings.duration}), \`WARMUP\` (${settings.warmup}), \`TTFB_COUNT\` (${settings.ttfbCount}), \`--no-write\` to leave this file alone. Absolute req/s on a shared 2-core machine drift ±10–20 % between runs: compare targets within one run.
`;
}
