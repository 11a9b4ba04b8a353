import type { Migration, MigrationProvider } from 'kysely/migration';
import { initialMigration } from './0001-initial.ts';
import { channelFieldsMigration } from './0002-channel-fields.ts';
import { sessionEpochMigration } from './0003-session-epoch.ts';
import { accountsMailMigration } from './0004-accounts-mail.ts';
import { relayResponsesMigration } from './0005-relay-responses.ts';
import { logIndexesMigration } from './0006-log-indexes.ts';
import { jobLeasesMigration } from './0007-job-leases.ts';
import { edgeAppliedMessagesMigration } from './0008-edge-applied-messages.ts';
import { relayResponseConversationsMigration } from './0009-relay-response-conversations.ts';
import { quotaDataModelsMigration } from './0010-quota-data-models.ts';

/**
 * Every migration, in order. Names sort lexically in application order (Kysely requires it).
 * Migrations are imported statically (no file-system provider) so the same list runs in Node and in
 * workerd. Append only; never edit a migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-channel-fields': channelFieldsMigration,
  '0003-session-epoch': sessionEpochMigration,
  '0004-accounts-mail': accountsMailMigration,
  '0005-relay-responses': relayResponsesMigration,
  '0006-log-indexes': logIndexesMigration,
  '0007-job-leases': jobLeasesMigration,
  '0008-edge-applied-messages': edgeAppliedMessagesMigration,
  '0009-relay-response-conversations': relayResponseConversationsMigration,
  '0010-quota-data-models': quotaDataModelsMigration,
};

/** A Kysely MigrationProvider over {@link migrations}. */
export function createMigrationProvider(): MigrationProvider {
  return {
    async getMigrations() {
      return migrations;
    },
  };
}
