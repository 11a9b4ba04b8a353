import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query, and better-sqlite3 compiles the
 * statement each time: under relay load that was the largest single cost in a CPU profile. The
 * queries are a small fixed set (parameters are bound, never inlined), so an LRU of prepared
 * statements keyed by SQL text removes the compile from the hot path.
 * A statement that is `busy` (an unfinished `iterate()`) is never handed out twice.
 */
export function withStatementCache(connection: BetterSqlite3.Database, capacity = 512): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Re-insert to mark it most recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached as unknown as SqliteStatement;
      }
      const statement = connection.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      }
      return statement as unknown as SqliteStatement;
    },
  };
}
