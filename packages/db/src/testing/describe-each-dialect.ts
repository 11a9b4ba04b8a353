import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database, DatabaseHandle } from '../database.ts';
import { MARIADB_SKIP_MESSAGE } from './mariadb-server.ts';
import { POSTGRES_SKIP_MESSAGE } from './postgres-cluster.ts';
import { createTestDatabase, mariadbTestUrl, postgresTestUrl, TEST_DIALECTS } from './test-database.ts';
import type { TestDialect } from './test-database.ts';

function unavailableMessage(dialect: TestDialect): string | undefined {
  if (dialect === 'postgres' && postgresTestUrl() === '') return POSTGRES_SKIP_MESSAGE;
  if (dialect === 'mariadb' && mariadbTestUrl() === '') return MARIADB_SKIP_MESSAGE;
  return undefined;
}

/**
 * Runs the same suite once per dialect: on a fresh SQLite file, a fresh PostgreSQL database and a fresh
 * MariaDB database, all migrated; each is deleted after the suite. `getDb()` is valid inside tests and
 * hooks. A server whose binaries are absent is reported as skipped with its message.
 */
export function describeEachDialect(name: string, suite: (getDb: () => Kysely<Database>, dialect: TestDialect) => void): void {
  for (const dialect of TEST_DIALECTS) {
    const skipMessage = unavailableMessage(dialect);
    const unavailable = skipMessage !== undefined;
    const title = unavailable ? `${name} [${dialect}] (${skipMessage})` : `${name} [${dialect}]`;
    describe.skipIf(unavailable)(title, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(dialect);
      });
      afterAll(async () => {
        await handle?.close();
      });
      suite(() => {
        if (handle === undefined) throw new Error('the test database is created in beforeAll; use getDb() inside tests and hooks');
        return handle.db;
      }, dialect);
    });
  }
}
