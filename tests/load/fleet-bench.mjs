#!/usr/bin/env node
/**
 * Fleet benchmark (`npm run bench:fleet`): relayed throughput of one gateway instance vs
 * three (one PostgreSQL + one Redis, behind the balancer of tests/load/fleet/balancer.mjs), and what Redis costs
 * per request (one instance with vs without REDIS_URL), for chat completions non-stream and stream at c=1 and
 * c=64. Reuses the relay bench's mock upstream, wrk driver, /proc readings and gateway configuration
 * (tests/load/relay/, lib/wrk-cells.mjs); every server listens on 127.0.0.1 on a free port and is stopped by
 * PID. Ends each configuration with the billing check Σ log quota == Δ used_quota. Writes the "## Fleet"
 * section of docs/benchmarks.md.
 *
 * Env: DURATION (5 s measured per cell), WARMUP (2 s). Flag: --no-write. Not a test and not part of CI:
 * without wrk, PostgreSQL or redis-server it says what is missing and exits 0.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { redisServerBinary, startPostgresCluster, startRedisServer } from '@gateway/db/testing';
import { CONFIGURATIONS, startConfiguration } from './fleet/configurations.mjs';
import { formatFleetSection } from './fleet/report.mjs';
import { commitOf, writeSection } from './lib/benchmarks-doc.mjs';
import { measureWrkCell, settledBilling } from './lib/wrk-cells.mjs';
import { serverBundle } from './relay/gateway.mjs';
import { startProcess, stopAll, waitUntilUp, freePort } from './relay/processes.mjs';
import { cpuSeconds } from './relay/procstat.mjs';
import { wrkAvailable } from './relay/wrk.mjs';
import { APIS, WORKLOADS, bodyOf } from './relay/workloads.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const node = existsSync(join(repoRoot, 'node_modules/.bin/node')) ? join(repoRoot, 'node_modules/.bin/node') : process.execPath;
const DURATION = Number(process.env.DURATION || 5);
const WARMUP = Number(process.env.WARMUP || 2);
const MODEL = 'gpt-4o-mini';
const FLEET_WORKLOADS = WORKLOADS.filter((workload) => workload.api === 'chat');

function machineFacts() {
  const wrkLine = execFileSync('sh', ['-c', 'wrk --version 2>&1 || true'], { encoding: 'utf8' }).split('\n')[0];
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: (totalmem() / 1024 ** 3).toFixed(1),
    kernel: release(),
    node: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, ''),
    wrk: wrkLine.split(' [')[0].trim() || 'wrk',
    loadBefore: loadavg()
      .map((value) => value.toFixed(2))
      .join(' / '),
  };
}

/** The redis-server process answering on `url`'s port (it names itself "redis-server 127.0.0.1:<port>"). */
function redisPid(url) {
  const port = new URL(url).port;
  const listing = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  const line = listing.split('\n').find((entry) => entry.includes('redis-server') && entry.includes(`:${port}`));
  return line === undefined ? undefined : Number(line.trim().split(/\s+/)[0]);
}

async function sanityCheck(target) {
  for (const mode of ['nonstream', 'stream']) {
    const response = await fetch(`${target.url}${APIS.chat.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...target.headers },
      body: bodyOf('chat', mode, { chat: MODEL }),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (response.status !== 200 || !APIS.chat.complete(text, mode === 'stream'))
      throw new Error(`sanity check ${target.name} ${mode}: HTTP ${response.status} ${text.slice(0, 300)}`);
  }
}

/** One cell; the Redis server's and the balancer's CPU are read over the same measured window. */
async function measure(target, workload, redis) {
  const side = { redis: target.usesRedis ? redis : undefined, balancer: target.balancer?.pid };
  let before = {};
  const read = () => Object.fromEntries(Object.entries(side).map(([name, pid]) => [name, pid === undefined ? NaN : cpuSeconds(pid)]));
  const wrk = {
    url: `${target.url}${APIS.chat.path}`,
    connections: workload.conc,
    body: bodyOf('chat', workload.mode, { chat: MODEL }),
    headers: target.headers,
  };
  const cell = await measureWrkCell({ name: target.name, pids: target.pids }, wrk, {
    warmupSeconds: WARMUP,
    seconds: DURATION,
    afterWarmup: () => void (before = read()),
  });
  const after = read();
  const perRequest = (name) => (cell.requests > 0 ? ((after[name] - before[name]) / cell.requests) * 1e6 : NaN);
  return { ...cell, configuration: target.name, mode: workload.mode, redisCpuPerRequest: perRequest('redis'), balancerCpuPerRequest: perRequest('balancer') };
}

async function runConfiguration(configuration, shared, redis) {
  const target = { ...(await startConfiguration(configuration, shared)), usesRedis: configuration.redis };
  try {
    await sanityCheck(target);
    const before = await settledBilling(target.api);
    const cells = [];
    for (const workload of FLEET_WORKLOADS) {
      const cell = await measure(target, workload, redis);
      cells.push(cell);
      console.log(
        `${target.name.padEnd(30)} ${workload.mode.padEnd(9)} c=${String(workload.conc).padEnd(3)} ${Math.round(cell.rps).toString().padStart(6)} req/s  p50 ${cell.p50.toFixed(2)} ms  p99 ${cell.p99.toFixed(2)} ms  errors ${cell.errors}  CPU ${cell.cpuPerRequest.toFixed(0)} µs/req  Redis ${cell.redisCpuPerRequest.toFixed(0)}  balancer ${cell.balancerCpuPerRequest.toFixed(0)}`,
      );
    }
    const after = await settledBilling(target.api);
    const billing = {
      configuration: target.name,
      logQuota: after.logQuota - before.logQuota,
      usedQuota: after.usedQuota - before.usedQuota,
      requests: after.requestCount - before.requestCount,
    };
    billing.pass = billing.logQuota === billing.usedQuota && billing.requests > 0;
    console.log(
      `billing ${target.name}: Σ log quota ${billing.logQuota} vs Δ used_quota ${billing.usedQuota} over ${billing.requests} requests: ${billing.pass ? 'PASS' : 'FAIL'}`,
    );
    return { cells, billing, balancerKind: target.balancer?.kind };
  } finally {
    await target.stop();
  }
}

async function main() {
  if (!wrkAvailable() || redisServerBinary() === null) {
    console.log('fleet bench skipped: needs wrk and redis-server (apt-get install -y wrk redis-server). No figures were taken.');
    return 0;
  }
  const postgres = await startPostgresCluster();
  if (postgres === null) {
    console.log('fleet bench skipped: PostgreSQL binaries not found (apt-get install -y postgresql). No figures were taken.');
    return 0;
  }
  const redis = await startRedisServer();
  try {
    const machine = machineFacts();
    console.log(
      `fleet bench: ${machine.cpus}× ${machine.cpuModel}, Node ${machine.node}, load ${machine.loadBefore}; ${WARMUP} s warm-up + ${DURATION} s per cell`,
    );
    const mockPort = await freePort();
    const mock = startProcess(node, [join(repoRoot, 'tests/load/relay/mock-upstream.mjs')], { MOCK_PORT: String(mockPort) });
    const upstreamUrl = `http://127.0.0.1:${mockPort}`;
    await waitUntilUp(`${upstreamUrl}/health`, mock);
    const shared = { repoRoot, node, bundle: serverBundle(repoRoot, node), postgresUrl: postgres.url, redisUrl: redis.url, upstreamUrl, model: MODEL };
    const results = [];
    for (const configuration of CONFIGURATIONS) results.push(await runConfiguration(configuration, shared, redisPid(redis.url)));
    const run = {
      date: new Date().toISOString().slice(0, 10),
      commit: commitOf(repoRoot),
      machine,
      settings: { duration: DURATION, warmup: WARMUP },
      balancerKind: results.find((result) => result.balancerKind)?.balancerKind ?? '-',
      cells: results.flatMap((result) => result.cells),
      workloads: FLEET_WORKLOADS,
      billing: results.map((result) => result.billing),
    };
    if (!process.argv.includes('--no-write')) {
      writeSection(join(repoRoot, 'docs/benchmarks.md'), '## Fleet', formatFleetSection(run));
      console.log('wrote docs/benchmarks.md (section "Fleet")');
    }
    return run.billing.every((entry) => entry.pass) ? 0 : 1;
  } finally {
    await stopAll();
    await redis.stop();
    await postgres.stop();
  }
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`fleet bench failed: ${error instanceof Error ? error.stack : String(error)}`);
}
process.exit(exitCode);
