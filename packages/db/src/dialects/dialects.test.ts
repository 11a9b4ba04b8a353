import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql, SqliteDialect } from 'kysely';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { migrateToLatest } from '../migrations/migrate.ts';
import { migrations } from '../migrations/index.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { withD1SafeIntrospector } from './d1-safe-introspector.ts';
import { createSqliteDatabase } from './sqlite.ts';

describeEachDialect('column representation', (getDb) => {
  it('stores booleans as 0/1 and accepts booleans in inserts, updates and filters', async () => {
    const db = getDb();
    await db
      .insertInto('abilities')
      .values([
        { group: 'bool', model: 'on', channel_id: 1, enabled: true },
        { group: 'bool', model: 'off', channel_id: 1, enabled: false },
      ])
      .execute();
    // Typed filters compare with numbers; a boolean bound through raw SQL is converted too.
    const enabled = await db
      .selectFrom('abilities')
      .select('model')
      .where('group', '=', 'bool')
      .where(sql<boolean>`${sql.ref('enabled')} = ${true}`)
      .execute();
    expect(enabled).toEqual([{ model: 'on' }]);
    await db.updateTable('abilities').set({ enabled: true }).where('model', '=', 'off').execute();
    const values = await db.selectFrom('abilities').select('enabled').where('group', '=', 'bool').execute();
    expect(values.map((row) => row.enabled)).toEqual([1, 1]);
    const { rows } = await sql<{ flag: number }>`select ${false} as flag`.execute(db);
    expect(Number(rows[0]?.flag)).toBe(0);
  });

  it('returns bigint columns and counts as numbers, exact up to 2^53', async () => {
    const db = getDb();
    const big = 9_007_199_254_740_991;
    await db.insertInto('quota_data').values({ user_id: 1, created_at: 3600, quota: big, token_used: 100_000_000_000 }).execute();
    const row = await db.selectFrom('quota_data').select(['quota', 'token_used', 'created_at']).executeTakeFirstOrThrow();
    expect(row).toEqual({ quota: big, token_used: 100_000_000_000, created_at: 3600 });
    const count = await db
      .selectFrom('quota_data')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    expect(count.total).toBe(1);
    const sum = await db
      .selectFrom('quota_data')
      .select((eb) => eb.fn.sum<number>('token_used').as('total'))
      .executeTakeFirstOrThrow();
    expect(sum.total).toBe(100_000_000_000);
  });

  it('keeps JSON columns as text', async () => {
    const db = getDb();
    const properties = JSON.stringify({ input: 'a song', tags: ['x'] });
    await db.insertInto('tasks').values({ task_id: 'json-task', properties }).execute();
    const row = await db.selectFrom('tasks').select('properties').where('task_id', '=', 'json-task').executeTakeFirstOrThrow();
    expect(row.properties).toBe(properties);
  });
});

describe('createSqliteDatabase', () => {
  it('opens the file in WAL mode with busy_timeout, foreign keys and synchronous=NORMAL', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'gateway-sqlite-'));
    const handle = createSqliteDatabase({ filename: join(directory, 'pragmas.db') });
    try {
      const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(handle.db)).rows[0] as object)[0];
      expect(handle.dialect).toBe('sqlite');
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('synchronous')).toBe(1);
    } finally {
      await handle.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('withD1SafeIntrospector', () => {
  it('hides _cf_* tables from the Migrator and still reports columns of the others', async () => {
    const connection = new BetterSqlite3(':memory:');
    // Stands in for D1's internal table, which D1 forbids pragma_table_info() on.
    connection.exec('create table _cf_KV (key text primary key, value blob)');
    const db = new Kysely<Database>({ dialect: withD1SafeIntrospector(new SqliteDialect({ database: connection })) });
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      const tables = await db.introspection.getTables();
      expect(tables.some((table) => table.name.startsWith('_cf_'))).toBe(false);
      expect(tables.some((table) => table.name === 'kysely_migration')).toBe(false);
      const withInternal = await db.introspection.getTables({ withInternalKyselyTables: true });
      expect(withInternal.some((table) => table.name === 'kysely_migration')).toBe(true);
      const users = tables.find((table) => table.name === 'users');
      expect(users?.columns.find((column) => column.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: true });
      expect(users?.columns.find((column) => column.name === 'username')).toMatchObject({ isNullable: false, hasDefaultValue: false });
    } finally {
      await db.destroy();
    }
  });
});
