import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { findMariadbBinaries } from './mariadb-binaries.ts';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** Printed (once) when MariaDB cannot be started, and used as the skipped suite's title. */
export const MARIADB_SKIP_MESSAGE = 'MariaDB binaries not found; skipping MariaDB runs (install the mariadb-server package)';

export interface MariadbServer {
  /** mysql://root@127.0.0.1:<port> (no database; grant tables skipped, so root needs no password). */
  url: string;
  /**
   * Stops the server as a restart or upgrade does (SIGTERM: mariadbd ends every connection and shuts down
   * cleanly), keeping its data; {@link start} brings it back.
   */
  shutDown(): Promise<void>;
  /** Starts the server again on the same port with the same data after {@link shutDown}. */
  start(): Promise<void>;
  /** Kills the server and deletes its data directory. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * The server's own temporary directory. A starting mariadbd (install-db's bootstrap included) deletes every
 * "#sql…" file in its tmpdir, so with the shared /tmp a server started by one test deleted the on-disk
 * temporary tables of another server's running query ("Error on delete of '/tmp/#sql-temptable-…'").
 */
const tmpdirOf = (baseDir: string) => join(baseDir, 'tmp');

/** Server options for a disposable test server: small, no durability, no binary log, no grants. */
function serverArguments(baseDir: string, port: number): string[] {
  return [
    '--no-defaults',
    `--datadir=${join(baseDir, 'data')}`,
    `--tmpdir=${tmpdirOf(baseDir)}`,
    `--socket=${join(baseDir, 'mysqld.sock')}`,
    `--pid-file=${join(baseDir, 'mysqld.pid')}`,
    `--log-error=${join(baseDir, 'error.log')}`,
    '--bind-address=127.0.0.1',
    `--port=${port}`,
    '--skip-grant-tables',
    '--skip-name-resolve',
    '--skip-log-bin',
    '--innodb-buffer-pool-size=64M',
    '--innodb-log-file-size=32M',
    '--innodb-flush-log-at-trx-commit=0',
    '--innodb-doublewrite=0',
    '--performance-schema=OFF',
    '--max-connections=2000',
    '--innodb-lock-wait-timeout=20',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_bin',
    // mariadbd refuses to run as root unless told to; the data directory belongs to whoever runs the tests.
    ...(process.getuid?.() === 0 ? ['--user=root'] : []),
  ];
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mariadbd exited with ${child.exitCode}: ${await readFile(logFile, 'utf8').catch(() => '')}`);
    try {
      const connection = await createConnection(url);
      await connection.end();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function startOnPort(server: string, baseDir: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(server, serverArguments(baseDir, port), { stdio: 'ignore' });
  const url = `mysql://root@127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, join(baseDir, 'error.log'));
    return { child, url };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

async function startOnFreePort(server: string, baseDir: string): Promise<{ child: ChildProcess; url: string; port: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return { ...(await startOnPort(server, baseDir, port)), port };
    } catch (error) {
      // The free port can be taken between probing and binding; try another one.
      if (attempt >= 3) throw error;
    }
  }
}

/** Resolves when the child has exited (at once when it already has). */
function exitOf(child: ChildProcess | undefined): Promise<unknown> {
  return child === undefined || child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Starts a throwaway MariaDB server for tests: a fresh data directory under the OS temp dir, listening on
 * 127.0.0.1 on a free port with its unix socket in that directory, no grant tables, no binary log, no
 * fsync (the data is thrown away). Returns null when no MariaDB binaries exist; the caller prints
 * {@link MARIADB_SKIP_MESSAGE}. Throws when binaries exist but the server fails, with its log in the message.
 */
export async function startMariadbServer(): Promise<MariadbServer | null> {
  const binaries = await findMariadbBinaries();
  if (binaries === undefined) return null;
  const baseDir = await mkdtemp(join(tmpdir(), 'gateway-mariadb-'));
  let child: ChildProcess | undefined;
  const stopSync = () => {
    child?.kill('SIGKILL');
    rmSync(baseDir, { recursive: true, force: true });
  };
  // A crashed or interrupted test run must not leave a mariadbd process behind.
  process.once('exit', stopSync);
  try {
    const user = process.getuid?.() === 0 ? ['--user=root'] : [];
    await mkdir(tmpdirOf(baseDir));
    await run(
      binaries.installDb,
      [
        '--no-defaults',
        `--datadir=${join(baseDir, 'data')}`,
        `--tmpdir=${tmpdirOf(baseDir)}`,
        '--skip-test-db',
        '--skip-name-resolve',
        '--auth-root-authentication-method=normal',
        ...user,
      ],
      { timeout: 120_000 },
    );
    const started = await startOnFreePort(binaries.server, baseDir);
    child = started.child;
    return {
      url: started.url,
      async shutDown() {
        const exited = exitOf(child);
        child?.kill('SIGTERM');
        await exited;
      },
      async start() {
        child = (await startOnPort(binaries.server, baseDir, started.port)).child;
      },
      async stop() {
        process.removeListener('exit', stopSync);
        const exited = exitOf(child);
        child?.kill('SIGKILL');
        await exited;
        await rm(baseDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    process.removeListener('exit', stopSync);
    stopSync();
    const detail = error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr).trim() : '';
    throw new Error(`Could not start a test MariaDB with ${binaries.server}${detail ? `: ${detail}` : ''}`, { cause: error });
  }
}
