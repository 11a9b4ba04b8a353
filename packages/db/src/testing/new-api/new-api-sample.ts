import { sql, type Kysely } from 'kysely';
import { newApiDdl, type Engine } from './new-api-schema.ts';

/** Sign-in names and passwords of the sample accounts (bcrypt $2a$10$ hashes, as Go's bcrypt writes them). */
export const NEW_API_ACCOUNTS = {
  root: { id: 1, username: 'root', password: 'old-root-pass', hash: '$2a$10$abcdefghijklmnopqrstuuf3KzqO33Gn/xlyHHIFXS4SDUblQDN4y' },
  alice: { id: 2, username: 'alice', password: 'alice-pass-2024', hash: '$2a$10$ZYXWVUTSRQPONMLKJIHGFe9QCFVpv.BMIHN9HU93XalUGIDUjeBb2' },
} as const;

/** alice's API key as new-api stores it (48 characters, no `sk-`); clients send `sk-<key>`. */
export const NEW_API_TOKEN_KEY = 'Ab3dEfGh1jKlMnOpQrStUvWxYz0123456789abcdefghijKL';
export const NEW_API_ACCESS_TOKEN = '0123456789abcdef0123456789abcdef';
export const NEW_API_MODEL = 'gpt-4o-mini';

export interface SampleOptions {
  /** base_url of the sample OpenAI channel (a mock upstream in end-to-end tests). */
  channelBaseUrl?: string;
  /** How many usage-log rows to write (default 250). */
  logRows?: number;
}

const T0 = 1_735_689_600; // 2025-01-01T00:00:00Z

function deletedAt(engine: Engine): unknown {
  // gorm's SQLite driver writes text with nanoseconds and the zone; the other drivers take a time value.
  return engine === 'sqlite' ? '2025-03-04 05:06:07.123456789+08:00' : new Date('2025-03-03T21:06:07.123Z');
}

const bool = (engine: Engine, value: boolean) => (engine === 'postgres' ? value : value ? 1 : 0);

function accountRows(engine: Engine) {
  const { root, alice } = NEW_API_ACCOUNTS;
  return [
    {
      id: root.id,
      username: root.username,
      password: root.hash,
      display_name: 'Root User',
      role: 100,
      status: 1,
      email: '',
      access_token: null,
      quota: 100_000_000,
      used_quota: 0,
      group: 'default',
      aff_code: 'ROOT',
      setting: '',
      deleted_at: null,
    },
    {
      id: alice.id,
      username: alice.username,
      password: alice.hash,
      display_name: 'Alice',
      role: 1,
      status: 1,
      email: 'alice@example.com',
      access_token: NEW_API_ACCESS_TOKEN,
      quota: 5_000_000,
      used_quota: 123_456,
      request_count: 42,
      group: 'default',
      aff_code: '',
      inviter_id: 1,
      setting: '{"notify_type":"email","quota_warning_threshold":500000}',
      deleted_at: null,
    },
    {
      id: 5,
      username: 'gone',
      password: alice.hash,
      display_name: 'Gone',
      role: 1,
      status: 1,
      quota: 7,
      used_quota: 3,
      group: 'default',
      aff_code: 'GONE',
      deleted_at: deletedAt(engine),
    },
    // A damaged soft-delete time (SQLite keeps any text): reported and left out, never carried half-way.
    ...(engine === 'sqlite' ? [{ id: 6, username: 'broken', password: alice.hash, quota: 1, deleted_at: 'yesterday' }] : []),
  ];
}

function logRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    user_id: 2,
    created_at: T0 + index * 60,
    type: index % 10 === 9 ? 5 : 2,
    content: index % 10 === 9 ? 'upstream error' : 'model ratio 0.075, completion ratio 4',
    username: 'alice',
    token_name: 'laptop',
    model_name: NEW_API_MODEL,
    quota: 150 + (index % 7),
    prompt_tokens: 20 + (index % 5),
    completion_tokens: 10,
    use_time: 1,
    is_stream: index % 2,
    channel_id: 1,
    token_id: 1,
    group: 'default',
    other: '{"model_ratio":0.075}',
    ip: index % 3 === 0 ? '203.0.113.9' : '',
  }));
}

/** Rows of every table but the logs, for one engine. */
function coreRows(engine: Engine, options: SampleOptions): Record<string, Record<string, unknown>[]> {
  return {
    users: accountRows(engine),
    tokens: [
      {
        id: 1,
        user_id: 2,
        key: NEW_API_TOKEN_KEY,
        status: 1,
        name: 'laptop',
        created_time: T0,
        accessed_time: T0,
        expired_time: -1,
        remain_quota: 0,
        unlimited_quota: bool(engine, true),
        model_limits_enabled: bool(engine, false),
        model_limits: '',
        allow_ips: null,
        used_quota: 123_456,
        group: '',
        deleted_at: null,
      },
    ],
    channels: [
      {
        id: 1,
        type: 1,
        key: 'sk-upstream-secret',
        status: 1,
        name: 'openai main',
        weight: 0,
        created_time: T0,
        base_url: options.channelBaseUrl ?? 'https://api.openai.com',
        other: '',
        balance: 12.5,
        models: NEW_API_MODEL,
        group: 'default',
        used_quota: 40_000,
        model_mapping: null,
        priority: 0,
        auto_ban: 1,
        tag: null,
        setting: null,
        channel_info: '{"is_multi_key":false}',
      },
    ],
    abilities: [{ group: 'default', model: NEW_API_MODEL, channel_id: 1, enabled: bool(engine, true), priority: 0, weight: 0, tag: null }],
    options: [
      { key: 'ModelRatio', value: JSON.stringify({ [NEW_API_MODEL]: 0.075 }) },
      { key: 'QuotaPerUnit', value: '500000' },
      { key: 'SomeFutureOption', value: 'on' },
      { key: 'RetryTimes', value: 'many' },
    ],
    redemptions: [
      { id: 1, user_id: 1, key: 'aaaabbbbccccddddeeeeffff00001111', status: 1, name: 'gift', quota: 500_000, created_time: T0, deleted_at: null },
      {
        id: 2,
        user_id: 1,
        key: 'aaaabbbbccccddddeeeeffff00002222',
        status: 3,
        name: 'gift',
        quota: 500_000,
        created_time: T0,
        redeemed_time: T0 + 10,
        used_user_id: 2,
        deleted_at: null,
      },
    ],
    top_ups: [{ id: 1, user_id: 2, amount: 10, money: 10.5, trade_no: 'USR2NOabc', create_time: T0, status: 'success' }],
    quota_data: [{ id: 1, user_id: 2, username: 'alice', model_name: NEW_API_MODEL, created_at: T0, token_used: 300, count: 10, quota: 1500 }],
    setups: [{ id: 1, version: 'v0.9.0', initialized_at: T0 }],
    two_fas: [{ id: 1, user_id: 1, secret: 'JBSWY3DPEHPK3PXP', is_enabled: bool(engine, true) }],
  };
}

/** Creates new-api's schema on an empty database and fills it with the sample rows. */
export async function writeNewApiSample(db: Kysely<any>, engine: Engine, options: SampleOptions = {}): Promise<void> {
  for (const statement of newApiDdl(engine)) await sql.raw(statement).execute(db);
  const tables = { ...coreRows(engine, options), logs: logRows(options.logRows ?? 250) };
  for (const [table, rows] of Object.entries(tables)) {
    for (let start = 0; start < rows.length; start += 500)
      await db
        .insertInto(table)
        .values(rows.slice(start, start + 500))
        .execute();
  }
  // Explicit ids leave PostgreSQL's sequences behind, exactly as after a gorm restore; new-api never notices.
}
