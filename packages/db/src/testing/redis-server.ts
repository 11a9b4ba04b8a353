/**
 * A throwaway Redis for tests (Debian's redis-server): 127.0.0.1 on a free port, no persistence, its own
 * temp directory; stopped by PID. Suites that need it skip with REDIS_SKIP_MESSAGE only when the binary
 * is missing (.ci/run installs it). Readiness is a plain RESP PING over TCP, so no client library is needed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export const REDIS_SKIP_MESSAGE = 'redis-server not found; skipping the Redis runs (install the redis-server package)';

export interface RedisTestServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** Kills the server and deletes its directory. Safe to call twice. */
  stop(): Promise<void>;
}

export function redisServerBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server || ls /usr/bin/redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim().split('\n')[0] ?? '';
  return found.status === 0 && path !== '' ? path : null;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('connect', () => socket.write('*1\r\n$4\r\nPING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export async function startRedisServer(): Promise<RedisTestServer> {
  const binary = redisServerBinary();
  if (binary === null) throw new Error(REDIS_SKIP_MESSAGE);
  const directory = await mkdtemp(join(tmpdir(), 'gateway-redis-'));
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    // A process killed by a signal keeps exitCode null: signalCode says it is gone.
    if (isRunning(child)) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  };
  for (let attempt = 0; !(await answersPing(port)); attempt += 1) {
    if (!isRunning(child) || attempt > 600) {
      await stop();
      throw new Error(`redis-server did not start: ${output}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
