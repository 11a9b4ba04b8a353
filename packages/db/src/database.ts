import type { Kysely, Transaction } from 'kysely';
import type { AbilitiesTable } from './tables/abilities.table.ts';
import type { ChannelsTable } from './tables/channels.table.ts';
import type { LogsTable } from './tables/logs.table.ts';
import type { MidjourneysTable } from './tables/midjourneys.table.ts';
import type { OptionsTable } from './tables/options.table.ts';
import type { QuotaDataTable } from './tables/quota-data.table.ts';
import type { QuotaDataModelsTable } from './tables/quota-data-models.table.ts';
import type { RedemptionsTable } from './tables/redemptions.table.ts';
import type { SetupsTable } from './tables/setups.table.ts';
import type { TasksTable } from './tables/tasks.table.ts';
import type { TokensTable } from './tables/tokens.table.ts';
import type { TopUpsTable } from './tables/top-ups.table.ts';
import type { UsersTable } from './tables/users.table.ts';
import type { VerificationCodesTable } from './tables/verification-codes.table.ts';
import type { RelayResponsesTable } from './tables/relay-responses.table.ts';
import type { RelayResponseConversationsTable } from './tables/relay-response-conversations.table.ts';
import type { EdgeAppliedMessagesTable } from './tables/edge-applied-messages.table.ts';
import type { JobLeasesTable } from './tables/job-leases.table.ts';

/** The whole schema, keyed by table name exactly as new-api names its tables. */
export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  channels: ChannelsTable;
  abilities: AbilitiesTable;
  options: OptionsTable;
  logs: LogsTable;
  redemptions: RedemptionsTable;
  top_ups: TopUpsTable;
  midjourneys: MidjourneysTable;
  tasks: TasksTable;
  quota_data: QuotaDataTable;
  /** quota_data summed across users per (hour, model): the admin dashboard (ADR 0046). */
  quota_data_models: QuotaDataModelsTable;
  setups: SetupsTable;
  verification_codes: VerificationCodesTable;
  relay_responses: RelayResponsesTable;
  relay_response_conversations: RelayResponseConversationsTable;
  edge_applied_messages: EdgeAppliedMessagesTable;
  job_leases: JobLeasesTable;
}

/** What every repository function takes first: the database or an open transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type DialectName = 'sqlite' | 'postgres' | 'mysql' | 'd1';

/** What each dialect factory returns. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Releases the connection(s); the handle is unusable afterwards. */
  close(): Promise<void>;
}
