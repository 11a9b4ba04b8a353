import type { Executor } from '../database.ts';
import { isMysqlExecutor } from './dialect-paths.ts';

export interface RelayResponseRow {
  response_id: string;
  user_id: number;
  channel_id: number;
  created_at: number;
}

/** Remembers which channel created a response for which user; a repeated id (a retried settle) keeps the first. */
export async function rememberRelayResponse(db: Executor, row: RelayResponseRow): Promise<void> {
  const insert = db.insertInto('relay_responses').values(row);
  // MySQL/MariaDB: assigning the key to itself is their "do nothing" (INSERT IGNORE would also swallow other errors).
  await (isMysqlExecutor(db)
    ? insert.onDuplicateKeyUpdate((eb) => ({ response_id: eb.ref('relay_responses.response_id') }))
    : insert.onConflict((conflict) => conflict.column('response_id').doNothing())
  ).execute();
}

/** The owner and channel of a response created through the relay, or undefined. */
export async function findRelayResponse(db: Executor, responseId: string): Promise<RelayResponseRow | undefined> {
  const row = await db.selectFrom('relay_responses').selectAll().where('response_id', '=', responseId).executeTakeFirst();
  return row === undefined
    ? undefined
    : { response_id: row.response_id, user_id: Number(row.user_id), channel_id: Number(row.channel_id), created_at: Number(row.created_at) };
}

/** Forgets a response (after the upstream deleted it). */
export async function forgetRelayResponse(db: Executor, responseId: string): Promise<void> {
  await db.deleteFrom('relay_responses').where('response_id', '=', responseId).execute();
}
