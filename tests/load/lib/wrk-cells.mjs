/**
 * What every wrk-based bench (relay, edge) does per cell and after a run: a warm-up, then a measured run with
 * the target process's CPU time around it; and the wait until billing writes that trail the last answer settle.
 */
import { cpuSeconds, rssMiB } from '../relay/procstat.mjs';
import { runWrk } from '../relay/wrk.mjs';

/**
 * target: { name, pid } or { name, pids } (a fleet: CPU and RSS summed over its processes); wrk: { url, connections,
 * body, headers }; answers the cell's figures (CPU µs/request of the target's processes). `afterWarmup`: awaited
 * between warm-up and measurement — wrk closes its connections mid-request when the warm-up ends, and a server
 * that finishes such requests anyway (workerd does) must drain them first, or the measured window starts
 * behind a backlog of `connections` requests nobody waits for.
 */
export async function measureWrkCell(target, wrk, { warmupSeconds, seconds, afterWarmup }) {
  await runWrk({ ...wrk, seconds: warmupSeconds });
  if (afterWarmup !== undefined) await afterWarmup();
  const pids = target.pids ?? [target.pid];
  const cpu = () => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);
  const cpuBefore = cpu();
  const result = await runWrk({ ...wrk, seconds });
  const cpuAfter = cpu();
  const requests = result.requests;
  return {
    target: target.name,
    conc: wrk.connections,
    requests,
    rps: requests / (result.duration_us / 1e6),
    p50: result.p50_us / 1000,
    p99: result.p99_us / 1000,
    errors: result.err_connect + result.err_read + result.err_write + result.err_timeout + result.err_status,
    timeouts: result.err_timeout,
    cpuPerRequest: requests > 0 ? ((cpuAfter - cpuBefore) / requests) * 1e6 : NaN,
    rss: pids.reduce((total, pid) => total + rssMiB(pid), 0),
  };
}

/** Settlement and log writes may trail the last response: waits until two readings of gateway.readBilling() agree. */
export async function settledBilling(gateway, { intervalMs = 500, attempts = 30 } = {}) {
  let previous = await gateway.readBilling();
  for (let attempt = 0; attempt < attempts; attempt++) {
    await new Promise((wait) => setTimeout(wait, intervalMs));
    const current = await gateway.readBilling();
    if (current.usedQuota === previous.usedQuota && current.logQuota === previous.logQuota && current.requestCount === previous.requestCount) return current;
    previous = current;
  }
  return previous;
}
