import type { Kysely } from 'kysely';
import { idColumn, keyText, required, requiredWithDefault } from '../schema-helpers.ts';

/**
 * users, tokens, redemptions, top_ups. Frozen with migration 0001: change the schema with a new
 * migration, never by editing this file. Quota and time columns are bigint so PostgreSQL holds large
 * balances (SQLite integers are 64-bit regardless). Index names follow gorm's `idx_<table>_<column>`.
 */
export async function createAccountTables(db: Kysely<any>): Promise<void> {
  const indexedText = keyText(db);
  const id = idColumn(db);

  await db.schema
    .createTable('users')
    .addColumn('id', id.type, id.build)
    .addColumn('username', indexedText, required)
    .addColumn('password', 'text', required)
    .addColumn('display_name', indexedText, requiredWithDefault(''))
    .addColumn('role', 'integer', requiredWithDefault(1))
    .addColumn('status', 'integer', requiredWithDefault(1))
    .addColumn('email', indexedText, requiredWithDefault(''))
    .addColumn('github_id', indexedText, requiredWithDefault(''))
    .addColumn('oidc_id', indexedText, requiredWithDefault(''))
    .addColumn('wechat_id', indexedText, requiredWithDefault(''))
    .addColumn('telegram_id', indexedText, requiredWithDefault(''))
    .addColumn('linux_do_id', indexedText, requiredWithDefault(''))
    .addColumn('access_token', indexedText)
    .addColumn('quota', 'bigint', requiredWithDefault(0))
    .addColumn('used_quota', 'bigint', requiredWithDefault(0))
    .addColumn('request_count', 'bigint', requiredWithDefault(0))
    .addColumn('group', 'text', requiredWithDefault('default'))
    .addColumn('aff_code', indexedText)
    .addColumn('aff_count', 'integer', requiredWithDefault(0))
    .addColumn('aff_quota', 'bigint', requiredWithDefault(0))
    .addColumn('aff_history', 'bigint', requiredWithDefault(0))
    .addColumn('inviter_id', 'integer', requiredWithDefault(0))
    .addColumn('setting', 'text', requiredWithDefault(''))
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('idx_users_username').unique().on('users').column('username').execute();
  await db.schema.createIndex('idx_users_access_token').unique().on('users').column('access_token').execute();
  await db.schema.createIndex('idx_users_aff_code').unique().on('users').column('aff_code').execute();
  for (const column of ['email', 'display_name', 'inviter_id', 'deleted_at', 'github_id', 'oidc_id', 'wechat_id', 'telegram_id', 'linux_do_id']) {
    await db.schema.createIndex(`idx_users_${column}`).on('users').column(column).execute();
  }

  await db.schema
    .createTable('tokens')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', required)
    .addColumn('key', indexedText, required)
    .addColumn('status', 'integer', requiredWithDefault(1))
    .addColumn('name', indexedText, requiredWithDefault(''))
    .addColumn('created_time', 'bigint', requiredWithDefault(0))
    .addColumn('accessed_time', 'bigint', requiredWithDefault(0))
    .addColumn('expired_time', 'bigint', requiredWithDefault(-1))
    .addColumn('remain_quota', 'bigint', requiredWithDefault(0))
    .addColumn('unlimited_quota', 'integer', requiredWithDefault(0))
    .addColumn('model_limits_enabled', 'integer', requiredWithDefault(0))
    .addColumn('model_limits', 'text', requiredWithDefault(''))
    .addColumn('allow_ips', 'text', (column) => column.defaultTo(''))
    .addColumn('used_quota', 'bigint', requiredWithDefault(0))
    .addColumn('group', 'text', requiredWithDefault(''))
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('idx_tokens_key').unique().on('tokens').column('key').execute();
  for (const column of ['user_id', 'name', 'deleted_at']) {
    await db.schema.createIndex(`idx_tokens_${column}`).on('tokens').column(column).execute();
  }

  await db.schema
    .createTable('redemptions')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', requiredWithDefault(0))
    .addColumn('key', indexedText, required)
    .addColumn('status', 'integer', requiredWithDefault(1))
    .addColumn('name', indexedText, requiredWithDefault(''))
    .addColumn('quota', 'bigint', requiredWithDefault(100))
    .addColumn('created_time', 'bigint', requiredWithDefault(0))
    .addColumn('redeemed_time', 'bigint', requiredWithDefault(0))
    .addColumn('used_user_id', 'integer', requiredWithDefault(0))
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('idx_redemptions_key').unique().on('redemptions').column('key').execute();
  await db.schema.createIndex('idx_redemptions_name').on('redemptions').column('name').execute();
  await db.schema.createIndex('idx_redemptions_deleted_at').on('redemptions').column('deleted_at').execute();

  await db.schema
    .createTable('top_ups')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', required)
    .addColumn('amount', 'bigint', requiredWithDefault(0))
    .addColumn('money', 'double precision', requiredWithDefault(0))
    .addColumn('trade_no', indexedText, required)
    .addColumn('create_time', 'bigint', requiredWithDefault(0))
    .addColumn('status', 'text', requiredWithDefault('pending'))
    .execute();
  await db.schema.createIndex('idx_top_ups_user_id').on('top_ups').column('user_id').execute();
  await db.schema.createIndex('idx_top_ups_trade_no').unique().on('top_ups').column('trade_no').execute();
}
