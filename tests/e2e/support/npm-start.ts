/**
 * Runs the real `npm start` of the repository (npm → its script shell → scripts/start.mjs → the server
 * bundle) on a free port with a fresh DATA_DIR, the way an operator or a supervisor runs it, and hands
 * out the npm process's PID so a test can signal exactly that process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { descendantsOf, isAlive } from './process-tree.ts';
import { repositoryRoot } from './server.ts';

export type NpmExit = { code: number | null; signal: NodeJS.Signals | null };

export type NpmStart = {
  /** PID of the npm process itself (what a supervisor signals). */
  pid: number;
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<NpmExit>;
  /** SIGKILLs whatever is still running of the tree (by PID) and removes DATA_DIR. */
  cleanUp: (pids: number[]) => void;
};

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * The test's environment minus what an outer `npm run`/turbo put there: npm reads `npm_config_*` as its
 * configuration and `npm_*`/INIT_CWD describe the outer script, none of which belongs to this `npm start`.
 */
function cleanEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(name) || name === 'INIT_CWD') continue;
    environment[name] = value;
  }
  return { ...environment, ...extra };
}

/** Starts `npm start` and resolves once /api/status answers (start.mjs may first rebuild what is stale). */
export async function startNpmStart(extraEnv: Record<string, string> = {}): Promise<NpmStart> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-npm-start-'));
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: cleanEnvironment({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CRITICAL_RATE_LIMIT: '1000',
      GLOBAL_API_RATE_LIMIT: '100000',
      ...extraEnv,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NpmExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = (pids: number[]) => {
    for (const pid of [child.pid!, ...pids]) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Generous: on a busy machine start.mjs may rebuild the bundle or a console app before the server starts.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      cleanUp(descendantsOf(child.pid!));
      throw new Error(`npm start exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    if (await answersStatus(url)) break;
    if (Date.now() > deadline) {
      cleanUp(descendantsOf(child.pid!));
      throw new Error(`npm start did not answer /api/status in time:\n${output}`);
    }
    await sleep(200);
  }
  return { pid: child.pid!, url, port, dataDir, output: () => output, exited, cleanUp };
}

async function answersStatus(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/status`)).ok;
  } catch {
    return false;
  }
}

/** True when nothing listens on 127.0.0.1:`port` any more (a new listener can bind it). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
