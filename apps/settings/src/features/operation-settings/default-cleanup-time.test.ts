import { describe, expect, it } from 'vitest';
import { defaultCleanupTime, toTargetTimestamp } from './default-cleanup-time.ts';

describe('defaultCleanupTime', () => {
  it('SET-018: one month back, same day and time', () => {
    expect(defaultCleanupTime(new Date(2026, 10, 22, 15, 4, 5))).toEqual(new Date(2026, 9, 22, 15, 4, 5));
  });

  it('SET-018: goes back over a new year', () => {
    expect(defaultCleanupTime(new Date(2026, 0, 10, 8, 0, 0))).toEqual(new Date(2025, 11, 10, 8, 0, 0));
  });

  it('SET-018: a day the earlier month lacks becomes its last day', () => {
    expect(defaultCleanupTime(new Date(2026, 2, 31, 12, 0, 0))).toEqual(new Date(2026, 1, 28, 12, 0, 0));
    expect(defaultCleanupTime(new Date(2028, 2, 30, 12, 0, 0))).toEqual(new Date(2028, 1, 29, 12, 0, 0));
  });
});

describe('toTargetTimestamp', () => {
  it('SET-019: whole Unix seconds', () => {
    expect(toTargetTimestamp(new Date(1_700_000_000_999))).toBe(1_700_000_000);
  });
});
