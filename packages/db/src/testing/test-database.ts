import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createPostgresDatabase } from '../dialects/postgres.ts';
import { createSqliteDatabase } from '../dialects/sqlite.ts';
import { migrateToLatest } from '../migrations/migrate.ts';
import { POSTGRES_SKIP_MESSAGE } from './postgres-cluster.ts';
import { createMariadbTestDatabase } from './mariadb-test-database.ts';
import type { TestDialect } from './test-dialects.ts';
import './provided-context.ts';

export type { TestDialect } from './test-dialects.ts';
export { TEST_DIALECTS } from './test-dialects.ts';

/**
 * The URL the PostgreSQL global setup provided; '' when PostgreSQL is unavailable.
 * @throws when the global setup is not configured, so a missing setup never passes as "skipped".
 */
export function postgresTestUrl(): string {
  const url = inject('postgresUrl') as string | undefined;
  if (url === undefined) {
    throw new Error("postgresUrl was not provided: add '@gateway/db/testing/postgres-global-setup' to test.globalSetup in vitest.config.ts");
  }
  return url;
}

/** The URL the global setup provided for MariaDB; '' when MariaDB is unavailable or not enabled. */
export function mariadbTestUrl(): string {
  const url = inject('mariadbUrl') as string | undefined;
  if (url === undefined) {
    throw new Error("mariadbUrl was not provided: add '@gateway/db/testing/postgres-global-setup' to test.globalSetup in vitest.config.ts");
  }
  return url;
}

export interface TestDatabaseOptions {
  /** Cluster URL to create the database on; defaults to `inject('postgresUrl')`. */
  postgresUrl?: string;
  /** MariaDB server URL to create the database on; defaults to `inject('mariadbUrl')`. */
  mariadbUrl?: string;
}

async function withAdminClient(clusterUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createSqliteTestDatabase(): Promise<DatabaseHandle> {
  const directory = await mkdtemp(join(tmpdir(), 'gateway-sqlite-'));
  const handle = createSqliteDatabase({ filename: join(directory, 'test.db') });
  return {
    ...handle,
    async close() {
      await handle.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(clusterUrl: string): Promise<DatabaseHandle> {
  if (clusterUrl === '') {
    throw new Error(`PostgreSQL is not available to this test run: ${POSTGRES_SKIP_MESSAGE}`);
  }
  // Identifier made of [a-z0-9_] only, so interpolating it is safe.
  const name = `gw_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await withAdminClient(clusterUrl, `CREATE DATABASE ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const handle = createPostgresDatabase({ connectionString: url.toString(), max: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(clusterUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function openTestDatabase(dialect: TestDialect, options: TestDatabaseOptions): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') return createSqliteTestDatabase();
  if (dialect === 'mariadb') return createMariadbTestDatabase(options.mariadbUrl ?? mariadbTestUrl());
  return createPostgresTestDatabase(options.postgresUrl ?? postgresTestUrl());
}

/**
 * A fresh, migrated database for one test suite: a SQLite file in its own temp directory, or a new
 * database on the test PostgreSQL cluster or the test MariaDB server. `close()` deletes it.
 */
export async function createTestDatabase(dialect: TestDialect, options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle = await openTestDatabase(dialect, options);
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
