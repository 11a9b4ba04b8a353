import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';

// A record over `keyof Database`, so a table added to the schema without a line here fails the typecheck.
const TABLE_SET: Record<keyof Database, true> = {
  abilities: true,
  channels: true,
  logs: true,
  midjourneys: true,
  options: true,
  quota_data: true,
  redemptions: true,
  setups: true,
  tasks: true,
  tokens: true,
  top_ups: true,
  users: true,
  verification_codes: true,
  relay_responses: true,
  relay_response_conversations: true,
  edge_applied_messages: true,
  job_leases: true,
  quota_data_models: true,
};

/** Every application table (the schema's tables without the migration bookkeeping). */
export const APPLICATION_TABLES = Object.keys(TABLE_SET) as ReadonlyArray<keyof Database>;

/** Deletes every row of every application table (the schema and migration bookkeeping stay). */
export async function clearAllTables(db: Kysely<Database>): Promise<void> {
  for (const table of APPLICATION_TABLES) await db.deleteFrom(table).execute();
}
