import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';

const TABLES: ReadonlyArray<keyof Database> = [
  'abilities', 'channels', 'logs', 'midjourneys', 'options', 'quota_data', 'redemptions', 'setups', 'tasks', 'tokens', 'top_ups', 'users',
];

/** Deletes every row of every application table (the schema and migration bookkeeping stay). */
export async function clearAllTables(db: Kysely<Database>): Promise<void> {
  for (const table of TABLES) await db.deleteFrom(table).execute();
}
