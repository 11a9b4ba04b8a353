/**
 * A fleet on this machine: three real gateway processes (apps/server) on one PostgreSQL or
 * MariaDB database and one Redis, behind a local round-robin. Every server started here listens on
 * 127.0.0.1 on a free port and is stopped by PID.
 */
import { createServerDatabase, startMariadbServer, startPostgresCluster, startRedisServer } from '@gateway/db/testing';
import { startServer, type RunningServer } from '../../e2e/support/server.ts';
import { startRoundRobin, type RoundRobin } from './round-robin.ts';

export type FleetDatabase = 'postgres' | 'mariadb';

export interface Fleet {
  /** The round-robin's address: what clients use. */
  url: string;
  instances: RunningServer[];
  /** The database server itself, to stop and start again as a restart or failover does. */
  database: DatabaseServer;
  /**
   * A rolling-restart step: instance i leaves the round-robin, every request already sent to it has its
   * answer started, then SIGTERM (streams still flowing finish and are billed) and a new instance takes its place.
   */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL or MariaDB server (@gateway/db/testing). */
export interface DatabaseServer {
  url: string;
  shutDown(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function startDatabaseServer(kind: FleetDatabase): Promise<DatabaseServer> {
  const server = kind === 'postgres' ? await startPostgresCluster() : await startMariadbServer();
  if (server === null) throw new Error(`${kind} binaries not found (.ci/run installs them)`);
  return server;
}

/** Starts the database, Redis, three instances (the first alone, so it applies the migrations) and the round-robin. */
export async function startFleet(kind: FleetDatabase, size = 3): Promise<Fleet> {
  const databaseServer = await startDatabaseServer(kind);
  const redis = await startRedisServer();
  const database = await createServerDatabase(databaseServer.url, kind);
  const environment = { DATABASE_URL: database.url, REDIS_URL: redis.url, SESSION_SECRET: 'fleet-secret-shared-by-every-instance' };
  const instances = [await startServer(environment)];
  instances.push(...(await Promise.all(Array.from({ length: size - 1 }, () => startServer(environment)))));
  const balancer: RoundRobin = await startRoundRobin(instances.map((instance) => instance.url));
  return {
    url: balancer.url,
    instances,
    database: databaseServer,
    async restart(index) {
      balancer.setBackends(instances.filter((_, other) => other !== index).map((instance) => instance.url));
      const leaving = instances[index]!;
      await balancer.whenAnswering(leaving.url);
      // A deployment's stop grace period, not a test's: the drain (≤ 10 s), in-flight settlements (≤ 5 s)
      // and the last usage-log batch must all finish. A SIGKILL here would lose billing, so it fails instead.
      await leaving.stop(120_000);
      if (!leaving.output().includes('INFO stopped')) throw new Error(`instance ${index} did not stop gracefully:\n${leaving.output().slice(-2_000)}`);
      instances[index] = await startServer(environment);
      balancer.setBackends(instances.map((instance) => instance.url));
    },
    async stop() {
      await balancer.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await database.drop().catch(() => {});
      await redis.stop();
      await databaseServer.stop();
    },
  };
}
