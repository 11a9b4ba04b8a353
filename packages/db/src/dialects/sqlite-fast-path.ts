import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../database.ts';

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
}

const fastPaths = new WeakMap<object, SqliteFastPath>();

class Short extends Error {}

interface Statements {
  reserveUser: BetterSqlite3.Statement;
  reserveBoth: (userId: number, tokenId: number, amount: number) => void;
}

/** Prepares on first use: the handle is created before migrations have made the tables. */
function prepareStatements(connection: BetterSqlite3.Database): Statements {
  const reserveUser = connection.prepare('UPDATE users SET quota = quota - ? WHERE id = ? AND quota >= ? AND deleted_at IS NULL');
  const reserveToken = connection.prepare('UPDATE tokens SET remain_quota = remain_quota - ? WHERE id = ? AND remain_quota >= ? AND deleted_at IS NULL');
  const reserveBoth = connection.transaction((userId: number, tokenId: number, amount: number) => {
    if (reserveUser.run(amount, userId, amount).changes === 0) throw new Short();
    if (reserveToken.run(amount, tokenId, amount).changes === 0) throw new Short();
  });
  return { reserveUser, reserveBoth };
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
  });
}

/** The fast path of the database behind `executor`, when it is SQLite and not inside a transaction. */
export function sqliteFastPathOf(executor: Executor): SqliteFastPath | undefined {
  if (executor.isTransaction) return undefined;
  const fastPath = fastPaths.get(executor);
  return fastPath !== undefined && fastPath.available() ? fastPath : undefined;
}
