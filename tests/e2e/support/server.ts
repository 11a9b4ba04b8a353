/**
 * Starts the real apps/server (the product itself, not a mock) on a free port with a
 * fresh data directory, and stops it by PID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.ts';

export const repositoryRoot = resolve(import.meta.dirname, '..', '..', '..');

export type RunningServer = {
  url: string;
  dataDir: string;
  output: () => string;
  /** The process's exit code, null while it runs (a signal's death counts as exited: the signal's name). */
  exited: () => number | string | null;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMilliseconds` (10 s). */
  stop: (graceMilliseconds?: number) => Promise<void>;
};

/** The production bundle `npm start` runs (ADR 0015), made fresh by the workspace's global setup (server-bundle-setup.ts). */
export const SERVER_BUNDLE = join(repositoryRoot, 'apps', 'server', 'dist', 'server.mjs');

/** entry: the server's entry file; the production bundle unless a test runs another. */
export async function startServer(extraEnv: Record<string, string> = {}, entry = SERVER_BUNDLE): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The journey signs in several times from one address; the production limits stay covered by gateway tests.
      CRITICAL_RATE_LIMIT: '1000',
      GLOBAL_API_RATE_LIMIT: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a busy CI machine loading the TypeScript sources alone has taken over 30 s (the bundle starts faster).
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/status`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 120 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    exited: () => child.exitCode ?? child.signalCode,
    stop: async (graceMilliseconds = 10_000) => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, graceMilliseconds))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
