#!/usr/bin/env node
/**
 * Relay benchmark (`npm run bench:relay`). Starts on
 * 127.0.0.1 and free ports: the mock upstream (OpenAI chat + Responses, Anthropic Messages), hono-min and
 * raw pass-throughs (tests/load/relay/), and apps/server configured through its API; runs the matrix
 * direct/hono-min/raw/gateway × the workloads of relay/workloads.mjs (chat non-stream/stream at
 * concurrency 1/64, Responses and Messages streams at 64) with wrk (warm-up, then a bounded measured
 * run), a sequential streaming TTFB probe, and ends with the billing invariant Σ log quota == Δ used_quota
 * on the gateway. The targets compare the gateway with the raw node:http pipe of the same run. Writes
 * the "## Relay" section of docs/benchmarks.md. Every process it started is stopped by PID at the end.
 *
 * Env: DURATION (5 s measured per cell), WARMUP (2 s), TTFB_COUNT (300). Flag: --no-write.
 * Not a test and not part of CI: without wrk it prints how to get it and exits 0.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES_MODEL, startGateway } from './relay/gateway.mjs';
import { freePort, startProcess, stopAll, waitUntilUp } from './relay/processes.mjs';
import { rssMiB } from './relay/procstat.mjs';
import { evaluateTargets, formatSection, writeRelaySection } from './relay/report.mjs';
import { probeTtfb } from './relay/ttfb.mjs';
import { wrkAvailable } from './relay/wrk.mjs';
import { commitOf } from './lib/benchmarks-doc.mjs';
import { measureWrkCell, settledBilling } from './lib/wrk-cells.mjs';
import { APIS, WORKLOADS, bodyOf } from './relay/workloads.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const node = existsSync(join(repoRoot, 'node_modules/.bin/node')) ? join(repoRoot, 'node_modules/.bin/node') : process.execPath;
const DURATION = Number(process.env.DURATION || 5);
const WARMUP = Number(process.env.WARMUP || 2);
const TTFB_COUNT = Number(process.env.TTFB_COUNT || 300);
const MODEL = 'gpt-4o-mini';
/** The model each API's channel serves on the gateway (the pass-throughs forward any model). */
const MODELS = { chat: MODEL, responses: MODEL, messages: MESSAGES_MODEL };

if (!wrkAvailable()) {
  console.log('relay bench skipped: wrk is not installed (Debian/Ubuntu: apt-get install -y wrk). No figures were taken.');
  process.exit(0);
}

function machineFacts() {
  let wrk = 'wrk';
  try {
    wrk = execFileSync('wrk', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .split('\n')[0]
      .split(' [')[0]
      .trim();
  } catch (error) {
    // `wrk --version` exits 1 after printing its version.
    wrk =
      String(error.stdout ?? 'wrk')
        .split('\n')[0]
        .split(' [')[0]
        .trim() || 'wrk';
  }
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: (totalmem() / 1024 ** 3).toFixed(1),
    kernel: release(),
    node: nodeVersion.replace(/^v/, ''),
    wrk,
    loadBefore: loadavg()
      .map((value) => value.toFixed(2))
      .join(' / '),
  };
}

/** One request per target and workload (stream and non-stream) must succeed before any figure is taken. */
async function sanityCheck(target) {
  for (const api of Object.keys(APIS))
    for (const mode of ['nonstream', 'stream']) {
      const url = `${target.origin}${APIS[api].path}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...target.headers },
        body: bodyOf(api, mode, MODELS),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      const good = response.status === 200 && APIS[api].complete(text, mode === 'stream');
      if (!good) throw new Error(`sanity check ${target.name} ${api} ${mode}: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
}

async function measureCell(target, { api, mode, conc }) {
  const wrk = { url: `${target.origin}${APIS[api].path}`, connections: conc, body: bodyOf(api, mode, MODELS), headers: target.headers };
  const cell = await measureWrkCell(target, wrk, { warmupSeconds: WARMUP, seconds: DURATION });
  return { ...cell, api, mode };
}

let gateway;
let exitCode = 0;
try {
  const machine = machineFacts();
  const busy = loadavg()[0] >= 1;
  console.log(
    `relay bench: ${machine.cpus}× ${machine.cpuModel}, Node ${machine.node}, load ${machine.loadBefore}; ${WARMUP} s warm-up + ${DURATION} s per cell`,
  );

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

  // The pass-throughs forward any key (the mock ignores it); the gateway needs its own API key.
  const passThrough = { authorization: 'Bearer sk-mock' };
  const targets = [
    { name: 'direct', origin: upstream, headers: passThrough, pid: mock.pid },
    { name: 'hono-min', origin: `http://127.0.0.1:${honoPort}`, headers: passThrough, pid: hono.pid },
    { name: 'raw', origin: `http://127.0.0.1:${rawPort}`, headers: passThrough, pid: raw.pid },
    { name: 'gateway', origin: gateway.url, headers: { authorization: gateway.authorization }, pid: gateway.pid },
  ];
  for (const target of targets) await sanityCheck(target);
  const billingBefore = await settledBilling(gateway);

  const cells = [];
  for (const workload of WORKLOADS)
    for (const target of targets) {
      const cell = await measureCell(target, workload);
      cells.push(cell);
      console.log(
        `${target.name.padEnd(9)} ${workload.api.padEnd(9)} ${workload.mode.padEnd(9)} c=${String(workload.conc).padEnd(3)} ${Math.round(cell.rps).toString().padStart(6)} req/s  p50 ${cell.p50.toFixed(3)} ms  p99 ${cell.p99.toFixed(3)} ms  errors ${cell.errors}  CPU ${cell.cpuPerRequest.toFixed(0)} µs/req  RSS ${cell.rss.toFixed(0)} MiB`,
      );
    }

  const ttfb = {};
  for (const target of targets) {
    ttfb[target.name] = await probeTtfb({
      url: `${target.origin}${APIS.chat.path}`,
      body: bodyOf('chat', 'stream', MODELS),
      headers: target.headers,
      count: TTFB_COUNT,
    });
    console.log(`ttfb ${target.name.padEnd(9)} p50 ${ttfb[target.name].ttfbP50.toFixed(3)} ms  p99 ${ttfb[target.name].ttfbP99.toFixed(3)} ms`);
  }

  const billingAfter = await settledBilling(gateway);
  const billing = {
    logQuota: billingAfter.logQuota - billingBefore.logQuota,
    usedQuota: billingAfter.usedQuota - billingBefore.usedQuota,
    requests: billingAfter.requestCount - billingBefore.requestCount,
  };
  billing.pass = billing.logQuota === billing.usedQuota && billing.requests > 0;
  console.log(
    `billing: Σ log quota ${billing.logQuota} vs Δ used_quota ${billing.usedQuota} over ${billing.requests} requests: ${billing.pass ? 'PASS' : 'FAIL'}`,
  );
  if (!billing.pass) exitCode = 1;

  // "RSS after the run": the gateway once every cell and the probe are done.
  const rssAfterRun = rssMiB(gateway.pid);
  const targetResults = evaluateTargets(cells, ttfb, { rssAfterRun, billing });
  for (const row of targetResults) console.log(`${row.met ? 'met    ' : 'NOT MET'}  ${row.label}: ${row.measured} (wanted ${row.target})`);

  if (!process.argv.includes('--no-write')) {
    const section = formatSection({
      date: new Date().toISOString().slice(0, 10),
      commit: commitOf(repoRoot),
      machine,
      settings: { duration: DURATION, warmup: WARMUP, ttfbCount: TTFB_COUNT },
      cells,
      ttfb,
      targets: targetResults,
      billing,
      rssAfterRun,
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
