import type { DataGranularity, QuotaDataRow } from '@gateway/sdk';

export type DashboardTotals = { quota: number; requests: number; tokens: number; rpm: number; tpm: number };

/** Sums of the range; RPM and TPM are averages over the whole range in minutes (at least one). */
export function summarize(rows: readonly QuotaDataRow[], start: number, end: number): DashboardTotals {
  let quota = 0;
  let requests = 0;
  let tokens = 0;
  for (const row of rows) {
    quota += row.quota;
    requests += row.count;
    tokens += row.token_used;
  }
  const minutes = Math.max(1, (end - start) / 60);
  return { quota, requests, tokens, rpm: requests / minutes, tpm: tokens / minutes };
}

/** One series per model over the buckets that hold data (oldest first): the stacked spend chart. */
export type ModelSeries = { buckets: number[]; models: Array<{ model: string; quota: number[]; requests: number[] }> };

export function seriesByModel(rows: readonly QuotaDataRow[]): ModelSeries {
  const buckets = [...new Set(rows.map((row) => row.created_at))].sort((a, b) => a - b);
  const index = new Map(buckets.map((bucket, position) => [bucket, position]));
  const byModel = new Map<string, { model: string; quota: number[]; requests: number[] }>();
  for (const row of rows) {
    const model = byModel.get(row.model_name) ?? { model: row.model_name, quota: buckets.map(() => 0), requests: buckets.map(() => 0) };
    byModel.set(row.model_name, model);
    const position = index.get(row.created_at)!;
    model.quota[position]! += row.quota;
    model.requests[position]! += row.count;
  }
  return { buckets, models: [...byModel.values()].sort((a, b) => a.model.localeCompare(b.model)) };
}

export type Ranked = { name: string; quota: number; requests: number; tokens: number };

/** Requests per model, most used first (the request-count chart). */
export function requestsByModel(rows: readonly QuotaDataRow[]): Ranked[] {
  return rank(rows, (row) => row.model_name);
}

/** The users who spent most over the range (admins; rows grouped per user). */
export function topUsers(rows: readonly QuotaDataRow[], limit = 10): Ranked[] {
  return rank(rows, (row) => row.username || `#${row.user_id}`).slice(0, limit);
}

function rank(rows: readonly QuotaDataRow[], nameOf: (row: QuotaDataRow) => string): Ranked[] {
  const sums = new Map<string, Ranked>();
  for (const row of rows) {
    const name = nameOf(row);
    const sum = sums.get(name) ?? { name, quota: 0, requests: 0, tokens: 0 };
    sum.quota += row.quota;
    sum.requests += row.count;
    sum.tokens += row.token_used;
    sums.set(name, sum);
  }
  return [...sums.values()].sort((a, b) => b.quota - a.quota || b.requests - a.requests || a.name.localeCompare(b.name));
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A bucket's axis label: hours in the reader's time zone ("11-24 13:00"); days and weeks are UTC
 * buckets on the server, so their date is read in UTC ("2026-11-23").
 */
export function bucketLabel(seconds: number, granularity: DataGranularity): string {
  const date = new Date(seconds * 1000);
  if (granularity === 'hour') return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:00`;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
