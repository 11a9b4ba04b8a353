import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { hashAccessToken } from '@gateway/domain';
import { idColumn, keyText, required, requiredWithDefault } from './schema-helpers.ts';

/**
 * Accounts by email and quota warnings (ADR 0033):
 * - `verification_codes`: email verification codes and password-reset tokens, one live code per purpose
 *   and address (the unique index), stored as an HMAC, with an expiry and a count of wrong guesses.
 *   new-api kept them in process memory (lost on restart, not shared between instances).
 * - `users.quota_warning_sent`: the one-warning-per-dip flag of the quota warnings.
 * - `users.access_token` holds the SHA-256 of the token from now on: tokens stored before are hashed here,
 *   so they keep working and no longer sit in the database readable.
 */
export const accountsMailMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const indexedText = keyText(db);
    const id = idColumn(db);
    await db.schema
      .createTable('verification_codes')
      .addColumn('id', id.type, id.build)
      .addColumn('purpose', indexedText, required)
      .addColumn('email', indexedText, required)
      .addColumn('user_id', 'integer', requiredWithDefault(0))
      .addColumn('code_hash', 'text', required)
      .addColumn('attempts', 'integer', requiredWithDefault(0))
      .addColumn('expires_at', 'bigint', required)
      .addColumn('created_at', 'bigint', required)
      .execute();
    await db.schema.createIndex('idx_verification_codes_purpose_email').unique().on('verification_codes').columns(['purpose', 'email']).execute();
    await db.schema.alterTable('users').addColumn('quota_warning_sent', 'integer', requiredWithDefault(0)).execute();

    const stored = await db.selectFrom('users').select(['id', 'access_token']).where('access_token', 'is not', null).where('access_token', '!=', '').execute();
    for (const row of stored as Array<{ id: number; access_token: string }>) {
      await db
        .updateTable('users')
        .set({ access_token: await hashAccessToken(row.access_token) })
        .where('id', '=', row.id)
        .execute();
    }
  },
  async down(db: Kysely<any>): Promise<void> {
    // Hashed tokens cannot be turned back: they are cleared, and their owners generate new ones.
    await db.updateTable('users').set({ access_token: null }).execute();
    await db.schema.alterTable('users').dropColumn('quota_warning_sent').execute();
    await db.schema.dropTable('verification_codes').execute();
  },
};
