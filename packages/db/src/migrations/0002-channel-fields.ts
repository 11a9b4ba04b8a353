import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { requiredWithDefault } from './schema-helpers.ts';

/**
 * Channel fields the console's channel editor and list need that 0001 did not have: the admin's per-channel `price` and
 * `max_input_tokens`, the stored `expired_time`, and the read-only error record (`error_status`, `last_error_at`,
 * `last_notified_at`, `error_details`). Added columns are NOT NULL with defaults, so existing rows are
 * valid at once and SQLite/D1 accept the `ADD COLUMN`.
 *
 * `price` is text holding a canonical decimal ("0", "0.0001", "12.5"): the value has a 0.0001 step and must
 * come back exactly as entered. A double cannot represent 0.0001, NUMERIC comes back as a string from
 * PostgreSQL and as a REAL from SQLite, and a scaled integer under the name `price` would be misread by
 * anything that imports or reads the column as a plain price. Text reads the same on all three dialects.
 */
const columns = [
  { name: 'price', type: 'text', default: '0' },
  { name: 'max_input_tokens', type: 'bigint', default: 0 },
  { name: 'expired_time', type: 'bigint', default: 0 },
  { name: 'error_status', type: 'integer', default: 0 },
  { name: 'last_error_at', type: 'bigint', default: 0 },
  { name: 'last_notified_at', type: 'bigint', default: 0 },
  { name: 'error_details', type: 'text', default: '' },
] as const;

export const channelFieldsMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    // One statement per column: SQLite's ALTER TABLE adds a single column at a time.
    for (const column of columns) {
      await db.schema.alterTable('channels').addColumn(column.name, column.type, requiredWithDefault(column.default)).execute();
    }
  },
  async down(db: Kysely<any>): Promise<void> {
    for (const column of [...columns].reverse()) {
      await db.schema.alterTable('channels').dropColumn(column.name).execute();
    }
  },
};
