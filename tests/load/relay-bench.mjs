#!/usr/bin/env node
/**
 * Relay benchmark (`npm run bench:relay`, issue "Relay" → Performance). Starts on 127.0.0.1 and free
 * ports: the mock OpenAI upstream, hono-min and raw pass-throughs (tests/load/relay/), and apps/server
 * configured through its API; runs the matrix direct/hono-min/raw/gateway × non-stream/stream ×
 * concurrency 1/64 with wrk (warm-up, then a bounded measured run), a sequential streaming TTFB
 * probe, and ends with the billing invariant Σ log quota == Δ used_quota on the gateway. Writes the
 * "## Relay" section of docs/benchmarks.md. Every process it started is stopped by PID at the end.
 *
 * Env: DURATION (5 s measured per cell), WARMUP (2 s), TTFB_COUNT (300). Flag: --no-write.
 * Not a test and not part of CI: without wrk it prints how to get it and exits 0.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGateway } from './relay/gateway.mjs';
import { freePort, startProcess, stopAll, waitUntilUp } from './relay/processes.mjs';
import { cpuSeconds, rssMiB } from './relay/procstat.mjs';
import { evaluateTargets, formatSection, writeRelaySection } from './relay/report.mjs';
import { probeTtfb } from './relay/ttfb.mjs';
import { runWrk, wrkAvailable } from './relay/wrk.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const node = existsSync(join(repoRoot, 'node_modules/.bin/node')) ? join(repoRoot, 'node_modules/.bin/node') : process.execPath;
const DURATION = Number(process.env.DURATION || 5);
const WARMUP = Number(process.env.WARMUP || 2);
const TTFB_COUNT = Number(process.env.TTFB_COUNT || 300);
const MODEL = 'gpt-4o-mini';
const MODES = ['nonstream', 'stream'];
const CONCURRENCIES = [1, 64];

if (!wrkAvailable()) {
  console.log('relay bench skipped: wrk is not installed (Debian/Ubuntu: apt-get install -y wrk). No figures were taken.');
  process.exit(0);
}

const bodyFor = (mode) =>
  JSON.stringify({
    model: MODEL,
    messages: [{ role: 'system', content: 'You are a test.' }, { role: 'user', content: 'Say hello in one short sentence.' }],
    max_tokens: 64,
    ...(mode === 'stream' ? { stream: true, stream_options: { include_usage: true } } : {}),
  });

function commitOf() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} plus uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

function machineFacts() {
  let wrk = 'wrk';
  try {
    wrk = execFileSync('wrk', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).split('\n')[0].split(' [')[0].trim();
  } catch (error) {
    // `wrk --version` exits 1 after printing its version.
    wrk = String(error.stdout ?? 'wrk').split('\n')[0].split(' [')[0].trim() || 'wrk';
  }
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: (totalmem() / 1024 ** 3).toFixed(1),
    kernel: release(),
    node: nodeVersion.replace(/^v/, ''),
    wrk,
    loadBefore: loadavg().map((value) => value.toFixed(2)).join(' / '),
  };
}

/** One request per target and mode must succeed before any figure is taken. */
async function sanityCheck(target) {
  for (const mode of MODES) {
    const response = await fetch(target.url, { method: 'POST', headers: { 'content-type': 'application/json', ...target.headers }, body: bodyFor(mode), signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    const good = response.status === 200 && (mode === 'stream' ? text.includes('[DONE]') : text.includes('chat.completion'));
    if (!good) throw new Error(`sanity check ${target.name} ${mode}: HTTP ${response.status} ${text.slice(0, 300)}`);
  }
}

async function measureCell(target, mode, conc) {
  const options = { url: target.url, connections: conc, body: bodyFor(mode), headers: target.headers };
  await runWrk({ ...options, seconds: WARMUP });
  const cpuBefore = cpuSeconds(target.pid);
  const result = await runWrk({ ...options, seconds: DURATION });
  const cpuAfter = cpuSeconds(target.pid);
  const requests = result.requests;
  return {
    target: target.name,
    mode,
    conc,
    requests,
    rps: requests / (result.duration_us / 1e6),
    p50: result.p50_us / 1000,
    p99: result.p99_us / 1000,
    errors: result.err_connect + result.err_read + result.err_write + result.err_timeout + result.err_status,
    cpuPerRequest: requests > 0 ? ((cpuAfter - cpuBefore) / requests) * 1e6 : NaN,
    rss: rssMiB(target.pid),
  };
}

/** Settlement and log writes may trail the last response: wait until two readings agree. */
async function settledBilling(gateway) {
  let previous = await gateway.readBilling();
  for (let attempt = 0; attempt < 30; attempt++) {
    await new Promise((wait) => setTimeout(wait, 500));
    const current = await gateway.readBilling();
    if (current.usedQuota === previous.usedQuota && current.logQuota === previous.logQuota && current.requestCount === previous.requestCount) return current;
    previous = current;
  }
  return previous;
}

let gateway;
let exitCode = 0;
try {
  const machine = machineFacts();
  const busy = loadavg()[0] >= 1;
  console.log(`relay bench: ${machine.cpus}× ${machine.cpuModel}, Node ${machine.node}, load ${machine.loadBefore}; ${WARMUP} s warm-up + ${DURATION} s per cell`);

  const [mockPort, honoPort, rawPort] = [await freePort(), await freePort(), await freePort()];
  const upstream = `http://127.0.0.1:${mockPort}`;
  const relayDirectory = join(repoRoot, 'tests/load/relay');
  const mock = startProcess(node, [join(relayDirectory, 'mock-upstream.mjs')], { MOCK_PORT: String(mockPort) });
  const hono = startProcess(node, [join(relayDirectory, 'hono-proxy.mjs')], { PROXY_PORT: String(honoPort), UPSTREAM: upstream });
  const raw = startProcess(node, [join(relayDirectory, 'raw-proxy.mjs')], { RAW_PORT: String(rawPort), UPSTREAM: upstream });
  await waitUntilUp(`${upstream}/health`, mock);
  await waitUntilUp(`http://127.0.0.1:${honoPort}/health`, hono);
  await waitUntilUp(`http://127.0.0.1:${rawPort}/health`, raw);
  gateway = await startGateway({ repoRoot, node, upstreamUrl: upstream, model: MODEL });

  const path = '/v1/chat/completions';
  // The pass-throughs forward any key (the mock ignores it); the gateway needs its own API key.
  const passThrough = { authorization: 'Bearer sk-mock' };
  const targets = [
    { name: 'direct', url: `${upstream}${path}`, headers: passThrough, pid: mock.pid },
    { name: 'hono-min', url: `http://127.0.0.1:${honoPort}${path}`, headers: passThrough, pid: hono.pid },
    { name: 'raw', url: `http://127.0.0.1:${rawPort}${path}`, headers: passThrough, pid: raw.pid },
    { name: 'gateway', url: `${gateway.url}${path}`, headers: { authorization: gateway.authorization }, pid: gateway.pid },
  ];
  for (const target of targets) await sanityCheck(target);
  const billingBefore = await settledBilling(gateway);

  const cells = [];
  for (const mode of MODES)
    for (const conc of CONCURRENCIES)
      for (const target of targets) {
        const cell = await measureCell(target, mode, conc);
        cells.push(cell);
        console.log(
          `${target.name.padEnd(9)} ${mode.padEnd(9)} c=${String(conc).padEnd(3)} ${Math.round(cell.rps).toString().padStart(6)} req/s  p50 ${cell.p50.toFixed(3)} ms  p99 ${cell.p99.toFixed(3)} ms  errors ${cell.errors}  CPU ${cell.cpuPerRequest.toFixed(0)} µs/req  RSS ${cell.rss.toFixed(0)} MiB`,
        );
      }

  const ttfb = {};
  for (const target of targets) {
    ttfb[target.name] = await probeTtfb({ url: target.url, body: bodyFor('stream'), headers: target.headers, count: TTFB_COUNT });
    console.log(`ttfb ${target.name.padEnd(9)} p50 ${ttfb[target.name].ttfbP50.toFixed(3)} ms  p99 ${ttfb[target.name].ttfbP99.toFixed(3)} ms`);
  }

  const billingAfter = await settledBilling(gateway);
  const billing = {
    logQuota: billingAfter.logQuota - billingBefore.logQuota,
    usedQuota: billingAfter.usedQuota - billingBefore.usedQuota,
    requests: billingAfter.requestCount - billingBefore.requestCount,
  };
  billing.pass = billing.logQuota === billing.usedQuota && billing.requests > 0;
  console.log(`billing: Σ log quota ${billing.logQuota} vs Δ used_quota ${billing.usedQuota} over ${billing.requests} requests: ${billing.pass ? 'PASS' : 'FAIL'}`);
  if (!billing.pass) exitCode = 1;

  const targetResults = evaluateTargets(cells, ttfb);
  for (const row of targetResults) console.log(`${row.met ? 'met    ' : 'NOT MET'}  ${row.label}: ${row.measured} (wanted ${row.target})`);

  if (!process.argv.includes('--no-write')) {
    const section = formatSection({
      date: new Date().toISOString().slice(0, 10),
      commit: commitOf(),
      machine,
      settings: { duration: DURATION, warmup: WARMUP, ttfbCount: TTFB_COUNT },
      cells,
      ttfb,
      targets: targetResults,
      billing,
      busy,
    });
    writeRelaySection(join(repoRoot, 'docs/benchmarks.md'), section);
    console.log('wrote docs/benchmarks.md (section "Relay")');
  }
} catch (error) {
  console.error(`relay bench failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await stopAll();
  gateway?.removeData();
}
process.exit(exitCode);
