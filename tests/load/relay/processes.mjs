/** Child processes of the benchmark: free loopback ports, start, wait until healthy, stop by PID. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const running = new Set();

/** Output is kept (last 4 KB) so a failed start can say why. */
export function startProcess(node, args, env) {
  const child = spawn(node, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (part) => {
    output = (output + part).slice(-4096);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return { child, pid: child.pid, output: () => output };
}

export async function waitUntilUp(url, started, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (started.child.exitCode !== null) throw new Error(`exited with ${started.child.exitCode} before answering ${url}:\n${started.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${started.output()}`);
}

/** SIGTERM one child this run started (by PID), SIGKILL after 5 s if it is still there. */
export function stopProcess(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** SIGTERM each child this run started (by PID), SIGKILL after 5 s if it is still there. */
export async function stopAll() {
  await Promise.all([...running].map((child) => stopProcess(child)));
}
