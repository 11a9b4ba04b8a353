import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database, DatabaseHandle } from '../database.ts';
import { POSTGRES_SKIP_MESSAGE } from './postgres-cluster.ts';
import { createTestDatabase, postgresTestUrl, TEST_DIALECTS } from './test-database.ts';
import type { TestDialect } from './test-database.ts';

/**
 * Runs the same suite once per dialect: on a fresh SQLite file and on a fresh PostgreSQL database,
 * both migrated; each is deleted after the suite. `getDb()` is valid inside tests and hooks. Without
 * PostgreSQL the PostgreSQL variant is reported as skipped with {@link POSTGRES_SKIP_MESSAGE}.
 */
export function describeEachDialect(name: string, suite: (getDb: () => Kysely<Database>, dialect: TestDialect) => void): void {
  for (const dialect of TEST_DIALECTS) {
    const unavailable = dialect === 'postgres' && postgresTestUrl() === '';
    const title = unavailable ? `${name} [postgres] (${POSTGRES_SKIP_MESSAGE})` : `${name} [${dialect}]`;
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
