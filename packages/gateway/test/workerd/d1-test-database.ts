/**
 * What `@gateway/db/testing` gives the relay suites when they run inside workerd (vitest.workerd.config.ts
 * aliases the package here): each suite runs once, on the D1 database of the test's Miniflare, migrated with
 * the shared migration list. The Node run's dialects (SQLite files, PostgreSQL, MariaDB servers) do not exist
 * in a Worker, so only the names the relay suites use are provided.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToLatest, type Database, type DatabaseHandle } from '@gateway/db';
import { createD1Database } from '@gateway/db/d1';

export type TestDialect = 'd1';
export const TEST_DIALECTS: readonly TestDialect[] = ['d1'];

/** The runtime dialect of the platform: D1. */
export function dialectNameOf(_dialect: TestDialect): 'd1' {
  return 'd1';
}

/** Runs `suite` once, on the Miniflare's D1 database; `getDb()` is valid inside tests and hooks. */
export function describeEachDialect(name: string, suite: (getDb: () => Kysely<Database>, dialect: TestDialect) => void): void {
  describe(`${name} [d1]`, () => {
    let handle: DatabaseHandle | undefined;
    beforeAll(async () => {
      handle = createD1Database(env.DB);
      await migrateToLatest(handle.db);
    });
    afterAll(async () => {
      await handle?.close();
    });
    suite(() => {
      if (handle === undefined) throw new Error('the test database is created in beforeAll; use getDb() inside tests and hooks');
      return handle.db;
    }, 'd1');
  });
}

/** Tables that are not the application's: D1's own, SQLite's and the migration bookkeeping. */
const NOT_APPLICATION = /^(_cf_|sqlite_|kysely_)/;

/** Deletes every row of every application table (the schema and migration bookkeeping stay). */
export async function clearAllTables(_db: Kysely<Database>): Promise<void> {
  const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
  const statements = tables.results.filter(({ name }) => !NOT_APPLICATION.test(name)).map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`));
  if (statements.length > 0) await env.DB.batch(statements);
}
