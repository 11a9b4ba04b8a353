import type { Database } from '../database.ts';

/**
 * The tables an import carries, in the order it carries them, and how each is keyed. `id` tables are
 * copied in ascending id batches, each batch one transaction, so an interrupted import resumes after the
 * highest id already in the target. `whole` tables are small and replaced in one transaction.
 * Logs go last: they are by far the largest and nothing else depends on them.
 */
export interface TablePlan {
  table: keyof Database;
  key: 'id' | 'whole';
}

export const IMPORT_PLAN: readonly TablePlan[] = [
  { table: 'users', key: 'id' },
  { table: 'tokens', key: 'id' },
  { table: 'channels', key: 'id' },
  { table: 'abilities', key: 'whole' },
  { table: 'options', key: 'whole' },
  { table: 'redemptions', key: 'id' },
  { table: 'top_ups', key: 'id' },
  { table: 'quota_data', key: 'id' },
  { table: 'midjourneys', key: 'id' },
  { table: 'tasks', key: 'id' },
  { table: 'setups', key: 'id' },
  { table: 'logs', key: 'id' },
];

/** Tables of ours that hold no new-api data (sessions, codes and relay bookkeeping start empty). */
export const TARGET_ONLY_TABLES: ReadonlySet<string> = new Set(['verification_codes', 'relay_responses', 'relay_response_conversations']);

/** Source tables that are engine bookkeeping, never reported as "not carried". */
export const ENGINE_TABLES: ReadonlySet<string> = new Set(['sqlite_sequence', 'sqlite_stat1', 'sqlite_stat4']);

/** Tables whose rows a fresh gateway database never has: data here means an earlier import or a used database. */
export const OCCUPANCY_TABLES: readonly (keyof Database)[] = ['users', 'tokens', 'channels', 'logs'];
