/**
 * Deterministic usage-log rows for the logs benchmark: a seeded PRNG (mulberry32), 90 days ending at
 * END, 1,000 users and 200 models with Zipf-like popularity (a few heavy users and models, a long
 * tail), mostly consume rows with some errors, top-ups, manage and system rows. Ids grow with time,
 * as they do when the relay writes them.
 */
export const DAYS = 90;
export const USERS = 1_000;
export const MODELS = 200;
/** 2026-11-01T00:00:00Z: the newest row's time, so runs are comparable. */
export const END = Date.UTC(2026, 10, 1) / 1000;
export const START = END - DAYS * 86_400;

export const LOG_COLUMNS = ['user_id', 'created_at', 'type', 'content', 'username', 'token_name', 'model_name', 'quota', 'prompt_tokens', 'completion_tokens', 'use_time', 'is_stream', 'channel_id', 'token_id', 'group', 'other'];

export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Cumulative weights 1/k^s for ranks 1..n, normalised to 1. */
function zipfCdf(n, s) {
  const weights = Array.from({ length: n }, (_, index) => 1 / (index + 1) ** s);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  return Float64Array.from(weights, (weight) => (running += weight / total));
}

/** 0-based rank whose cumulative weight first reaches r. */
function pick(cdf, r) {
  let low = 0;
  let high = cdf.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cdf[middle] < r) low = middle + 1;
    else high = middle;
  }
  return low;
}

const USER_CDF = zipfCdf(USERS, 0.9);
const MODEL_CDF = zipfCdf(MODELS, 1.1);
const STATUS_CODES = [429, 429, 500, 502, 400, 401];

export const modelName = (rank) => `model-${String(rank).padStart(3, '0')}`;
export const userName = (id) => `user${id}`;

/** Row `index` of `count` as an array in LOG_COLUMNS order. */
function row(random, index, count) {
  const createdAt = START + Math.floor(((index + random()) * DAYS * 86_400) / count);
  const userId = 1 + pick(USER_CDF, random());
  const model = pick(MODEL_CDF, random());
  const r = random();
  const type = r < 0.9 ? 2 : r < 0.97 ? 5 : r < 0.985 ? 1 : r < 0.995 ? 3 : 4;
  const key = Math.floor(random() * 3);
  const prompt = type === 2 ? 20 + Math.floor(random() * 3000) : 0;
  const completion = type === 2 ? Math.floor(random() * 900) : 0;
  const quota = type === 2 ? prompt * 2 + completion * 6 : type === 1 ? 500_000 : 0;
  const stream = random() < 0.6 ? 1 : 0;
  const other = type === 2 ? '{"model_ratio":1,"completion_ratio":3,"group_ratio":1}' : type === 5 ? `{"status_code":${STATUS_CODES[Math.floor(random() * STATUS_CODES.length)]}}` : '';
  const content = type === 5 ? 'upstream error' : type === 2 ? '' : 'system entry';
  return [userId, createdAt, type, content, userName(userId), `key-${key}`, type === 2 || type === 5 ? modelName(model) : '', quota, prompt, completion, 1 + Math.floor(random() * 30), stream, 1 + (model % 20), userId * 3 + key, userId % 10 === 0 ? 'vip' : 'default', other];
}

/** Yields batches of `batchSize` rows (arrays in LOG_COLUMNS order) for a `count`-row log, deterministically. */
export function* logBatches(count, batchSize, seed = 16) {
  const random = mulberry32(seed);
  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize);
    const batch = new Array(end - start);
    for (let index = start; index < end; index += 1) batch[index - start] = row(random, index, count);
    yield batch;
  }
}
