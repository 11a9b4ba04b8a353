import { execFile, spawnSync } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findPostgresBinDir } from './postgres-binaries.ts';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** Printed (once) when PostgreSQL cannot be started, and used as the skipped suite's title. */
export const POSTGRES_SKIP_MESSAGE = 'PostgreSQL binaries not found; skipping PostgreSQL runs (install the postgresql package)';

/** The database the cluster URL points at. */
export const CLUSTER_DATABASE = 'gateway_test';

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/gateway_test (trust auth, no password). */
  url: string;
  /**
   * Stops the server as a restart, failover or upgrade does (`pg_ctl -m fast`: every session is ended with
   * FATAL 57P01, in-flight transactions are rolled back), keeping its data; {@link start} brings it back.
   */
  shutDown(): Promise<void>;
  /** Starts the server again on the same port with the same data after {@link shutDown}. */
  start(): Promise<void>;
  /** Stops the server immediately and deletes its data directory. Safe to call twice. */
  stop(): Promise<void>;
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` user via runuser. */
function commandFor(binary: string, args: string[], asPostgresUser: boolean): [string, string[]] {
  return asPostgresUser ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/**
 * Starts a throwaway PostgreSQL server for tests: a fresh data directory under the OS temp dir,
 * trust auth, listening on 127.0.0.1 on a free port, its unix socket inside the data directory, and
 * durability switched off (the data is thrown away). Returns null when no PostgreSQL binaries exist;
 * the caller prints {@link POSTGRES_SKIP_MESSAGE}. Throws when binaries exist but the server fails,
 * with initdb/postgres output in the message.
 */
export async function startPostgresCluster(): Promise<PostgresCluster | null> {
  const binDir = await findPostgresBinDir();
  if (binDir === undefined) return null;

  const asPostgresUser = process.getuid?.() === 0;
  const baseDir = await mkdtemp(join(tmpdir(), 'gateway-pg-'));
  const dataDir = join(baseDir, 'data');
  const logFile = join(baseDir, 'postgres.log');
  const exec = (binary: string, args: string[]) => {
    const [file, fileArgs] = commandFor(join(binDir, binary), args, asPostgresUser);
    return run(file, fileArgs, { timeout: 120_000 });
  };

  const serverOptionsFor = (port: number) =>
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let started = false;
  const stopSync = () => {
    if (started) spawnSync(...commandFor(join(binDir, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w'], asPostgresUser));
    rmSync(baseDir, { recursive: true, force: true });
  };
  // A crashed or interrupted test run must not leave a postgres process behind.
  process.once('exit', stopSync);

  try {
    if (asPostgresUser) {
      const { uid, gid } = await postgresUserIds();
      await chown(baseDir, uid, gid);
    }
    await exec('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);

    let port = 0;
    for (let attempt = 1; !started; attempt += 1) {
      port = await freePort();
      try {
        await exec('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptionsFor(port)]);
        started = true;
      } catch (error) {
        // The free port can be taken between probing and binding; try another one.
        if (attempt >= 3) throw error;
      }
    }

    const url = `postgres://postgres@127.0.0.1:${port}`;
    const client = new pg.Client({ connectionString: `${url}/postgres` });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${CLUSTER_DATABASE}`);
    } finally {
      await client.end();
    }

    const serverOptions = serverOptionsFor(port);
    return {
      url: `${url}/${CLUSTER_DATABASE}`,
      async shutDown() {
        await exec('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
      },
      async start() {
        await exec('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions]);
      },
      async stop() {
        process.removeListener('exit', stopSync);
        if (started) {
          started = false;
          await exec('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch(() => undefined);
        }
        await rm(baseDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    process.removeListener('exit', stopSync);
    stopSync();
    const detail = error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr).trim() : '';
    throw new Error(`Could not start a test PostgreSQL with ${binDir}${detail ? `: ${detail}` : ''}`, { cause: error });
  }
}
