import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from '../connection-errors.ts';
import type { Database, DatabaseHandle } from '../database.ts';
import { startMariadbServer, MARIADB_SKIP_MESSAGE } from '../testing/mariadb-server.ts';
import { startPostgresCluster, POSTGRES_SKIP_MESSAGE } from '../testing/postgres-cluster.ts';
import { findMariadbBinaries } from '../testing/mariadb-binaries.ts';
import { findPostgresBinDir } from '../testing/postgres-binaries.ts';
import { createMysqlDatabase } from './mysql.ts';
import { createPostgresDatabase } from './postgres.ts';

/** A server this file starts for itself (it is stopped and started again, so no other suite may share it). */
interface RestartableServer {
  url: string;
  shutDown(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Case {
  name: string;
  skip: string | undefined;
  startServer(): Promise<RestartableServer>;
  open(url: string, onConnectionError: (error: Error) => void): DatabaseHandle;
}

const cases: Case[] = [
  {
    name: 'PostgreSQL',
    skip: (await findPostgresBinDir()) === undefined ? POSTGRES_SKIP_MESSAGE : undefined,
    startServer: async () => (await startPostgresCluster())!,
    open: (url, onConnectionError) => createPostgresDatabase({ connectionString: url, max: 2, onConnectionError }),
  },
  {
    name: 'MariaDB',
    skip: (await findMariadbBinaries()) === undefined ? MARIADB_SKIP_MESSAGE : undefined,
    startServer: async () => (await startMariadbServer())!,
    open: (url, onConnectionError) => createMysqlDatabase({ connectionString: `${url}/mysql`, max: 2, onConnectionError }),
  },
];

const selectOne = (db: Kysely<Database>) => sql<{ one: number }>`select 1 as one`.execute(db);

describe.each(cases)('a $name pool while its server restarts', ({ skip, startServer, open }) => {
  let server: RestartableServer;
  let handle: DatabaseHandle;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    if (skip !== undefined) return;
    server = await startServer();
    handle = open(server.url, (error) => connectionErrors.push(error));
  }, 180_000);

  afterAll(async () => {
    await handle?.close().catch(() => {});
    await server?.stop();
  });

  it.skipIf(skip !== undefined)(
    'a connection checked out inside a transaction fails only its own work; reads while away fail as unavailable; the pool serves again once the server is back',
    async () => {
      const transaction = handle.db.transaction().execute(async (trx) => {
        await selectOne(trx);
        // The connection is checked out between two statements, as a relay's reservation or a usage batch holds it.
        await server.shutDown();
        await expect.poll(() => connectionErrors.length).toBeGreaterThan(0);
        await selectOne(trx);
      });
      await expect(transaction).rejects.toSatisfy(isDatabaseUnavailableError);
      await expect(selectOne(handle.db)).rejects.toSatisfy(isDatabaseUnavailableError);

      await server.start();
      await expect.poll(async () => (await selectOne(handle.db).catch(() => ({ rows: [] }))).rows.length).toBe(1);
      // Both pooled connections are usable again: two statements held at once each need their own.
      const [first, second] = await Promise.all([selectOne(handle.db), selectOne(handle.db)]);
      expect([first.rows[0]?.one, second.rows[0]?.one].map(Number)).toEqual([1, 1]);
    },
    120_000,
  );
});
