import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchingQuickRange, quickRange, timeRangeProblem, toUnixSeconds } from './quick-ranges.ts';

describe('time range quick choices', () => {
  // CI runs in UTC; a zone with an offset proves the bounds are local days.
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Shanghai';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('today is 00:00:00 to 23:59:59 of the local day', () => {
    const range = quickRange('today', new Date(2026, 10, 22, 15, 4, 5));
    expect(range).toEqual({ start: new Date(2026, 10, 22, 0, 0, 0), end: new Date(2026, 10, 22, 23, 59, 59) });
    expect(toUnixSeconds(range.start)).toBe(Date.UTC(2026, 10, 21, 16, 0, 0) / 1000);
  });

  it('7 and 30 days end today and start 6 and 29 days earlier, across a month and a year', () => {
    expect(quickRange('last7Days', new Date(2026, 2, 3, 9))).toEqual({ start: new Date(2026, 1, 25, 0, 0, 0), end: new Date(2026, 2, 3, 23, 59, 59) });
    expect(quickRange('last30Days', new Date(2027, 0, 10, 9))).toEqual({ start: new Date(2026, 11, 12, 0, 0, 0), end: new Date(2027, 0, 10, 23, 59, 59) });
  });

  it('recognises the quick choice a range equals, and nothing else', () => {
    const now = new Date(2026, 10, 22, 15);
    expect(matchingQuickRange(quickRange('last7Days', now), now)).toBe('last7Days');
    expect(matchingQuickRange({ start: new Date(2026, 10, 22, 1), end: new Date(2026, 10, 22, 23, 59, 59) }, now)).toBeUndefined();
    expect(matchingQuickRange({ start: null, end: null }, now)).toBeUndefined();
  });

  it('names what is wrong with a range: a half-typed bound or an end before the start', () => {
    expect(timeRangeProblem({ start: new Date(Number.NaN), end: null })).toBe('invalidDate');
    expect(timeRangeProblem({ start: new Date(2026, 0, 2), end: new Date(2026, 0, 1) })).toBe('endBeforeStart');
    expect(timeRangeProblem({ start: new Date(2026, 0, 1), end: new Date(2026, 0, 1) })).toBeUndefined();
    expect(timeRangeProblem({ start: null, end: new Date(2026, 0, 1) })).toBeUndefined();
    expect(toUnixSeconds(new Date(Number.NaN))).toBeUndefined();
    expect(toUnixSeconds(null)).toBeUndefined();
  });
});
