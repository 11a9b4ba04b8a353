import { APPLICATION_TABLES } from '@gateway/db/testing';
import type { DatabaseHandle } from '@gateway/db';

type Db = DatabaseHandle['db'];

/** Every row of every application table as JSON text, sorted per table: equal snapshots mean nothing was written. */
export type DatabaseSnapshot = Record<string, string[]>;

function jsonSafe(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/**
 * The whole database, for "a refused or failed request wrote nothing": compare a snapshot
 * taken before the request with one taken after `harness.settle()`. Test databases are small, so
 * comparing contents (not just row counts) costs little and also catches an update in place.
 * `ignoredColumns` leaves out columns a request may legitimately touch (a token's accessed_time).
 */
export async function databaseSnapshot(db: Db, ignoredColumns: Readonly<Record<string, readonly string[]>> = {}): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = {};
  for (const table of APPLICATION_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    const ignored = ignoredColumns[table] ?? [];
    snapshot[table] = rows
      .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([column]) => !ignored.includes(column))), jsonSafe))
      .sort();
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots (empty when nothing was written). */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  return Object.keys(after).filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));
}
