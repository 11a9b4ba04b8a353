import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { requiredWithDefault } from './schema-helpers.ts';

/**
 * Session revocation (ADR 0017). `session_epoch` is embedded in every session cookie; raising it ends every
 * session issued before (password, role or status change, an admin's "sign out everywhere").
 * `revoked_sessions` lists the single sessions ended by logout while the epoch stays: space-separated
 * `<session id>:<expiry, unix seconds>` entries, pruned as they expire. Both live on the user row, which every
 * authenticated request already reads, so checking them costs no query. NOT NULL with defaults: existing
 * rows are valid at once and SQLite/D1 accept the `ADD COLUMN`.
 */
const columns = [
  { name: 'session_epoch', type: 'integer', default: 0 },
  { name: 'revoked_sessions', type: 'text', default: '' },
] as const;

export const sessionEpochMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    for (const column of columns) {
      await db.schema.alterTable('users').addColumn(column.name, column.type, requiredWithDefault(column.default)).execute();
    }
  },
  async down(db: Kysely<any>): Promise<void> {
    for (const column of [...columns].reverse()) {
      await db.schema.alterTable('users').dropColumn(column.name).execute();
    }
  },
};
