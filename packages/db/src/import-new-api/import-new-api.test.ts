import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashAccessToken } from '@gateway/domain';
import type { Database } from '../database.ts';
import { createTestDatabase, describeEachDialect, mariadbTestUrl, postgresTestUrl } from '../testing/index.ts';
import { createMariadbTestDatabase } from '../testing/mariadb-test-database.ts';
import { writeNewApiSample } from '../testing/new-api/index.ts';
import { NEW_API_ACCESS_TOKEN, NEW_API_ACCOUNTS, NEW_API_TOKEN_KEY } from '../testing/new-api/index.ts';
import { importNewApi, ImportRefusedError } from './import-new-api.ts';
import { openNewApiSource } from './source.ts';
import { IMPORT_PLAN } from './table-plan.ts';
import { postgresSample, sqliteSample, tableSnapshot, type SampleSource } from './import-test-support.ts';

async function importFrom(sample: SampleSource, target: Kysely<Database>, extra: { resume?: boolean; batchSize?: number; stopAfter?: number } = {}) {
  const source = await openNewApiSource(sample.from);
  let batches = 0;
  try {
    return await importNewApi({
      source,
      target,
      resume: extra.resume,
      batchSize: extra.batchSize,
      onBatch: () => {
        batches += 1;
        if (extra.stopAfter !== undefined && batches >= extra.stopAfter) throw new Error('interrupted');
      },
    });
  } finally {
    await source.close();
  }
}

async function sourceSum(sample: SampleSource, table: string, column: string): Promise<number> {
  const source = await openNewApiSource(sample.from);
  try {
    const row = await source.db
      .selectFrom(table)
      .select((eb) => eb.fn.sum(column).as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  } finally {
    await source.close();
  }
}

describeEachDialect('import:new-api from a new-api SQLite database', (getDb, dialect) => {
  // `dialect` is the gateway's database the rows go into; the source is a new-api SQLite file.
  let sample: SampleSource;
  let first: Awaited<ReturnType<typeof importNewApi>>;

  it('copies every table with its ids; balances, used quota and log counts equal the source', async () => {
    sample = await sqliteSample({ logRows: 2_345 });
    const report = await importFrom(sample, getDb(), { batchSize: 500 });
    first = report;
    const db = getDb();
    for (const table of report.tables) expect(table.copied + table.skippedCount, table.table).toBe(table.sourceRows);
    expect(
      Number(
        (
          await db
            .selectFrom('logs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(2_345);
    for (const column of ['quota', 'used_quota'] as const) {
      const users = await db.selectFrom('users').select(['id', column]).where('id', 'in', [1, 2, 5]).orderBy('id').execute();
      expect(users.reduce((sum, user) => sum + Number(user[column]), 0)).toBe((await sourceSum(sample, 'users', column)) - (column === 'quota' ? 1 : 0));
    }
    expect(await db.selectFrom('tokens').select(['key', 'used_quota', 'unlimited_quota']).executeTakeFirstOrThrow()).toEqual({
      key: NEW_API_TOKEN_KEY,
      used_quota: 123_456,
      unlimited_quota: 1,
    });
    const alice = await db.selectFrom('users').selectAll().where('id', '=', NEW_API_ACCOUNTS.alice.id).executeTakeFirstOrThrow();
    expect(alice).toMatchObject({
      password: NEW_API_ACCOUNTS.alice.hash,
      access_token: await hashAccessToken(NEW_API_ACCESS_TOKEN),
      aff_code: null,
      quota: 5_000_000,
      used_quota: 123_456,
    });
  });

  it('converts the soft-delete datetime to unix seconds and reports what it could not carry', async () => {
    const db = getDb();
    expect((await db.selectFrom('users').select('deleted_at').where('id', '=', 5).executeTakeFirstOrThrow()).deleted_at).toBe(
      Date.UTC(2025, 2, 3, 21, 6, 7) / 1000,
    );
    const report = first;
    const users = report.tables.find((table) => table.table === 'users')!;
    expect(users.skipped).toEqual([{ key: 'id 6', reason: 'deleted_at "yesterday" is not a datetime' }]);
    expect(report.tables.find((table) => table.table === 'channels')!.droppedColumns).toEqual({ channel_info: 1 });
    expect(report.tables.find((table) => table.table === 'logs')!.droppedColumns).toEqual({ ip: 782 });
    expect(report.tablesNotCarried).toEqual([{ table: 'two_fas', rows: 1 }]);
    expect(
      report.tables
        .find((table) => table.table === 'options')!
        .skipped.map((option) => option.key)
        .sort(),
    ).toEqual(['RetryTimes', 'SomeFutureOption']);
    expect(await db.selectFrom('options').select('value').where('key', '=', 'QuotaPerUnit').executeTakeFirstOrThrow()).toEqual({ value: '500000' });
  });

  it('a rerun with --resume copies nothing twice, and a fresh insert gets a new id after the imported ones', async () => {
    const db = getDb();
    const report = await importFrom(sample, db, { resume: true });
    for (const table of report.tables.filter((entry) => IMPORT_PLAN.find((plan) => plan.table === entry.table)?.key === 'id'))
      expect(table.copied, table.table).toBe(0);
    await db.insertInto('users').values({ username: 'after-import', password: 'x' }).execute();
    const inserted = await db.selectFrom('users').select('id').where('username', '=', 'after-import').executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(5);
    await db.deleteFrom('users').where('id', '=', inserted.id).execute();
  });

  it('refuses a database that already holds data unless resuming, and writes nothing', async () => {
    const before = await tableSnapshot(getDb(), 'logs');
    await expect(importFrom(sample, getDb())).rejects.toBeInstanceOf(ImportRefusedError);
    expect(await tableSnapshot(getDb(), 'logs')).toEqual(before);
  });

  it('an import interrupted mid-logs and resumed gives the same database as one uninterrupted run', async () => {
    const interrupted = await createTestDatabase(dialect);
    try {
      await expect(importFrom(sample, interrupted.db, { batchSize: 500, stopAfter: 12 })).rejects.toThrow('interrupted');
      const partial = await tableSnapshot(interrupted.db, 'logs');
      expect(partial.length).toBeGreaterThan(0);
      expect(partial.length).toBeLessThan(2_345);
      await importFrom(sample, interrupted.db, { batchSize: 500, resume: true });
      for (const { table } of IMPORT_PLAN) {
        expect(await tableSnapshot(interrupted.db, table), table).toEqual(await tableSnapshot(getDb(), table));
      }
    } finally {
      await interrupted.close();
      await sample.drop();
    }
  });
});

describe('import:new-api from a new-api PostgreSQL database', () => {
  it.skipIf(postgresTestUrl() === '')('carries the same rows as from SQLite (booleans, timestamptz soft deletes, bigserial ids)', async () => {
    const sample = await postgresSample(postgresTestUrl(), { logRows: 300 });
    const target = await createTestDatabase('sqlite');
    try {
      const report = await importFrom(sample, target.db, { batchSize: 128 });
      expect(report.tables.filter((table) => table.skippedCount > 0).map((table) => table.table)).toEqual(['options']);
      expect(report.tables.find((table) => table.table === 'logs')).toMatchObject({ sourceRows: 300, copied: 300 });
      expect(await target.db.selectFrom('users').select(['id', 'deleted_at']).where('id', '=', 5).executeTakeFirstOrThrow()).toEqual({
        id: 5,
        deleted_at: Date.UTC(2025, 2, 3, 21, 6, 7) / 1000,
      });
      expect(await target.db.selectFrom('abilities').select('enabled').executeTakeFirstOrThrow()).toEqual({ enabled: 1 });
      expect(report.source).not.toContain(new URL(sample.from).password || '\u0000');
    } finally {
      await target.close();
      await sample.drop();
    }
  });
});

describe('import:new-api from a new-api MySQL/MariaDB database', () => {
  it.skipIf(mariadbTestUrl() === '')('carries booleans as tinyint, datetime(3) soft deletes and longtext JSON', async () => {
    const sourceHandle = await createMariadbTestDatabase(mariadbTestUrl());
    const target = await createTestDatabase('sqlite');
    try {
      await writeNewApiSample(sourceHandle.db as unknown as Kysely<any>, 'mysql', { logRows: 300 });
      const source = { kind: 'mysql' as const, db: sourceHandle.db as unknown as Kysely<any>, label: 'mysql://test', close: async () => {} };
      const report = await importNewApi({ source, target: target.db, batchSize: 128 });
      expect(report.tables.filter((table) => table.skippedCount > 0).map((table) => table.table)).toEqual(['options']);
      expect(report.tables.find((table) => table.table === 'logs')).toMatchObject({ sourceRows: 300, copied: 300 });
      expect(await target.db.selectFrom('users').select(['id', 'deleted_at']).where('id', '=', 5).executeTakeFirstOrThrow()).toEqual({
        id: 5,
        deleted_at: Date.UTC(2025, 2, 3, 21, 6, 7) / 1000,
      });
      expect(await target.db.selectFrom('tokens').select(['key', 'unlimited_quota']).executeTakeFirstOrThrow()).toEqual({
        key: NEW_API_TOKEN_KEY,
        unlimited_quota: 1,
      });
      expect(report.tablesNotCarried).toEqual([{ table: 'two_fas', rows: 1 }]);
    } finally {
      await target.close();
      await sourceHandle.close();
    }
  });
});
