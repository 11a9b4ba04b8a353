import type { CompiledQuery, Kysely } from 'kysely';
import type { Database, Executor } from '../database.ts';

/** The part of a D1 binding the batch path uses (structural, so @gateway/db needs no Workers types). */
export interface D1BatchBinding {
  prepare(query: string): { bind(...values: unknown[]): { all(): Promise<{ results?: unknown[] }> } };
  batch(statements: unknown[]): Promise<Array<{ results?: unknown[]; meta?: { changes?: number } }>>;
}

/** One statement's answer in a batch: its changed-row count and its rows (RETURNING). */
export interface D1StatementResult {
  changes: number;
  rows: Array<Record<string, unknown>>;
}

/**
 * D1 has no interactive transactions, but `batch()` runs its statements as one SQL transaction on the
 * database's single writer: all or nothing, and nothing else interleaves (ADR 0026). The money writes
 * whose statements are known in advance go through here instead of Kysely's (non-atomic) D1 transactions.
 */
export interface D1BatchPath {
  /**
   * Takes `amount` from the user and, unless tokenId is null, the token — both or neither. The first
   * UPDATE checks BOTH balances; the second runs only when the first changed its row (`changes() = 1`).
   */
  reserve(userId: number, tokenId: number | null, amount: number): Promise<boolean>;
  /** Runs compiled queries as one atomic batch; answers each statement's changed-row count. */
  run(queries: readonly CompiledQuery[]): Promise<number[]>;
  /** Like run, answering each statement's rows too (atomic-writes.ts reads RETURNING ids from them). */
  runWithRows(queries: readonly CompiledQuery[]): Promise<D1StatementResult[]>;
  /** One read, outside any batch (the reads an atomic write makes before its first write). */
  read(query: CompiledQuery): Promise<Array<Record<string, unknown>>>;
  /** When set, usage batches are sent here (a Queue producer) and applied by its consumer, exactly once. */
  usageQueue?: { send(body: unknown): Promise<unknown> };
}

const batchPaths = new WeakMap<object, D1BatchPath>();

const RESERVE_USER_ONLY = 'UPDATE users SET quota = quota - ? WHERE id = ? AND quota >= ? AND deleted_at IS NULL';
const RESERVE_USER_IF_TOKEN = `${RESERVE_USER_ONLY} AND EXISTS (SELECT 1 FROM tokens WHERE id = ? AND remain_quota >= ? AND deleted_at IS NULL)`;
const RESERVE_TOKEN_AFTER_USER =
  'UPDATE tokens SET remain_quota = remain_quota - ? WHERE id = ? AND remain_quota >= ? AND deleted_at IS NULL AND changes() = 1';

export function registerD1BatchPath(db: Kysely<Database>, binding: D1BatchBinding, usageQueue?: D1BatchPath['usageQueue']): void {
  const runWithRows: D1BatchPath['runWithRows'] = async (queries) => {
    if (queries.length === 0) return [];
    const statements = queries.map((query) => binding.prepare(query.sql).bind(...query.parameters));
    const results = await binding.batch(statements);
    return results.map((result) => ({ changes: Number(result.meta?.changes ?? 0), rows: (result.results ?? []) as Array<Record<string, unknown>> }));
  };
  const run: D1BatchPath['run'] = async (queries) => (await runWithRows(queries)).map((result) => result.changes);
  const read: D1BatchPath['read'] = async (query) =>
    ((
      await binding
        .prepare(query.sql)
        .bind(...query.parameters)
        .all()
    ).results ?? []) as Array<Record<string, unknown>>;
  batchPaths.set(db, {
    run,
    runWithRows,
    read,
    ...(usageQueue === undefined ? {} : { usageQueue }),
    async reserve(userId, tokenId, amount) {
      if (tokenId === null) {
        const [changed] = await binding.batch([binding.prepare(RESERVE_USER_ONLY).bind(amount, userId, amount)]);
        return Number(changed?.meta?.changes ?? 0) === 1;
      }
      const results = await binding.batch([
        binding.prepare(RESERVE_USER_IF_TOKEN).bind(amount, userId, amount, tokenId, amount),
        binding.prepare(RESERVE_TOKEN_AFTER_USER).bind(amount, tokenId, amount),
      ]);
      const [user, token] = results.map((result) => Number(result.meta?.changes ?? 0));
      if (user === 1 && token === 1) return true;
      // Unreachable by construction (both guards are read in the same transaction); loud if it ever happens.
      if (user !== token) throw new Error(`D1 reservation half-applied (user ${user}, token ${token})`);
      return false;
    },
  });
}

/** The batch path of the D1 database behind `executor` (never for a transaction object). */
export function d1BatchPathOf(executor: Executor): D1BatchPath | undefined {
  if (executor.isTransaction) return undefined;
  return batchPaths.get(executor);
}
