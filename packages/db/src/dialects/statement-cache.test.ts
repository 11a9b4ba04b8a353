import { describe, expect, it } from 'vitest';
import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from './statement-cache.ts';

describe('withStatementCache', () => {
  it('compiles each SQL text once and reuses the statement', () => {
    const connection = new BetterSqlite3(':memory:');
    const database = withStatementCache(connection);
    database.prepare('create table t (x integer)').run([]);
    const insert = database.prepare('insert into t (x) values (?)');
    expect(database.prepare('insert into t (x) values (?)')).toBe(insert);
    insert.run([1]);
    database.prepare('insert into t (x) values (?)').run([2]);
    expect(database.prepare('select x from t order by x').all([])).toEqual([{ x: 1 }, { x: 2 }]);
    database.close();
  });

  it('never hands out a statement that is still iterating', () => {
    const connection = new BetterSqlite3(':memory:');
    const database = withStatementCache(connection);
    database.prepare('create table t (x integer)').run([]);
    for (const x of [1, 2, 3]) database.prepare('insert into t (x) values (?)').run([x]);
    const sql = 'select x from t order by x';
    const first = database.prepare(sql).iterate([]);
    expect(first.next().value).toEqual({ x: 1 });
    // The cached statement is busy: a second prepare must give an independent one.
    expect(database.prepare(sql).all([])).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    expect(first.next().value).toEqual({ x: 2 });
    first.return?.();
    database.close();
  });

  it('evicts the least recently used statement past its capacity', () => {
    const connection = new BetterSqlite3(':memory:');
    const database = withStatementCache(connection, 2);
    const a = database.prepare('select 1');
    database.prepare('select 2');
    database.prepare('select 1');
    database.prepare('select 3');
    expect(database.prepare('select 1')).toBe(a);
    database.close();
  });
});
