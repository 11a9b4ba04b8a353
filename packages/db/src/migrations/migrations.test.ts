import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { hashAccessToken } from '@gateway/domain';
import { describe, expect, it } from 'vitest';
import { createSqliteDatabase } from '../dialects/sqlite.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { migrateToLatest, MigrationError } from './migrate.ts';
import { createMigrationProvider, migrations } from './index.ts';
import { isMysql, isPostgres } from './schema-helpers.ts';

/** Every migration from `first` on, in order: what migrateToLatest applies after the ones before it. */
const migrationsFrom = (first: string) => Object.keys(migrations).filter((name) => name >= first);

const TABLES = [
  'abilities',
  'channels',
  'edge_applied_messages',
  'job_leases',
  'logs',
  'midjourneys',
  'options',
  'quota_data',
  'quota_data_models',
  'redemptions',
  'relay_response_conversations',
  'relay_responses',
  'setups',
  'tasks',
  'tokens',
  'top_ups',
  'users',
  'verification_codes',
];

describeEachDialect('migrations', (getDb, dialect) => {
  it('creates every new-api table', async () => {
    const tables = await getDb().introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(TABLES);
  });

  it('keeps new-api column names (reserved words, odd gorm names)', async () => {
    const tables = await getDb().introspection.getTables();
    const columns = (name: string) => tables.find((table) => table.name === name)?.columns.map((column) => column.name) ?? [];
    expect(columns('channels')).toEqual(expect.arrayContaining(['open_ai_organization', 'key', 'group', 'status_code_mapping', 'param_override']));
    expect(columns('users')).toEqual(expect.arrayContaining(['aff_history', 'linux_do_id', 'access_token', 'group', 'deleted_at']));
    expect(columns('logs')).toEqual(expect.arrayContaining(['channel_id', 'token_id', 'is_stream', 'group', 'other']));
  });

  it('CH-036 / CH-037 / CH-038: 0002 adds price, max_input_tokens, expired_time and the error record to channels', async () => {
    const tables = await getDb().introspection.getTables();
    const channels = tables.find((table) => table.name === 'channels')?.columns ?? [];
    const added = ['price', 'max_input_tokens', 'expired_time', 'error_status', 'last_error_at', 'last_notified_at', 'error_details'];
    expect(channels.filter((column) => added.includes(column.name)).map((column) => [column.name, column.isNullable, column.hasDefaultValue])).toEqual(
      added.map((name) => [name, false, true]),
    );
  });

  it('ADR 0017: 0003 adds session_epoch and revoked_sessions to users, NOT NULL with defaults', async () => {
    const tables = await getDb().introspection.getTables();
    const users = tables.find((table) => table.name === 'users')?.columns ?? [];
    const added = ['session_epoch', 'revoked_sessions'];
    expect(users.filter((column) => added.includes(column.name)).map((column) => [column.name, column.isNullable, column.hasDefaultValue])).toEqual(
      added.map((name) => [name, false, true]),
    );
  });

  it('ADR 0033: 0004 adds verification_codes (one code per purpose and address) and users.quota_warning_sent', async () => {
    const tables = await getDb().introspection.getTables();
    const users = tables.find((table) => table.name === 'users')?.columns ?? [];
    expect(users.filter((column) => column.name === 'quota_warning_sent').map((column) => [column.isNullable, column.hasDefaultValue])).toEqual([
      [false, true],
    ]);
    const codes = tables.find((table) => table.name === 'verification_codes')?.columns.map((column) => column.name) ?? [];
    expect(codes.sort()).toEqual(['attempts', 'code_hash', 'created_at', 'email', 'expires_at', 'id', 'purpose', 'user_id']);
    const code = { purpose: 'verify', email: 'a@b.co', code_hash: 'h', expires_at: 2, created_at: 1 };
    await getDb().insertInto('verification_codes').values(code).execute();
    await expect(getDb().insertInto('verification_codes').values(code).execute()).rejects.toThrow();
    await getDb()
      .insertInto('verification_codes')
      .values({ ...code, purpose: 'reset' })
      .execute();
    await getDb().deleteFrom('verification_codes').execute();
  });

  it('ADR 0046: 0010 backfills quota_data_models with the cross-user sums of quota_data, and rolls back', async () => {
    const db = getDb();
    const migrator = new Migrator({ db, provider: createMigrationProvider() });
    expect((await migrator.migrateTo('0009-relay-response-conversations')).error).toBeUndefined();
    try {
      expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('quota_data_models');
      const row = (user_id: number, model_name: string, created_at: number, count: number) => ({
        user_id,
        username: `u${user_id}`,
        model_name,
        created_at,
        count,
        quota: count * 10,
        token_used: count * 3,
      });
      await db
        .insertInto('quota_data')
        .values([row(1, 'a', 3600, 1), row(2, 'a', 3600, 2), row(1, 'b', 3600, 4), row(2, 'a', 7200, 8)])
        .execute();
    } finally {
      expect(await migrateToLatest(db)).toEqual(migrationsFrom('0010-quota-data-models'));
    }
    const rows = await db.selectFrom('quota_data_models').selectAll().orderBy('created_at').orderBy('model_name').execute();
    expect(rows.map((entry) => [Number(entry.created_at), entry.model_name, Number(entry.count), Number(entry.quota), Number(entry.token_used)])).toEqual([
      [3600, 'a', 3, 30, 9],
      [3600, 'b', 4, 40, 12],
      [7200, 'a', 8, 80, 24],
    ]);
    await db.deleteFrom('quota_data').execute();
    await db.deleteFrom('quota_data_models').execute();
  });

  it('creates the indexes the list queries rely on', async () => {
    const db = getDb();
    const { rows } = isPostgres(db)
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = 'public'`.execute(db)
      : isMysql(db)
        ? await sql<{ name: string }>`select index_name as name from information_schema.statistics where table_schema = database()`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db);
    const names = rows.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'idx_users_username',
        'idx_users_access_token',
        'idx_users_aff_code',
        'idx_users_deleted_at',
        'idx_tokens_key',
        'idx_created_at_id',
        'idx_created_at_type',
        'index_username_model_name',
        'idx_logs_group',
        'idx_abilities_channel_id',
        'idx_redemptions_key',
        'idx_top_ups_trade_no',
        'idx_qdt_model_user_name',
        'idx_tasks_task_id',
        'idx_midjourneys_mj_id',
      ]),
    );
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrateToLatest(getDb())).toEqual([]);
  });

  it(`runs on the ${dialect} dialect`, () => {
    expect(isPostgres(getDb())).toBe(dialect === 'postgres');
    expect(isMysql(getDb())).toBe(dialect === 'mariadb');
  });
});

describe('migrateToLatest', () => {
  it('applies every migration on a fresh database and reports their names', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'gateway-migrate-'));
    const handle = createSqliteDatabase({ filename: join(directory, 'fresh.db') });
    try {
      expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
    } finally {
      await handle.close();
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('0002 gives channels stored before it the defaults (price "0", no limit, no error)', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'gateway-migrate-'));
    const handle = createSqliteDatabase({ filename: join(directory, 'upgrade.db') });
    try {
      const migrator = new Migrator({ db: handle.db, provider: createMigrationProvider() });
      expect((await migrator.migrateTo('0001-initial')).error).toBeUndefined();
      await sql`insert into channels (key, name) values ('sk-old', 'old')`.execute(handle.db);
      expect(await migrateToLatest(handle.db)).toEqual(migrationsFrom('0002-channel-fields'));
      const row = await handle.db.selectFrom('channels').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'old',
        price: '0',
        max_input_tokens: 0,
        expired_time: 0,
        error_status: 0,
        last_error_at: 0,
        last_notified_at: 0,
        error_details: '',
      });
      expect((await migrator.migrateTo('0001-initial')).error).toBeUndefined();
      const columns = (await handle.db.introspection.getTables()).find((table) => table.name === 'channels')?.columns.map((column) => column.name);
      expect(columns).not.toContain('price');
      expect(columns).toContain('param_override');
    } finally {
      await handle.close();
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('0003 gives users stored before it epoch 0 and no revoked sessions, and rolls back cleanly', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'gateway-migrate-'));
    const handle = createSqliteDatabase({ filename: join(directory, 'upgrade-users.db') });
    try {
      const migrator = new Migrator({ db: handle.db, provider: createMigrationProvider() });
      expect((await migrator.migrateTo('0002-channel-fields')).error).toBeUndefined();
      await sql`insert into users (username, password) values ('old', 'hash')`.execute(handle.db);
      expect(await migrateToLatest(handle.db)).toEqual(migrationsFrom('0003-session-epoch'));
      const row = await handle.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ username: 'old', session_epoch: 0, revoked_sessions: '' });
      expect((await migrator.migrateTo('0002-channel-fields')).error).toBeUndefined();
      const columns = (await handle.db.introspection.getTables()).find((table) => table.name === 'users')?.columns.map((column) => column.name);
      expect(columns).not.toContain('session_epoch');
      expect(columns).toContain('access_token');
    } finally {
      await handle.close();
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('0004 hashes the access tokens stored before it (SHA-256, API-USR-013) and rolls back by clearing them', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'gateway-migrate-'));
    const handle = createSqliteDatabase({ filename: join(directory, 'upgrade-tokens.db') });
    try {
      const migrator = new Migrator({ db: handle.db, provider: createMigrationProvider() });
      expect((await migrator.migrateTo('0003-session-epoch')).error).toBeUndefined();
      await sql`insert into users (username, password, access_token) values ('with', 'hash', 'plain-token'), ('without', 'hash', null)`.execute(handle.db);
      expect(await migrateToLatest(handle.db)).toEqual(migrationsFrom('0004-accounts-mail'));
      const rows = await handle.db.selectFrom('users').select(['username', 'access_token', 'quota_warning_sent']).orderBy('id').execute();
      expect(rows).toEqual([
        { username: 'with', access_token: await hashAccessToken('plain-token'), quota_warning_sent: 0 },
        { username: 'without', access_token: null, quota_warning_sent: 0 },
      ]);
      expect((await migrator.migrateTo('0003-session-epoch')).error).toBeUndefined();
      expect(await handle.db.selectFrom('users').select('access_token').execute()).toEqual([{ access_token: null }, { access_token: null }]);
    } finally {
      await handle.close();
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('throws a MigrationError naming the failed migration', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'gateway-migrate-'));
    const handle = createSqliteDatabase({ filename: join(directory, 'conflict.db') });
    try {
      // A table that is already there makes 0001 fail half-way.
      await sql`create table users (id integer primary key)`.execute(handle.db);
      const failure = await migrateToLatest(handle.db).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as MigrationError).migrationName).toBe('0001-initial');
      expect((failure as MigrationError).message).toMatch(/^Database migration "0001-initial" failed: .*users/);
    } finally {
      await handle.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
