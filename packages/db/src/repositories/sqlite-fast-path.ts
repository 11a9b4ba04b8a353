import type BetterSqlite3 from 'better-sqlite3';
import type { Executor } from '../database.ts';
import { sqliteConnectionOf } from '../dialects/sqlite-connection.ts';
import type { UsageBatch, UsageBatchOutcome } from './usage-batch-types.ts';
import { modelIncrements, SQLITE_MODEL_UPSERT } from './quota-data-models.repository.ts';

/**
 * The few statements the relay runs on every request, executed on the raw better-sqlite3 connection
 * of a SQLite database: prepared once, no query building. Kysely's async transaction machinery cost
 * several times the SQLite work for a two-statement reservation (ADR 0013).
 *
 * Safety: the connection is shared with Kysely. Fast-path work must never run inside a Kysely
 * transaction that is open across an `await` (it would join it, and could be rolled back with it).
 * So it only runs while `connection.inTransaction` is false, as one synchronous better-sqlite3
 * transaction, which runs from BEGIN to COMMIT without yielding: nothing can interleave.
 *
 * Reservations are group-committed: the ones arriving in the same turn of the event loop are applied
 * in one transaction at `setImmediate` (each still its own conditional UPDATEs, inside a savepoint, so
 * one short balance refuses only its own request). One commit — one WAL write — serves them all.
 */
export interface SqliteFastPath {
  /** True while no transaction is open on the connection (synchronous work may run now). */
  available(): boolean;
  /** Takes `amount` from the user and, when tokenId is not null, the token; all or nothing. */
  reserve(userId: number, tokenId: number | null, amount: number): Promise<boolean>;
  /**
   * Writes a validated usage batch (rows with every column set) in one synchronous transaction; needs available().
   * With a marker, a batch whose id was applied before writes nothing and answers 'duplicate' (ADR 0050).
   */
  applyUsageBatch(batch: UsageBatch, marker?: BatchMarker): UsageBatchOutcome;
}

/** A usage batch's id and the time it is recorded with (unix seconds). */
export interface BatchMarker {
  id: string;
  appliedAt: number;
}

const fastPaths = new WeakMap<object, SqliteFastPath>();

class Short extends Error {}

interface Statements {
  reserveOne: (userId: number, tokenId: number | null, amount: number) => void;
  applyUsageBatch: (batch: UsageBatch, marker: BatchMarker | undefined) => UsageBatchOutcome;
  /** Runs `work` in one transaction (a savepoint when nested). */
  inTransaction: (work: () => void) => void;
}

const LOG_COLUMNS = [
  'user_id',
  'created_at',
  'type',
  'content',
  'username',
  'token_name',
  'model_name',
  'quota',
  'prompt_tokens',
  'completion_tokens',
  'use_time',
  'is_stream',
  'channel_id',
  'token_id',
  'group',
  'other',
] as const;

/** better-sqlite3 binds no booleans: the schema stores them as 0/1 (like BooleanToIntegerPlugin). */
function bindable(value: unknown): unknown {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

/** Prepares on first use: the handle is created before migrations have made the tables. */
function prepareStatements(connection: BetterSqlite3.Database): Statements {
  const reserveUser = connection.prepare('UPDATE users SET quota = quota - ? WHERE id = ? AND quota >= ? AND deleted_at IS NULL');
  const reserveToken = connection.prepare('UPDATE tokens SET remain_quota = remain_quota - ? WHERE id = ? AND remain_quota >= ? AND deleted_at IS NULL');
  // A transaction function called inside another runs as a savepoint: a Short undoes this request only.
  const reserveOne = connection.transaction((userId: number, tokenId: number | null, amount: number) => {
    if (reserveUser.run(amount, userId, amount).changes === 0) throw new Short();
    if (tokenId !== null && reserveToken.run(amount, tokenId, amount).changes === 0) throw new Short();
  });
  const insertLog = connection.prepare(
    `INSERT INTO logs (${LOG_COLUMNS.map((name) => `"${name}"`).join(', ')}) VALUES (${LOG_COLUMNS.map(() => '?').join(', ')})`,
  );
  const settleUser = connection.prepare('UPDATE users SET quota = quota + ?, used_quota = used_quota + ?, request_count = request_count + ? WHERE id = ?');
  const settleToken = connection.prepare('UPDATE tokens SET remain_quota = remain_quota + ?, used_quota = used_quota + ? WHERE id = ?');
  const addChannelQuota = connection.prepare('UPDATE channels SET used_quota = used_quota + ? WHERE id = ?');
  const addBucket = connection.prepare(
    'UPDATE quota_data SET count = count + ?, quota = quota + ?, token_used = token_used + ? WHERE user_id = ? AND username = ? AND model_name = ? AND created_at = ?',
  );
  const insertBucket = connection.prepare(
    'INSERT INTO quota_data (user_id, username, model_name, created_at, count, quota, token_used) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const upsertModel = connection.prepare(SQLITE_MODEL_UPSERT);
  const recordBatch = connection.prepare('INSERT OR IGNORE INTO edge_applied_messages (id, applied_at) VALUES (?, ?)');
  const applyUsageBatch = connection.transaction((batch: UsageBatch, marker: BatchMarker | undefined): UsageBatchOutcome => {
    if (marker !== undefined && recordBatch.run(marker.id, marker.appliedAt).changes === 0) return 'duplicate';
    for (const row of batch.rows) insertLog.run(LOG_COLUMNS.map((name) => bindable((row as Record<string, unknown>)[name])));
    for (const [id, change] of batch.users) settleUser.run(change.quotaReturn, change.usedQuota, change.requests, id);
    for (const [id, change] of batch.tokens) settleToken.run(change.remainReturn, change.usedQuota, id);
    for (const [id, quota] of batch.channels) addChannelQuota.run(quota, id);
    for (const bucket of batch.buckets) {
      const updated = addBucket.run(bucket.count, bucket.quota, bucket.token_used, bucket.user_id, bucket.username, bucket.model_name, bucket.created_at);
      if (updated.changes === 0)
        insertBucket.run(bucket.user_id, bucket.username, bucket.model_name, bucket.created_at, bucket.count, bucket.quota, bucket.token_used);
    }
    for (const sum of modelIncrements(batch.buckets)) upsertModel.run(sum.created_at, sum.model_name, sum.count, sum.quota, sum.token_used);
    return 'applied';
  });
  const inTransaction = connection.transaction((work: () => void) => work());
  return { reserveOne, applyUsageBatch, inTransaction };
}

interface PendingReservation {
  userId: number;
  tokenId: number | null;
  amount: number;
  resolve(reserved: boolean): void;
  reject(error: unknown): void;
}

function createSqliteFastPath(connection: BetterSqlite3.Database): SqliteFastPath {
  let statements: Statements | undefined;
  let queue: PendingReservation[] = [];
  const available = () => connection.open && !connection.inTransaction;

  function commitQueued(): void {
    if (!available()) {
      // A Kysely transaction is open across an await: wait for it to finish (never join it).
      if (connection.open) setTimeout(commitQueued, 1);
      else for (const pending of queue.splice(0)) pending.reject(new Error('the database is closed'));
      return;
    }
    const batch = queue;
    queue = [];
    statements ??= prepareStatements(connection);
    const results: boolean[] = [];
    const { reserveOne } = statements;
    if (batch.length === 1) {
      // Alone in its turn (low load): its own transaction, no savepoint around it.
      const only = batch[0]!;
      try {
        reserveOne(only.userId, only.tokenId, only.amount);
        only.resolve(true);
      } catch (error) {
        if (error instanceof Short) only.resolve(false);
        else only.reject(error);
      }
      return;
    }
    try {
      statements.inTransaction(() => {
        for (const pending of batch) {
          try {
            reserveOne(pending.userId, pending.tokenId, pending.amount);
            results.push(true);
          } catch (error) {
            if (!(error instanceof Short)) throw error;
            results.push(false);
          }
        }
      });
    } catch (error) {
      // The commit failed: nothing of this group was written.
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => pending.resolve(results[index]!));
  }

  return {
    available,
    reserve(userId, tokenId, amount) {
      return new Promise<boolean>((resolve, reject) => {
        if (queue.length === 0) setImmediate(commitQueued);
        queue.push({ userId, tokenId, amount, resolve, reject });
      });
    },
    applyUsageBatch(batch, marker) {
      statements ??= prepareStatements(connection);
      return statements.applyUsageBatch(batch, marker);
    },
  };
}

/**
 * The fast path of the database behind `executor`: SQLite, and not a transaction object. One per database,
 * made on first use, since its reservation queue must be shared by every caller.
 */
export function sqliteFastPathOf(executor: Executor): SqliteFastPath | undefined {
  if (executor.isTransaction) return undefined;
  let fastPath = fastPaths.get(executor);
  if (fastPath !== undefined) return fastPath;
  const connection = sqliteConnectionOf(executor);
  if (connection === undefined) return undefined;
  fastPath = createSqliteFastPath(connection);
  fastPaths.set(executor, fastPath);
  return fastPath;
}
