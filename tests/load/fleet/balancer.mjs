/**
 * The load balancer of the fleet bench. HAProxy when it is installed, run from the deployment's own config
 * (infra/fleet/haproxy.cfg) with only what the machine differs in changed: listens on 127.0.0.1 on a free
 * port, sends to the bench's instances on 127.0.0.1, no Docker DNS, no runtime API, no request log, and a
 * maxconn this shell's open-file limit allows (HAProxy wants about 2 descriptors per connection).
 * Without HAProxy: the fleet suite's local round-robin (tests/fleet/support/round-robin.ts) inside this
 * process — its CPU is then the bench's own and is not reported.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProcess, stopProcess, waitUntilUp } from '../relay/processes.mjs';

export function haproxyAvailable() {
  return spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).error === undefined;
}

/** infra/fleet/haproxy.cfg for 127.0.0.1: `backends` are http://127.0.0.1:<port> URLs. */
export function benchHaproxyConfig(deployed, port, backends) {
  const servers = backends.map((url, index) => `    server gateway-${index + 1} ${new URL(url).host}`).join('\n');
  return deployed
    .replace(/^resolvers docker\n(?:[ \t]+.*\n)*/m, '')
    .replace(/^\s*(stats socket|stats timeout|log |option httplog).*\n/gm, '')
    .replace(/^(\s*maxconn) \d+$/m, '$1 4096')
    .replace(/^(\s*bind) :8080$/m, `$1 127.0.0.1:${port}`)
    .replace(/ init-addr \S+ resolvers docker/, '')
    .replace(/(^\s*server gateway-\d+ .*\n)+/m, `${servers}\n`);
}

async function startHaproxy(repoRoot, backends) {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'fleet-bench-haproxy-'));
  const configPath = join(directory, 'haproxy.cfg');
  writeFileSync(configPath, benchHaproxyConfig(readFileSync(join(repoRoot, 'infra/fleet/haproxy.cfg'), 'utf8'), port, backends));
  const started = startProcess('haproxy', ['-db', '-f', configPath], {});
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(started.child);
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${url}/healthz`, started);
  } catch (error) {
    await stop();
    throw error;
  }
  return { kind: 'HAProxy (infra/fleet/haproxy.cfg)', url, pid: started.pid, stop };
}

async function startNodeRoundRobin(backends) {
  const { startRoundRobin } = await import('../../fleet/support/round-robin.ts');
  const balancer = await startRoundRobin(backends);
  return { kind: 'Node round-robin (tests/fleet/support, in the bench process)', url: balancer.url, pid: undefined, stop: () => balancer.stop() };
}

/** { kind, url, pid (undefined: in this process), stop() } */
export function startBalancer(repoRoot, backends) {
  return haproxyAvailable() ? startHaproxy(repoRoot, backends) : startNodeRoundRobin(backends);
}
