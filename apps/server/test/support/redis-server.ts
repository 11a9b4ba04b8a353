/**
 * A throwaway Redis for tests (Debian's redis-server): 127.0.0.1 on a free port, no persistence, its own
 * temp directory; stopped by PID. Tests that need it are skipped with REDIS_SKIP_MESSAGE only when the
 * binary is missing (.ci/run installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './server-process.ts';

export const REDIS_SKIP_MESSAGE = 'redis-server not found; skipping the Redis runs (install the redis-server package)';

export interface RedisTestServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

export function redisServerBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server || ls /usr/bin/redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim().split('\n')[0] ?? '';
  return found.status === 0 && path !== '' ? path : null;
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused connections while the server starts are expected; they are retried below.
  client.on('error', () => {});
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${output()}`);
      try {
        if (client.status !== 'ready') await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        if (attempt > 600) throw new Error(`redis-server did not answer: ${output()}`);
        await new Promise((done) => setTimeout(done, 50));
      }
    }
  } finally {
    client.disconnect();
  }
}

export async function startRedisServer(): Promise<RedisTestServer> {
  const binary = redisServerBinary();
  if (binary === null) throw new Error(REDIS_SKIP_MESSAGE);
  const directory = await mkdtemp(join(tmpdir(), 'gateway-redis-'));
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => { output += chunk; });
  child.stderr?.on('data', (chunk) => { output += chunk; });
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    // A process killed by a signal keeps exitCode null: signalCode says it is gone.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
