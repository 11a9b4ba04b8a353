import { DAYS, START } from './generate-logs.mjs';

/**
 * The logs benchmark's rows generated inside the database by one INSERT … SELECT over a row number g
 * (SQLite: recursive CTE; PostgreSQL: generate_series), so ten million rows load without crossing the
 * driver. Draws are deterministic: stream k of row g is the top 16 bits of (g · A_k) mod 2^32, a Weyl
 * sequence per stream with A_k the fractional parts of √2, √3, √5, … (SHA-256's constants); jointly
 * equidistributed, so users, models, types and sizes combine with their marginal frequencies. Users and
 * models come from the Zipf quantile tables (bench_users, bench_models); the same SQL text runs on both
 * databases, so both hold the same rows.
 */
const A = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53b, 0x510e527f, 0x9b05688d, 0x1f83d9ab, 0x5be0cd19, 0xcbbb9d5d];
const SPAN = DAYS * 86_400;
/** Stream k of row g: an integer 0…65,535. */
const draw = (k) => `(((g * ${A[k]}) % 4294967296) / 65536)`;
/** Stream k scaled to 0…n−1. */
const below = (k, n) => `((${draw(k)} * ${n}) / 65536)`;

const LOG_COLUMNS = [
  'user_id',
  'created_at',
  'type',
  'content',
  'username',
  'token_name',
  'model_name',
  'quota',
  'prompt_tokens',
  'completion_tokens',
  'use_time',
  'is_stream',
  'channel_id',
  'token_id',
  'group',
  'other',
];

/**
 * The draws of each row: g, time, user, model, type (per mille), key, prompt and completion tokens. The
 * Zipf ranks come from the quantile tables: on SQLite two tables joined by their key (CROSS JOIN keeps the
 * numbers as the outer loop, so rows come out in g order, hence in time order); on PostgreSQL two array
 * constants (an INSERT … SELECT over generate_series runs serially, in g order).
 */
function drawsSelect(count, dialect, quantiles) {
  const picks =
    dialect === 'postgres'
      ? {
          user: `('{${quantiles.users.join(',')}}'::int[])[${draw(1)} + 1]`,
          model: `('{${quantiles.models.join(',')}}'::int[])[${draw(2)} + 1]`,
          from: 'numbers',
        }
      : { user: 'u.rank', model: 'm.rank', from: `numbers cross join bench_users u cross join bench_models m where u.q = ${draw(1)} and m.q = ${draw(2)}` };
  return `select g,
    ${START} + ((g - 1) * ${SPAN} + ${below(0, SPAN)}) / ${count} as created_at,
    1 + ${picks.user} as user_id, ${picks.model} as model_rank,
    ${below(3, 1000)} as per_mille, ${below(4, 3)} as key_index,
    20 + ${below(5, 3000)} as prompt, ${below(6, 900)} as completion,
    1 + ${below(7, 30)} as use_time, ${below(8, 10)} as stream_decile
  from ${picks.from}`;
}

/** 90 % consume, 7 % error (status codes 429, 500, 502, 400, 401), then top-up, manage and system rows. */
function rowSelect(dialect) {
  // model-000 … model-199, as generate-logs.mjs's modelName.
  const model = dialect === 'postgres' ? `'model-' || lpad(model_rank::text, 3, '0')` : `'model-' || substr('00' || model_rank, -3, 3)`;
  const type = `case when per_mille < 900 then 2 when per_mille < 970 then 5 when per_mille < 985 then 1 when per_mille < 995 then 3 else 4 end`;
  const status = `case g % 6 when 0 then 429 when 1 then 429 when 2 then 500 when 3 then 502 when 4 then 400 else 401 end`;
  return `select user_id, created_at, type,
    case when type = 5 then 'upstream error' when type = 2 then '' else 'system entry' end,
    'user' || user_id, 'key-' || key_index, case when type in (2, 5) then ${model} else '' end,
    case when type = 2 then prompt * 2 + completion * 6 when type = 1 then 500000 else 0 end,
    case when type = 2 then prompt else 0 end, case when type = 2 then completion else 0 end,
    use_time, case when stream_decile < 6 then 1 else 0 end, 1 + model_rank % 20, user_id * 3 + key_index,
    case when user_id % 10 = 0 then 'vip' else 'default' end,
    case when type = 2 then '{"model_ratio":1,"completion_ratio":3,"group_ratio":1}' when type = 5 then '{"status_code":' || (${status}) || '}' else '' end
  from (select d.*, ${type} as type from draws d) typed`;
}

/**
 * The INSERT of `count` rows. `quantiles` are the user and model quantile tables (on SQLite they must be
 * loaded into bench_users / bench_models first, see QUANTILE_TABLES_SQL).
 */
export function seedLogsSql(count, dialect, quantiles) {
  const numbers =
    dialect === 'postgres'
      ? `numbers as (select g::bigint as g from generate_series(1, ${count}) as g)`
      : `numbers(g) as (select 1 union all select g + 1 from numbers where g < ${count})`;
  const columns = LOG_COLUMNS.map((column) => `"${column}"`).join(', ');
  return `insert into logs (${columns})
  with ${dialect === 'postgres' ? '' : 'recursive '}${numbers}, draws as (${drawsSelect(count, dialect, quantiles)})
  ${rowSelect(dialect)}`;
}

/** SQLite's quantile tables (temporary, on the loading connection). */
export const QUANTILE_TABLES_SQL = [
  'create temp table bench_users (q integer primary key, rank integer not null)',
  'create temp table bench_models (q integer primary key, rank integer not null)',
];

/** The hourly quota_data rollups of the consume rows, as the relay's batches would have written them. */
export const QUOTA_DATA_SQL = `insert into quota_data (user_id, username, model_name, created_at, token_used, count, quota)
  select user_id, username, model_name, created_at - (created_at % 3600), sum(prompt_tokens + completion_tokens), count(*), sum(quota)
  from logs where type = 2 group by user_id, username, model_name, created_at - (created_at % 3600)`;

/** Their cross-user sums (ADR 0046), as the same batches would have written them. */
export const QUOTA_DATA_MODELS_SQL = `insert into quota_data_models (created_at, model_name, token_used, count, quota)
  select created_at, model_name, sum(token_used), sum(count), sum(quota) from quota_data group by created_at, model_name`;
