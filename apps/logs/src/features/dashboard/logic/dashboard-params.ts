import type { DataGranularity } from '@gateway/sdk';

/** The dashboard's state in the URL: ?start=&end= (unix seconds) &granularity=hour|day|week. */
export type DashboardParams = {
  start: number;
  end: number;
  /** undefined: the site's DataExportDefaultTime (LOG-054). */
  granularity: DataGranularity | undefined;
};

export const granularities: readonly DataGranularity[] = ['hour', 'day', 'week'];
/** The server answers at most one month ("The time span cannot exceed one month"). */
export const MAX_SPAN_SECONDS = 30 * 86_400;
const DEFAULT_SPAN_SECONDS = 7 * 86_400;

function readSeconds(value: string | null): number | undefined {
  if (value === null || !/^\d{1,12}$/.test(value)) return undefined;
  return Number(value);
}

/** Reads the URL; a missing or unreadable bound falls back to the last 7 days up to now. */
export function parseDashboardParams(search: string, nowSeconds: number): DashboardParams {
  const query = new URLSearchParams(search);
  const end = readSeconds(query.get('end')) ?? nowSeconds;
  const start = readSeconds(query.get('start')) ?? Math.max(0, end - DEFAULT_SPAN_SECONDS);
  const asked = query.get('granularity');
  const granularity = granularities.find((choice) => choice === asked);
  return { start, end, granularity };
}

/** The query string of `params` (granularity left out when it is the site default). */
export function formatDashboardParams(params: DashboardParams): string {
  const query = new URLSearchParams({ start: String(params.start), end: String(params.end) });
  if (params.granularity) query.set('granularity', params.granularity);
  return query.toString();
}

/** The granularity shown: the URL's, else the site default when it is a known one, else hour. */
export function effectiveGranularity(params: DashboardParams, siteDefault: string | undefined): DataGranularity {
  return params.granularity ?? granularities.find((choice) => choice === siteDefault) ?? 'hour';
}

/** Why the range cannot be asked for (shown instead of the charts). */
export function rangeProblem(params: DashboardParams): 'endBeforeStart' | 'tooLong' | undefined {
  if (params.end < params.start) return 'endBeforeStart';
  if (params.end - params.start > MAX_SPAN_SECONDS) return 'tooLong';
  return undefined;
}
