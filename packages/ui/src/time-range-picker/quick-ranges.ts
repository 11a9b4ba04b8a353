/** The quick ranges every date filter offers: whole local days ending today. */
export const quickRangeKeys = ['today', 'last7Days', 'last30Days'] as const;

export type QuickRangeKey = (typeof quickRangeKeys)[number];

/** A time filter's bounds; null is "no bound". An invalid Date is what the field holds while a value is half typed. */
export type TimeRange = { start: Date | null; end: Date | null };

const dayCount: Record<QuickRangeKey, number> = { today: 1, last7Days: 7, last30Days: 30 };

/**
 * The range a quick choice stands for at `now`, in the browser's time zone: from 00:00:00 of the
 * first day to 23:59:59 of today ("last 7 days" is today and the six days before it), the same
 * shape as the usage log's default range (LOG-005).
 */
export function quickRange(key: QuickRangeKey, now: Date): TimeRange {
  const year = now.getFullYear();
  const month = now.getMonth();
  const day = now.getDate();
  // new Date(y, m, d - n) rolls over months and years and keeps local midnight across DST changes.
  return { start: new Date(year, month, day - (dayCount[key] - 1), 0, 0, 0), end: new Date(year, month, day, 23, 59, 59) };
}

/** The quick choice `range` equals at `now`, if any (that choice is shown as selected). */
export function matchingQuickRange(range: TimeRange, now: Date): QuickRangeKey | undefined {
  return quickRangeKeys.find((key) => {
    const candidate = quickRange(key, now);
    return range.start?.getTime() === candidate.start?.getTime() && range.end?.getTime() === candidate.end?.getTime();
  });
}

const isInvalid = (date: Date | null) => date !== null && Number.isNaN(date.getTime());

/** Why a range cannot be searched: a half-typed bound, or an end before the start. */
export function timeRangeProblem(range: TimeRange): 'invalidDate' | 'endBeforeStart' | undefined {
  if (isInvalid(range.start) || isInvalid(range.end)) return 'invalidDate';
  if (range.start !== null && range.end !== null && range.end.getTime() < range.start.getTime()) return 'endBeforeStart';
  return undefined;
}

/** Unix seconds of a bound (LOG-007); undefined for no bound or an unreadable one. */
export function toUnixSeconds(date: Date | null): number | undefined {
  if (date === null) return undefined;
  const ms = date.getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : undefined;
}
