import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createAccountTables } from './0001-initial/accounts.ts';
import { createChannelTables } from './0001-initial/channels.ts';
import { createLogTables } from './0001-initial/logs.ts';
import { createSystemTables } from './0001-initial/system.ts';
import { createTaskTables } from './0001-initial/tasks.ts';

const tables = ['users', 'tokens', 'redemptions', 'top_ups', 'channels', 'abilities', 'logs', 'quota_data', 'midjourneys', 'tasks', 'options', 'setups'];

/** The new-api compatible schema: every table, column and index name as new-api creates them, so its data can move in. */
export const initialMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await createAccountTables(db);
    await createChannelTables(db);
    await createLogTables(db);
    await createTaskTables(db);
    await createSystemTables(db);
  },
  async down(db: Kysely<any>): Promise<void> {
    for (const table of [...tables].reverse()) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
