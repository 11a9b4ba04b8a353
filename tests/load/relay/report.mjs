/**
 * The "## Relay" section of docs/benchmarks.md: command, machine, the matrix table, the
 * performance targets each marked met / not met from this run's figures, the TTFB probe and the billing check.
 * Other sections (Console …) belong to their own scripts and are left as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const HEADING = '## Relay';

export function writeRelaySection(path, section) {
  const current = existsSync(path)
    ? readFileSync(path, 'utf8')
    : '# Benchmarks\n\nFigures written by `npm run bench*`; each section is owned by the script named in it.\n';
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

/** The cell of one target and workload (api defaults to chat completions). */
function cellOf(cells, target, mode, conc, api = 'chat') {
  return cells.find((entry) => entry.target === target && entry.api === api && entry.mode === mode && entry.conc === conc);
}

/**
 * Every performance target of the relay, each against the raw node:http pipe measured in the same run,
 * as { label, target, measured, met }: throughput at c=64 (chat non-stream and stream, the Responses
 * and Messages streams), stream TTFB, p99 at c=64, CPU per request, RSS after the run, the billing check.
 */
export function evaluateTargets(cells, ttfb, { rssAfterRun, billing }) {
  const versusRaw = (mode, api, field) => {
    const gateway = cellOf(cells, 'gateway', mode, 64, api);
    const raw = cellOf(cells, 'raw', mode, 64, api);
    // A cell without one finished request has no figures to compare: NaN, never met.
    return gateway?.requests > 0 && raw?.requests > 0 && raw[field] > 0 ? gateway[field] / raw[field] : NaN;
  };
  const throughput = (mode, api, label) => {
    const ratio = versusRaw(mode, api, 'rps');
    return { label: `throughput at c=64, ${label}`, target: '≥ 80 % of raw', measured: `${fixed(ratio * 100, 0)} % of raw`, met: ratio >= 0.8 };
  };
  const p99 = (mode) => {
    const ratio = versusRaw(mode, 'chat', 'p99');
    return { label: `p99 at c=64, ${mode}`, target: '≤ 2× raw', measured: `${fixed(ratio, 2)}× raw`, met: ratio <= 2 };
  };
  const cpu = (mode) => {
    const ratio = versusRaw(mode, 'chat', 'cpuPerRequest');
    const gateway = cellOf(cells, 'gateway', mode, 64);
    return {
      label: `CPU per request at c=64, ${mode}`,
      target: '≤ 1.3× raw',
      measured: `${fixed(gateway?.cpuPerRequest, 0)} µs, ${fixed(ratio, 2)}× raw`,
      met: ratio <= 1.3,
    };
  };
  const ttfbOverRaw = ttfb.gateway && ttfb.raw ? ttfb.gateway.ttfbP50 - ttfb.raw.ttfbP50 : NaN;
  return [
    throughput('nonstream', 'chat', 'chat completions non-stream'),
    throughput('stream', 'chat', 'chat completions stream'),
    throughput('stream', 'responses', '/v1/responses stream'),
    throughput('stream', 'messages', '/v1/messages stream'),
    {
      label: 'stream time to first byte (p50, sequential probe)',
      target: '≤ raw + 0.1 ms',
      measured: `raw ${ttfbOverRaw >= 0 ? '+' : ''}${fixed(ttfbOverRaw, 3)} ms`,
      met: ttfbOverRaw <= 0.1,
    },
    p99('nonstream'),
    p99('stream'),
    cpu('nonstream'),
    cpu('stream'),
    { label: 'gateway RSS after the run', target: '≤ 150 MiB', measured: `${fixed(rssAfterRun, 0)} MiB`, met: rssAfterRun <= 150 },
    { label: 'billing invariant Σ log quota == Δ used_quota', target: 'PASS', measured: billing.pass ? 'PASS' : 'FAIL', met: billing.pass },
  ];
}

function matrixRow(cells, entry) {
  const base = cellOf(cells, 'direct', entry.mode, entry.conc, entry.api);
  const overhead = base && entry.target !== 'direct' ? `+${fixed(entry.p50 - base.p50, 3)}` : '-';
  const versus = (name) => {
    const other = cellOf(cells, name, entry.mode, entry.conc, entry.api);
    return other && entry.target !== 'direct' ? `${fixed(entry.rps / other.rps, 2)}×` : '-';
  };
  return `| ${entry.target} | ${entry.api} | ${entry.mode} | ${entry.conc} | ${thousands(entry.rps)} | ${fixed(entry.p50, 3)} | ${fixed(entry.p99, 3)} | ${overhead} | ${versus('raw')} | ${versus('hono-min')} | ${entry.errors} | ${fixed(entry.cpuPerRequest, 0)} | ${fixed(entry.rss, 0)} |`;
}

export function formatSection({ date, commit, machine, settings, cells, ttfb, targets, billing, rssAfterRun, busy }) {
  const table = cells.map((entry) => matrixRow(cells, entry)).join('\n');
  const probe = Object.entries(ttfb)
    .map(
      ([name, result]) =>
        `| ${name} | ${fixed(result.ttfbP50, 3)} | ${fixed(result.ttfbP99, 3)} | ${fixed(result.totalP50, 3)} | ${fixed(result.totalP99, 3)} |`,
    )
    .join('\n');
  const targetRows = targets.map((row) => `| ${row.label} | ${row.target} | ${row.measured} | ${row.met ? 'met' : '**not met**'} |`).join('\n');
  return `${HEADING}

Written by \`npm run bench:relay\` (tests/load/relay-bench.mjs) on ${date}, commit ${commit}.
Machine: ${machine.cpus}× ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Linux ${machine.kernel}, Node ${machine.node}, ${machine.wrk}; load average ${machine.loadBefore} before the run.${busy ? ` **The machine was busy**: a load average of 1 or more on ${machine.cpus} cores means other work shared the cores with wrk, the mock and the targets, so absolute figures are low and noisy (long p99 tails); the ratios within the run are what compare.` : ''}

Targets on 127.0.0.1, all started by the script: \`direct\` = the mock upstream itself (tests/load/relay/mock-upstream.mjs: chat completions, the Responses API and Anthropic Messages; non-stream JSON, or SSE with 20 text deltas in each API's event shapes and its usage; no artificial delay, so the figures isolate relay cost); \`hono-min\` = Hono + @hono/node-server + global fetch pass-through; \`raw\` = plain node:http server + keep-alive node:http client, bodies piped — the yardstick of the targets; \`gateway\` = apps/server (SQLite, token auth, channel selection, reserve/settle billing, usage logs on) with an OpenAI channel (chat, Responses: native) and an Anthropic channel (Messages: native) on the mock and an unlimited API key.
wrk 1 thread, warm-up ${settings.warmup} s then ${settings.duration} s measured per cell, one repetition, targets alternating; wrk, the mock and the target share the ${machine.cpus} cores. CPU µs/request = the target process's user+sys time (/proc/PID/stat) over the measured requests; RSS = the target process after its cell. Overhead = p50 minus direct's p50 in the same cell.

| target | api | mode | conc | req/s | p50 ms | p99 ms | p50 over direct ms | req/s vs raw | req/s vs hono-min | errors | CPU µs/req | RSS MiB |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${table}

Streaming time to first byte, sequential probe (one keep-alive connection, ${settings.ttfbCount} requests after 20 warm-up), ms:

| target | TTFB p50 | TTFB p99 | end p50 | end p99 |
|---|---|---|---|---|
${probe}

Targets (the gateway against the raw pipe of this run), gateway RSS after the run ${fixed(rssAfterRun, 0)} MiB:

| target | wanted | measured | |
|---|---|---|---|
${targetRows}

Billing invariant at full load: Σ quota of the consume logs (GET /api/log/stat) = ${billing.logQuota}, Δ used_quota of root = ${billing.usedQuota} over ${billing.requests} relayed requests: **${billing.pass ? 'PASS' : 'FAIL'}**.

Reproduce: \`npm run bench:relay\` (needs \`wrk\`, Debian package \`wrk\`; without it the script says so and exits 0). Knobs: \`DURATION\` (${settings.duration}), \`WARMUP\` (${settings.warmup}), \`TTFB_COUNT\` (${settings.ttfbCount}), \`--no-write\` to leave this file alone. Absolute req/s on a shared 2-core machine drift ±10–20 % between runs: compare targets within one run.
`;
}
