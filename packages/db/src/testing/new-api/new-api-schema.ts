/**
 * new-api's tables as its gorm AutoMigrate creates them on each engine, for import tests.
 * Written from new-api's models, not from our schema: column types, NULL-ability, soft-delete datetimes and
 * booleans are new-api's. A few columns and one table that newer new-api versions have and the gateway
 * does not (channels.channel_info, logs.ip, two_fas) are included, so "not carried" is exercised.
 */
export type Engine = 'sqlite' | 'postgres' | 'mysql';

type Logical = 'id' | 'int' | 'bigint' | 'text' | 'string' | 'bool' | 'float' | 'datetime' | `varchar(${number})` | `char(${number})`;

export interface NewApiTable {
  name: string;
  columns: ReadonlyArray<readonly [string, Logical, string?]>;
  /** A composite primary key (abilities, options); `id` tables use their id column. */
  primaryKey?: readonly string[];
}

const soft = ['deleted_at', 'datetime'] as const;

export const NEW_API_TABLES: readonly NewApiTable[] = [
  {
    name: 'users',
    columns: [
      ['id', 'id'],
      ['username', 'varchar(191)'],
      ['password', 'string', 'not null'],
      ['display_name', 'varchar(191)'],
      ['role', 'bigint', 'default 1'],
      ['status', 'bigint', 'default 1'],
      ['email', 'varchar(191)'],
      ['github_id', 'varchar(191)'],
      ['oidc_id', 'varchar(191)'],
      ['wechat_id', 'varchar(191)'],
      ['telegram_id', 'varchar(191)'],
      ['linux_do_id', 'varchar(191)'],
      ['access_token', 'char(32)'],
      ['quota', 'bigint', 'default 0'],
      ['used_quota', 'bigint', 'default 0'],
      ['request_count', 'bigint', 'default 0'],
      ['group', 'varchar(64)', "default 'default'"],
      ['aff_code', 'varchar(32)'],
      ['aff_count', 'bigint', 'default 0'],
      ['aff_quota', 'bigint', 'default 0'],
      ['aff_history', 'bigint', 'default 0'],
      ['inviter_id', 'bigint'],
      ['setting', 'text'],
      soft,
    ],
  },
  {
    name: 'tokens',
    columns: [
      ['id', 'id'],
      ['user_id', 'bigint'],
      ['key', 'char(48)'],
      ['status', 'bigint', 'default 1'],
      ['name', 'varchar(191)'],
      ['created_time', 'bigint'],
      ['accessed_time', 'bigint'],
      ['expired_time', 'bigint', 'default -1'],
      ['remain_quota', 'bigint', 'default 0'],
      ['unlimited_quota', 'bool', 'default false'],
      ['model_limits_enabled', 'bool', 'default false'],
      ['model_limits', 'varchar(1024)', "default ''"],
      ['allow_ips', 'string', "default ''"],
      ['used_quota', 'bigint', 'default 0'],
      ['group', 'string', "default ''"],
      soft,
    ],
  },
  {
    name: 'channels',
    columns: [
      ['id', 'id'],
      ['type', 'bigint', 'default 0'],
      ['key', 'text', 'not null'],
      ['open_ai_organization', 'string'],
      ['test_model', 'string'],
      ['status', 'bigint', 'default 1'],
      ['name', 'varchar(191)'],
      ['weight', 'bigint', 'default 0'],
      ['created_time', 'bigint'],
      ['test_time', 'bigint'],
      ['response_time', 'bigint'],
      ['base_url', 'string', "default ''"],
      ['other', 'text'],
      ['balance', 'float'],
      ['balance_updated_time', 'bigint'],
      ['models', 'text'],
      ['group', 'varchar(64)', "default 'default'"],
      ['used_quota', 'bigint', 'default 0'],
      ['model_mapping', 'text'],
      ['status_code_mapping', 'varchar(1024)', "default ''"],
      ['priority', 'bigint', 'default 0'],
      ['auto_ban', 'bigint', 'default 1'],
      ['other_info', 'text'],
      ['tag', 'varchar(191)'],
      ['setting', 'text'],
      ['param_override', 'text'],
      ['channel_info', 'text'],
    ],
  },
  {
    name: 'abilities',
    primaryKey: ['group', 'model', 'channel_id'],
    columns: [
      ['group', 'varchar(64)', 'not null'],
      ['model', 'varchar(191)', 'not null'],
      ['channel_id', 'bigint', 'not null'],
      ['enabled', 'bool'],
      ['priority', 'bigint', 'default 0'],
      ['weight', 'bigint', 'default 0'],
      ['tag', 'varchar(191)'],
    ],
  },
  {
    name: 'options',
    primaryKey: ['key'],
    columns: [
      ['key', 'varchar(191)', 'not null'],
      ['value', 'text'],
    ],
  },
  {
    name: 'redemptions',
    columns: [
      ['id', 'id'],
      ['user_id', 'bigint'],
      ['key', 'char(32)'],
      ['status', 'bigint', 'default 1'],
      ['name', 'varchar(191)'],
      ['quota', 'bigint', 'default 100'],
      ['created_time', 'bigint'],
      ['redeemed_time', 'bigint'],
      ['used_user_id', 'bigint'],
      soft,
    ],
  },
  {
    name: 'top_ups',
    columns: [
      ['id', 'id'],
      ['user_id', 'bigint'],
      ['amount', 'bigint'],
      ['money', 'float'],
      ['trade_no', 'string'],
      ['create_time', 'bigint'],
      ['status', 'string'],
    ],
  },
  {
    name: 'quota_data',
    columns: [
      ['id', 'id'],
      ['user_id', 'bigint'],
      ['username', 'varchar(64)', "default ''"],
      ['model_name', 'varchar(64)', "default ''"],
      ['created_at', 'bigint'],
      ['token_used', 'bigint', 'default 0'],
      ['count', 'bigint', 'default 0'],
      ['quota', 'bigint', 'default 0'],
    ],
  },
  {
    name: 'setups',
    columns: [
      ['id', 'id'],
      ['version', 'varchar(50)', 'not null'],
      ['initialized_at', 'bigint', 'not null'],
    ],
  },
  {
    name: 'logs',
    columns: [
      ['id', 'id'],
      ['user_id', 'bigint'],
      ['created_at', 'bigint'],
      ['type', 'bigint'],
      ['content', 'string'],
      ['username', 'varchar(191)', "default ''"],
      ['token_name', 'varchar(191)', "default ''"],
      ['model_name', 'varchar(191)', "default ''"],
      ['quota', 'bigint', 'default 0'],
      ['prompt_tokens', 'bigint', 'default 0'],
      ['completion_tokens', 'bigint', 'default 0'],
      ['use_time', 'bigint', 'default 0'],
      ['is_stream', 'bool', 'default false'],
      ['channel_id', 'bigint'],
      ['token_id', 'bigint', 'default 0'],
      ['group', 'varchar(191)'],
      ['other', 'string'],
      ['ip', 'varchar(191)', "default ''"],
    ],
  },
  {
    name: 'two_fas',
    columns: [
      ['id', 'id'],
      ['user_id', 'bigint'],
      ['secret', 'string'],
      ['is_enabled', 'bool'],
    ],
  },
];

const TYPES: Record<Engine, Record<string, string>> = {
  sqlite: {
    id: 'integer PRIMARY KEY AUTOINCREMENT',
    int: 'integer',
    bigint: 'integer',
    text: 'text',
    string: 'text',
    bool: 'numeric',
    float: 'real',
    datetime: 'datetime',
  },
  postgres: {
    id: 'bigserial PRIMARY KEY',
    int: 'bigint',
    bigint: 'bigint',
    text: 'text',
    string: 'text',
    bool: 'boolean',
    float: 'numeric',
    datetime: 'timestamptz',
  },
  mysql: {
    id: 'bigint AUTO_INCREMENT PRIMARY KEY',
    int: 'bigint',
    bigint: 'bigint',
    text: 'longtext',
    string: 'longtext',
    bool: 'boolean',
    float: 'double',
    datetime: 'datetime(3)',
  },
};

function columnType(engine: Engine, logical: Logical): string {
  if (logical.startsWith('varchar') || logical.startsWith('char')) return engine === 'sqlite' ? 'text' : logical;
  return TYPES[engine][logical]!;
}

const quote = (engine: Engine, name: string) => (engine === 'postgres' ? `"${name}"` : `\`${name}\``);

/** CREATE TABLE statements for one engine, in the gorm shape. */
export function newApiDdl(engine: Engine): string[] {
  return NEW_API_TABLES.map((table) => {
    const columns = table.columns.map(
      ([name, logical, extra]) => `${quote(engine, name)} ${columnType(engine, logical)}${extra === undefined ? '' : ` ${extra}`}`,
    );
    if (table.primaryKey !== undefined) columns.push(`PRIMARY KEY (${table.primaryKey.map((name) => quote(engine, name)).join(', ')})`);
    return `CREATE TABLE ${quote(engine, table.name)} (${columns.join(', ')})`;
  });
}
