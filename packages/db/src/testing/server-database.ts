import { randomUUID } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import pg from 'pg';

/**
 * A new, empty database on a test PostgreSQL cluster or MariaDB server, for suites that start real
 * gateway processes on it (DATABASE_URL): the processes migrate it themselves. Returns its URL and a
 * drop function.
 */
export async function createServerDatabase(serverUrl: string, kind: 'postgres' | 'mariadb'): Promise<{ url: string; drop(): Promise<void> }> {
  // Identifier made of [a-z0-9_] only, so interpolating it is safe.
  const name = `gw_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = async (statement: string) => {
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    } else {
      const connection = await createConnection(serverUrl);
      await connection.query(statement).finally(() => connection.end());
    }
  };
  await admin(kind === 'postgres' ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(kind === 'postgres' ? `DROP DATABASE IF EXISTS ${name} WITH (FORCE)` : `DROP DATABASE IF EXISTS ${name}`) };
}
