/**
 * Starts workers/gateway under `wrangler dev` (workerd, local D1 / Durable Objects / Queues, the console as
 * static assets) on free ports with a fresh state directory, and stops it by PID. Offline: no banner (update
 * check), no metrics.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { repositoryRoot } from './server.ts';
import type { RunningServer } from './server.ts';

export async function startWranglerDev(): Promise<RunningServer> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-edge-e2e-'));
  const workerDirectory = join(repositoryRoot, 'workers', 'gateway');
  let output = '';
  const assemble = spawn(process.execPath, [join(workerDirectory, 'scripts', 'assemble-console.mjs')], { stdio: 'ignore' });
  await new Promise((done) => assemble.once('exit', done));
  const wrangler = join(repositoryRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const args = [
    wrangler,
    'dev',
    '--env',
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    dataDir,
    '--show-interactive-dev-session=false',
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: workerDirectory,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', WRANGLER_LOG_PATH: join(dataDir, 'logs'), CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/status`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`wrangler dev did not answer within 60 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    dataDir,
    output: () => output,
    exited: () => child.exitCode ?? child.signalCode,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
