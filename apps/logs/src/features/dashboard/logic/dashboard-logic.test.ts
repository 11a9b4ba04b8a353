import { describe, expect, it } from 'vitest';
import type { QuotaDataRow } from '@gateway/sdk';
import { effectiveGranularity, formatDashboardParams, parseDashboardParams, rangeProblem } from './dashboard-params.ts';
import { bucketLabel, requestsByModel, seriesByModel, summarize, topUsers } from './dashboard-summary.ts';

const row = (model_name: string, created_at: number, count: number, quota: number, username = ''): QuotaDataRow => ({
  id: 0,
  user_id: 0,
  username,
  model_name,
  created_at,
  count,
  quota,
  token_used: count * 10,
});

describe('dashboard params (URL)', () => {
  it('reads start, end and granularity and writes them back; junk falls back to the last 7 days', () => {
    expect(parseDashboardParams('start=100&end=200&granularity=week', 5000)).toEqual({ start: 100, end: 200, granularity: 'week' });
    expect(parseDashboardParams('start=abc&granularity=month', 1_000_000)).toEqual({ start: 1_000_000 - 7 * 86_400, end: 1_000_000, granularity: undefined });
    expect(formatDashboardParams({ start: 1, end: 2, granularity: undefined })).toBe('start=1&end=2');
    expect(formatDashboardParams({ start: 1, end: 2, granularity: 'day' })).toBe('start=1&end=2&granularity=day');
  });

  it('SET-021 / LOG-054: the URL granularity wins, then the site default, then hour', () => {
    expect(effectiveGranularity({ start: 0, end: 0, granularity: 'week' }, 'day')).toBe('week');
    expect(effectiveGranularity({ start: 0, end: 0, granularity: undefined }, 'day')).toBe('day');
    expect(effectiveGranularity({ start: 0, end: 0, granularity: undefined }, 'month')).toBe('hour');
  });

  it('refuses an end before the start and a span over 30 days', () => {
    expect(rangeProblem({ start: 10, end: 5, granularity: undefined })).toBe('endBeforeStart');
    expect(rangeProblem({ start: 0, end: 30 * 86_400 + 1, granularity: undefined })).toBe('tooLong');
    expect(rangeProblem({ start: 0, end: 30 * 86_400, granularity: undefined })).toBeUndefined();
  });
});

describe('dashboard summary', () => {
  const rows = [row('b', 7200, 1, 5, 'bob'), row('a', 3600, 2, 10, 'alice'), row('a', 7200, 3, 30, 'alice')];

  it('sums the range and averages per minute', () => {
    expect(summarize(rows, 0, 600)).toEqual({ quota: 45, requests: 6, tokens: 60, rpm: 0.6, tpm: 6 });
  });

  it('one zero-filled series per model over the buckets with data', () => {
    expect(seriesByModel(rows)).toEqual({
      buckets: [3600, 7200],
      models: [
        { model: 'a', quota: [10, 30], requests: [2, 3] },
        { model: 'b', quota: [0, 5], requests: [0, 1] },
      ],
    });
  });

  it('ranks models and users by spend', () => {
    expect(requestsByModel(rows).map((ranked) => [ranked.name, ranked.requests])).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
    expect(topUsers(rows, 1).map((ranked) => ranked.name)).toEqual(['alice']);
  });

  it('labels day and week buckets by their UTC date', () => {
    expect(bucketLabel(Date.UTC(2026, 10, 23) / 1000, 'week')).toBe('2026-11-23');
    expect(bucketLabel(Date.UTC(2026, 0, 5) / 1000, 'day')).toBe('2026-01-05');
  });
});
