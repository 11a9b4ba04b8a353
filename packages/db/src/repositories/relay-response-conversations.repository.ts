import type { Executor } from '../database.ts';
import { isMysqlExecutor } from './dialect-paths.ts';

export interface RelayResponseConversationRow {
  response_id: string;
  /** JSON array of input items. */
  input: string;
  /** JSON Response object. */
  response: string;
  created_at: number;
}

/** Stores a converted response's conversation (ADR 0038); a repeated id keeps the first. */
export async function storeResponseConversation(db: Executor, row: RelayResponseConversationRow): Promise<void> {
  const insert = db.insertInto('relay_response_conversations').values(row);
  await (isMysqlExecutor(db)
    ? insert.onDuplicateKeyUpdate((eb) => ({ response_id: eb.ref('relay_response_conversations.response_id') }))
    : insert.onConflict((conflict) => conflict.column('response_id').doNothing())
  ).execute();
}

/** The stored conversation of a converted response, or undefined (a native response, or none). */
export async function findResponseConversation(db: Executor, responseId: string): Promise<RelayResponseConversationRow | undefined> {
  const row = await db.selectFrom('relay_response_conversations').selectAll().where('response_id', '=', responseId).executeTakeFirst();
  return row === undefined ? undefined : { ...row, created_at: Number(row.created_at) };
}

/** Forgets a converted response's conversation (DELETE /v1/responses/{id}). */
export async function forgetResponseConversation(db: Executor, responseId: string): Promise<void> {
  await db.deleteFrom('relay_response_conversations').where('response_id', '=', responseId).execute();
}

/**
 * Removes relay_responses and relay_response_conversations rows created before `before` (unix seconds),
 * at most `limit` of each per call so one run never holds a long lock; returns how many rows went.
 */
export async function deleteExpiredRelayResponses(db: Executor, before: number, limit: number): Promise<number> {
  let removed = 0;
  for (const table of ['relay_response_conversations', 'relay_responses'] as const) {
    const ids = await db.selectFrom(table).select('response_id').where('created_at', '<', before).limit(limit).execute();
    if (ids.length === 0) continue;
    const result = await db
      .deleteFrom(table)
      .where(
        'response_id',
        'in',
        ids.map((row) => row.response_id),
      )
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}
