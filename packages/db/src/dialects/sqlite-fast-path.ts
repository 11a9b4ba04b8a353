import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../database.ts';
import type { UsageBatch } from '../repositories/usage-batch.repository.ts';

/**
 * The few statements the relay runs on every request, executed on the raw better-sqlite3 connection
 * of a SQLite database: synchronous, one prepared statement each, no query building. Kysely's async
 * transaction machinery costs several times the SQLite work for a two-statement reservation.
 *
 * Safety: the connection is shared with Kysely. A fast-path call must never run inside a Kysely
 * transaction that is open across an `await` (it would join, and could be rolled back with it), so
 * callers check `available()` first — `inTransaction` false means no transaction is open on the
 * connection, and a synchronous better-sqlite3 transaction then runs start to commit without
 * yielding, so nothing can interleave.
 */
export interface SqliteFastPath {
  available(): boolean;
  /** Takes `amount` from the user and, when tokenId is not null, the token; all or nothing. */
  reserve(userId: number, tokenId: number | null, amount: number): boolean;
  /** Writes a validated usage batch (rows with every column set) in one synchronous transaction. */
  applyUsageBatch(batch: UsageBatch): void;
}

const fastPaths = new WeakMap<object, SqliteFastPath>();

class Short extends Error {}

interface Statements {
  reserveUser: BetterSqlite3.Statement;
  reserveBoth: (userId: number, tokenId: number, amount: number) => void;
  applyUsageBatch: (batch: UsageBatch) => void;
}

const LOG_COLUMNS = ['user_id', 'created_at', 'type', 'content', 'username', 'token_name', 'model_name', 'quota', 'prompt_tokens', 'completion_tokens', 'use_time', 'is_stream', 'channel_id', 'token_id', 'group', 'other'] as const;

/** better-sqlite3 binds no booleans: the schema stores them as 0/1 (like BooleanToIntegerPlugin). */
function bindable(value: unknown): unknown {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

/** Prepares on first use: the handle is created before migrations have made the tables. */
function prepareStatements(connection: BetterSqlite3.Database): Statements {
  const reserveUser = connection.prepare('UPDATE users SET quota = quota - ? WHERE id = ? AND quota >= ? AND deleted_at IS NULL');
  const reserveToken = connection.prepare('UPDATE tokens SET remain_quota = remain_quota - ? WHERE id = ? AND remain_quota >= ? AND deleted_at IS NULL');
  const reserveBoth = connection.transaction((userId: number, tokenId: number, amount: number) => {
    if (reserveUser.run(amount, userId, amount).changes === 0) throw new Short();
    if (reserveToken.run(amount, tokenId, amount).changes === 0) throw new Short();
  });
  const insertLog = connection.prepare(`INSERT INTO logs (${LOG_COLUMNS.map((name) => `"${name}"`).join(', ')}) VALUES (${LOG_COLUMNS.map(() => '?').join(', ')})`);
  const settleUser = connection.prepare('UPDATE users SET quota = quota + ?, used_quota = used_quota + ?, request_count = request_count + ? WHERE id = ?');
  const settleToken = connection.prepare('UPDATE tokens SET remain_quota = remain_quota + ?, used_quota = used_quota + ? WHERE id = ?');
  const addChannelQuota = connection.prepare('UPDATE channels SET used_quota = used_quota + ? WHERE id = ?');
  const addBucket = connection.prepare('UPDATE quota_data SET count = count + ?, quota = quota + ?, token_used = token_used + ? WHERE user_id = ? AND username = ? AND model_name = ? AND created_at = ?');
  const insertBucket = connection.prepare('INSERT INTO quota_data (user_id, username, model_name, created_at, count, quota, token_used) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const applyUsageBatch = connection.transaction((batch: UsageBatch) => {
    for (const row of batch.rows) insertLog.run(LOG_COLUMNS.map((name) => bindable((row as Record<string, unknown>)[name])));
    for (const [id, change] of batch.users) settleUser.run(change.quotaReturn, change.usedQuota, change.requests, id);
    for (const [id, change] of batch.tokens) settleToken.run(change.remainReturn, change.usedQuota, id);
    for (const [id, quota] of batch.channels) addChannelQuota.run(quota, id);
    for (const bucket of batch.buckets) {
      const updated = addBucket.run(bucket.count, bucket.quota, bucket.token_used, bucket.user_id, bucket.username, bucket.model_name, bucket.created_at);
      if (updated.changes === 0) insertBucket.run(bucket.user_id, bucket.username, bucket.model_name, bucket.created_at, bucket.count, bucket.quota, bucket.token_used);
    }
  });
  return { reserveUser, reserveBoth, applyUsageBatch };
}

export function registerSqliteFastPath(db: Kysely<Database>, connection: BetterSqlite3.Database): void {
  let statements: Statements | undefined;
  fastPaths.set(db, {
    available: () => connection.open && !connection.inTransaction,
    reserve(userId, tokenId, amount) {
      statements ??= prepareStatements(connection);
      // One statement is atomic on its own: no transaction needed for an unlimited token.
      if (tokenId === null) return statements.reserveUser.run(amount, userId, amount).changes > 0;
      try {
        statements.reserveBoth(userId, tokenId, amount);
        return true;
      } catch (error) {
        if (error instanceof Short) return false;
        throw error;
      }
    },
    applyUsageBatch(batch) {
      statements ??= prepareStatements(connection);
      statements.applyUsageBatch(batch);
    },
  });
}

/** The fast path of the database behind `executor`, when it is SQLite and not inside a transaction. */
export function sqliteFastPathOf(executor: Executor): SqliteFastPath | undefined {
  if (executor.isTransaction) return undefined;
  const fastPath = fastPaths.get(executor);
  return fastPath !== undefined && fastPath.available() ? fastPath : undefined;
}
