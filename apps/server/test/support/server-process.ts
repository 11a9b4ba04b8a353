import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Spawns `node src/main.ts` and resolves once it logs its URL (rejects if it exits first). */
export async function startServerProcess(environment: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: String(port), ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    // Only bounds a hang: the server loads its TypeScript sources on start, which took over 20 s on a busy CI.
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 100_000);
    const check = () => {
      if (output.includes('gateway listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Resolves once `output()` contains `text`; rejects after `timeoutMs` (generous: the machine may be busy). */
export async function waitForOutput(output: () => string, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`"${text}" did not appear in the output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface LaunchedServer {
  launcher: ChildProcess;
  /** PID of the server the launcher started. */
  serverPid: number;
  url: string;
  output: () => string;
}

/**
 * Starts a stand-in for scripts/start.mjs: a Node process that spawns `node src/main.ts` detached (its
 * own session) with an IPC channel, and otherwise just stays up. The server's output reaches this test.
 */
export async function startServerUnderLauncher(environment: Record<string, string>): Promise<LaunchedServer> {
  const port = await freePort();
  const script = [
    "const { spawn } = require('node:child_process');",
    "const server = spawn(process.execPath, [process.env.SERVER_ENTRY], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true });",
    "console.log('server pid ' + server.pid);",
    'setInterval(() => {}, 60_000);',
  ].join('\n');
  const launcher = spawn(process.execPath, ['-e', script], {
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: String(port), SERVER_ENTRY: MAIN, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForOutput(() => output, 'gateway listening on');
  const serverPid = Number(/server pid ([0-9]+)/.exec(output)?.[1]);
  return { launcher, serverPid, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** Runs main.ts to completion (for start-up failures) and returns its exit code and output. */
export async function runServerToExit(environment: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env['PATH'] ?? '', ...environment }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

export const SHELL_INDEX = '<!doctype html><html><body><div id="root"></div><script src="/static/js/main.1a2b3c4d.js"></script></body></html>';
export const REMOTE_CHUNK = 'export const routes = ["settings"];'.repeat(20);

/**
 * A fake built console: shell dist (index.html, a hashed chunk with .br/.gz siblings, a favicon)
 * and the settings remote's dist with an mf-manifest.json; the other remotes are "not built".
 */
export function createFakeConsole(): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-console-'));
  const shell = join(root, 'shell', 'dist');
  write(join(shell, 'index.html'), SHELL_INDEX);
  const chunk = 'console.log("shell");'.repeat(50);
  write(join(shell, 'static/js/main.1a2b3c4d.js'), chunk);
  write(join(shell, 'static/js/main.1a2b3c4d.js.br'), brotliCompressSync(chunk));
  write(join(shell, 'static/js/main.1a2b3c4d.js.gz'), gzipSync(chunk));
  write(join(shell, 'favicon.ico'), 'icon');
  const settings = join(root, 'settings', 'dist');
  write(join(settings, 'mf-manifest.json'), JSON.stringify({ id: 'settings', name: 'gateway_settings', metaData: {}, exposes: [] }));
  write(join(settings, 'static/js/remote.9f8e7d6c.js'), REMOTE_CHUNK);
  return root;
}
