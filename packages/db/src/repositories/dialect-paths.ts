import { MysqlAdapter } from 'kysely';
import type { InsertQueryBuilder, InsertResult } from 'kysely';
import type { Database, Executor } from '../database.ts';

/**
 * The few statements that MySQL/MariaDB write differently. MySQL has no RETURNING and no ON CONFLICT;
 * MariaDB has INSERT … RETURNING but no UPDATE … RETURNING, and Kysely's MySQL compiler emits neither, so
 * the MySQL path of each write uses what both servers share (the insert id, ON DUPLICATE KEY UPDATE).
 */
export function isMysqlExecutor(executor: Executor): boolean {
  return executor.getExecutor().adapter instanceof MysqlAdapter;
}

/**
 * Runs a single-row INSERT into a table with an auto-increment `id` and returns that id: RETURNING id on
 * SQLite and PostgreSQL, the statement's insert id on MySQL/MariaDB.
 */
export async function insertReturningId<T extends keyof Database>(executor: Executor, query: InsertQueryBuilder<Database, T, InsertResult>): Promise<number> {
  if (isMysqlExecutor(executor)) {
    const result = await query.executeTakeFirstOrThrow();
    if (result.insertId === undefined) throw new Error('the insert reported no id');
    return Number(result.insertId);
  }
  // Every table passed here has an `id` column; the generic T cannot say so to the type checker.
  const returning = query as unknown as InsertQueryBuilder<Database, T, InsertResult> & {
    returning(column: 'id'): { executeTakeFirstOrThrow(): Promise<{ id: number | bigint }> };
  };
  const row = await returning.returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}
