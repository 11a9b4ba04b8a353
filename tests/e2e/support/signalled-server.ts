/**
 * The server bundle (as `npm start` and the supervisors run it) started directly, for tests that signal it
 * themselves and read what it left behind: its exit, its output, and its DATA_DIR until `cleanUp`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { repositoryRoot, SERVER_BUNDLE } from './server.ts';

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export interface SignalledServer {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  signal: (signal: NodeJS.Signals) => void;
  exited: Promise<ServerExit>;
  /** SIGKILLs the process if it still runs and removes DATA_DIR. */
  cleanUp: () => Promise<void>;
}

/** Starts the bundle on a free port with a fresh DATA_DIR and resolves once /api/status answers. */
export async function startSignalledServer(extraEnv: Record<string, string> = {}): Promise<SignalledServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-signalled-'));
  let output = '';
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CRITICAL_RATE_LIMIT: '1000',
      GLOBAL_API_RATE_LIMIT: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Only bounds a hang: the bundle starts in well under a second on a quiet machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/api/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await cleanUp();
      throw new Error(`server did not answer within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, dataDir, output: () => output, signal: (signal) => child.kill(signal), exited, cleanUp };
}
