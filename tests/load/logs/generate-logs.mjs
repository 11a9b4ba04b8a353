/**
 * The shape of the logs benchmark's data: 90 days ending at END, 1,000 users and 200 models with Zipf-like
 * popularity (a few heavy users and models, a long tail). The rows themselves are generated inside the
 * database (seed-sql.mjs); this module gives it the popularity as quantile tables, so SQLite and
 * PostgreSQL draw from the same discrete distributions.
 */
export const DAYS = 90;
export const USERS = 1_000;
export const MODELS = 200;
/** 2026-11-01T00:00:00Z: the newest row's time, so runs are comparable. */
export const END = Date.UTC(2026, 10, 1) / 1000;
export const START = END - DAYS * 86_400;
/** Entries of a quantile table: a 16-bit draw indexes it (resolution 1/65,536, finer than any tail weight used). */
export const QUANTILES = 65_536;

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

/** quantile q (0…QUANTILES−1) → 0-based rank: the inverse CDF at the middle of q's slice. */
function quantileTable(n, s) {
  const cdf = zipfCdf(n, s);
  return Array.from({ length: QUANTILES }, (_, q) => pick(cdf, (q + 0.5) / QUANTILES));
}

export const USER_QUANTILES = quantileTable(USERS, 0.9);
export const MODEL_QUANTILES = quantileTable(MODELS, 1.1);

export const modelName = (rank) => `model-${String(rank).padStart(3, '0')}`;
export const userName = (id) => `user${id}`;
