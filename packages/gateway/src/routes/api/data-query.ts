import { z } from 'zod';
import type { QuotaDataGranularity } from '@gateway/db';
import { optionalInteger } from './log-query.ts';

/** The span /api/data and /api/data/self answer at most ("the time span cannot exceed one month", as in new-api). */
export const MAX_DATA_SPAN_SECONDS = 30 * 86_400;
/** Without start_timestamp: the last 7 days up to end_timestamp. */
const DEFAULT_SPAN_SECONDS = 7 * 86_400;

export const GRANULARITIES = ['hour', 'day', 'week'] as const satisfies readonly QuotaDataGranularity[];

/** Query of GET /api/data/ and /api/data/self (SET-021: hour, day or week). */
export const dataQuery = z.object({
  start_timestamp: optionalInteger('start_timestamp', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  end_timestamp: optionalInteger('end_timestamp', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  granularity: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(GRANULARITIES, { error: 'granularity must be one of hour, day, week' }).optional(),
  ),
  username: z.string().trim().max(64, { error: 'username must be at most 64 characters' }).default(''),
  /** Admin only: "user" keeps one row per user (the dashboard's top users); default sums users per model. */
  group_by: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['model', 'user'], { error: 'group_by must be model or user' }).optional()),
});

export type DataQuery = z.output<typeof dataQuery>;

export type DataRange = { ok: true; start: number; end: number } | { ok: false; message: string; tooLong: boolean };

/** Fills the defaults (end = now, start = end − 7 days) and checks the order and the span. */
export function resolveDataRange(query: DataQuery, nowSeconds: number): DataRange {
  const end = query.end_timestamp ?? nowSeconds;
  const start = query.start_timestamp ?? Math.max(0, end - DEFAULT_SPAN_SECONDS);
  if (end < start) return { ok: false, message: 'end_timestamp must not be before start_timestamp', tooLong: false };
  if (end - start > MAX_DATA_SPAN_SECONDS) return { ok: false, message: '', tooLong: true };
  return { ok: true, start, end };
}

/** The granularity asked for, else DataExportDefaultTime (LOG-054), else hour. */
export function resolveGranularity(asked: QuotaDataGranularity | undefined, defaultTime: string): QuotaDataGranularity {
  if (asked) return asked;
  return (GRANULARITIES as readonly string[]).includes(defaultTime) ? (defaultTime as QuotaDataGranularity) : 'hour';
}
