#!/usr/bin/env node
/**
 * Edge benchmark (`npm run bench:edge`, issue 14 → Performance). Under `wrangler dev` (workerd, local): the
 * gateway worker (workers/gateway, billing on: D1 reservation + the usage queue) beside a bare Hono
 * pass-through worker (tests/load/edge/bare-worker.ts), both in front of the relay bench's mock upstream.
 * Same harness as bench:relay (wrk, warm-up then a measured run), non-stream and stream × c=1 and c=64;
 * CPU per request is workerd's. Ends with the billing check Σ log quota == Δ used_quota, and writes the
 * "## Edge" section of docs/benchmarks.md (--no-write: print only). Stops every process it started by PID.
 * Not a test and not part of CI: without wrk it says so and exits 0.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWranglerDev } from './edge/wrangler-dev.mjs';
import { configure } from './relay/gateway.mjs';
import { freePort, startProcess, stopAll, waitUntilUp } from './relay/processes.mjs';
import { cpuSeconds, rssMiB } from './relay/procstat.mjs';
import { runWrk, wrkAvailable } from './relay/wrk.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const node = existsSync(join(repoRoot, 'node_modules/.bin/node')) ? join(repoRoot, 'node_modules/.bin/node') : process.execPath;
const DURATION = Number(process.env.DURATION || 5);
const WARMUP = Number(process.env.WARMUP || 2);
const MODEL = 'gpt-4o-mini';
const MODES = ['nonstream', 'stream'];
const CONCURRENCIES = [1, 64];
const TARGET_RATIO = 1.5;

if (!wrkAvailable()) {
  console.log('edge bench skipped: wrk is not installed (Debian/Ubuntu: apt-get install -y wrk). No figures were taken.');
  process.exit(0);
}

const bodyFor = (mode) =>
  JSON.stringify({
    model: MODEL,
    messages: [{ role: 'system', content: 'You are a test.' }, { role: 'user', content: 'Say hello in one short sentence.' }],
    max_tokens: 64,
    ...(mode === 'stream' ? { stream: true, stream_options: { include_usage: true } } : {}),
  });

async function measureCell(target, mode, conc) {
  const options = { url: target.url, connections: conc, body: bodyFor(mode), headers: target.headers };
  await runWrk({ ...options, seconds: WARMUP });
  const cpuBefore = cpuSeconds(target.pid);
  const result = await runWrk({ ...options, seconds: DURATION });
  const requests = result.requests;
  return {
    target: target.name, mode, conc, requests,
    rps: requests / (result.duration_us / 1e6),
    p50: result.p50_us / 1000,
    p99: result.p99_us / 1000,
    errors: result.err_connect + result.err_read + result.err_write + result.err_timeout + result.err_status,
    cpuPerRequest: requests > 0 ? ((cpuSeconds(target.pid) - cpuBefore) / requests) * 1e6 : NaN,
    rss: rssMiB(target.pid),
  };
}

async function settledBilling(gateway) {
  let previous = await gateway.readBilling();
  for (let attempt = 0; attempt < 30; attempt++) {
    await new Promise((wait) => setTimeout(wait, 1000));
    const current = await gateway.readBilling();
    if (current.usedQuota === previous.usedQuota && current.logQuota === previous.logQuota && current.requestCount === previous.requestCount) return current;
    previous = current;
  }
  return previous;
}

function formatSection({ cells, billing, ratios, machine }) {
  const rows = cells.map((cell) => `| ${cell.target} | ${cell.mode} | ${cell.conc} | ${Math.round(cell.rps)} | ${cell.p50.toFixed(2)} | ${cell.p99.toFixed(2)} | ${cell.errors} | ${cell.cpuPerRequest.toFixed(0)} | ${cell.rss.toFixed(0)} |`);
  const targets = ratios.map((ratio) => `- ${ratio.met ? 'met' : 'NOT MET'}: gateway CPU per request ${ratio.mode} c=${ratio.conc} is ${ratio.ratio.toFixed(2)}× the bare worker's (wanted ≤ ${TARGET_RATIO}×)`);
  return [
    '## Edge',
    '',
    `Written by \`npm run bench:edge\` (tests/load/edge-bench.mjs) on ${new Date().toISOString().slice(0, 10)}: workers/gateway and a bare Hono`,
    `pass-through worker, each under \`wrangler dev\` (workerd, local D1 / Durable Objects / Queues), in front of the relay bench's`,
    `mock upstream; wrk, ${WARMUP} s warm-up + ${DURATION} s per cell; CPU is the workerd process's. ${machine}.`,
    '',
    '| target | mode | c | req/s | p50 ms | p99 ms | errors | CPU µs/req | RSS MiB |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...targets,
    `- billing: Σ log quota ${billing.logQuota} vs Δ used_quota ${billing.usedQuota} over ${billing.requests} requests: ${billing.pass ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}

function writeEdgeSection(path, section) {
  const heading = '## Edge';
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`\n${heading}\n`);
  let next;
  if (start === -1) next = `${current.trimEnd()}\n\n${section.trim()}\n`;
  else {
    const after = current.indexOf('\n## ', start + heading.length + 1);
    next = `${current.slice(0, start).trimEnd()}\n\n${section.trim()}\n${after === -1 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  writeFileSync(path, next);
}

const state = mkdtempSync(join(tmpdir(), 'edge-bench-'));
let exitCode = 0;
try {
  const machine = `${cpus().length}× ${cpus()[0]?.model.trim() ?? 'CPU'}, load ${loadavg().map((value) => value.toFixed(2)).join(' / ')} at start`;
  console.log(`edge bench: ${machine}`);
  const mockPort = await freePort();
  const upstream = `http://127.0.0.1:${mockPort}`;
  const mock = startProcess(node, [join(repoRoot, 'tests/load/relay/mock-upstream.mjs')], { MOCK_PORT: String(mockPort) });
  await waitUntilUp(`${upstream}/health`, mock);
  execFileSync(node, [join(repoRoot, 'workers/gateway/scripts/assemble-console.mjs')], { stdio: 'ignore' });
  const limits = { GLOBAL_API_RATE_LIMIT: '1000000', CRITICAL_RATE_LIMIT: '1000000' };
  const [gatewayDev, bareDev] = await Promise.all([
    startWranglerDev({ repoRoot, node, configPath: join(repoRoot, 'workers/gateway/wrangler.jsonc'), env: 'dev', vars: limits, stateDirectory: join(state, 'gateway'), healthPath: '/api/status' }),
    startWranglerDev({ repoRoot, node, configPath: join(repoRoot, 'tests/load/edge/wrangler.jsonc'), env: undefined, vars: { UPSTREAM: upstream }, stateDirectory: join(state, 'bare'), healthPath: '/health' }),
  ]);
  const gateway = await configure(gatewayDev.url, upstream, MODEL);
  const path = '/v1/chat/completions';
  const targets = [
    { name: 'bare worker', url: `${bareDev.url}${path}`, headers: { authorization: 'Bearer sk-mock' }, pid: bareDev.pid },
    { name: 'gateway', url: `${gatewayDev.url}${path}`, headers: { authorization: gateway.authorization }, pid: gatewayDev.pid },
  ];
  for (const target of targets) {
    const response = await fetch(target.url, { method: 'POST', headers: { 'content-type': 'application/json', ...target.headers }, body: bodyFor('nonstream') });
    if (response.status !== 200) throw new Error(`sanity check ${target.name}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
    await response.text();
  }
  const billingBefore = await settledBilling(gateway);
  const cells = [];
  for (const mode of MODES)
    for (const conc of CONCURRENCIES)
      for (const target of targets) {
        const cell = await measureCell(target, mode, conc);
        cells.push(cell);
        console.log(`${target.name.padEnd(11)} ${mode.padEnd(9)} c=${String(conc).padEnd(3)} ${Math.round(cell.rps).toString().padStart(6)} req/s  p50 ${cell.p50.toFixed(2)} ms  p99 ${cell.p99.toFixed(2)} ms  errors ${cell.errors}  CPU ${cell.cpuPerRequest.toFixed(0)} µs/req`);
      }
  const billingAfter = await settledBilling(gateway);
  const billing = { logQuota: billingAfter.logQuota - billingBefore.logQuota, usedQuota: billingAfter.usedQuota - billingBefore.usedQuota, requests: billingAfter.requestCount - billingBefore.requestCount };
  billing.pass = billing.logQuota === billing.usedQuota && billing.requests > 0;
  console.log(`billing: Σ log quota ${billing.logQuota} vs Δ used_quota ${billing.usedQuota} over ${billing.requests} requests: ${billing.pass ? 'PASS' : 'FAIL'}`);
  if (!billing.pass) exitCode = 1;
  const ratios = [];
  for (const mode of MODES)
    for (const conc of CONCURRENCIES) {
      const of = (name) => cells.find((cell) => cell.target === name && cell.mode === mode && cell.conc === conc).cpuPerRequest;
      const ratio = of('gateway') / of('bare worker');
      ratios.push({ mode, conc, ratio, met: ratio <= TARGET_RATIO });
      console.log(`${ratio <= TARGET_RATIO ? 'met    ' : 'NOT MET'}  ${mode} c=${conc}: gateway ${ratio.toFixed(2)}× the bare worker's CPU per request`);
    }
  if (!process.argv.includes('--no-write')) {
    writeEdgeSection(join(repoRoot, 'docs/benchmarks.md'), formatSection({ cells, billing, ratios, machine }));
    console.log('wrote docs/benchmarks.md (section "Edge")');
  }
} catch (error) {
  console.error(`edge bench failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await stopAll();
  rmSync(state, { recursive: true, force: true });
}
process.exit(exitCode);
