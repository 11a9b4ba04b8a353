import { randomUUID } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import type { DatabaseHandle } from '../database.ts';
import { createMysqlDatabase } from '../dialects/mysql.ts';
import { MARIADB_SKIP_MESSAGE } from './mariadb-server.ts';

async function withAdminConnection(serverUrl: string, statement: string): Promise<void> {
  const connection = await createConnection(serverUrl);
  try {
    await connection.query(statement);
  } finally {
    await connection.end();
  }
}

/** A new database (utf8mb4, binary collation) on the test MariaDB server; `close()` drops it. */
export async function createMariadbTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  if (serverUrl === '') {
    throw new Error(`MariaDB is not available to this test run: ${MARIADB_SKIP_MESSAGE}`);
  }
  // Identifier made of [a-z0-9_] only, so interpolating it is safe.
  const name = `gw_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await withAdminConnection(serverUrl, `CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createMysqlDatabase({ connectionString: url.toString(), max: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminConnection(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
