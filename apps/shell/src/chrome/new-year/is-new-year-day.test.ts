import { describe, expect, it } from 'vitest';
import { isNewYearDay } from './is-new-year-day.ts';

describe('isNewYearDay (SH-015)', () => {
  it('is true all day on 1 January, local time', () => {
    expect(isNewYearDay(new Date(2027, 0, 1, 0, 0, 0))).toBe(true);
    expect(isNewYearDay(new Date(2027, 0, 1, 23, 59, 59))).toBe(true);
  });

  it('is false on the days around it and on other firsts', () => {
    expect(isNewYearDay(new Date(2026, 11, 31, 23, 59, 59))).toBe(false);
    expect(isNewYearDay(new Date(2027, 0, 2, 0, 0, 0))).toBe(false);
    expect(isNewYearDay(new Date(2027, 1, 1, 12, 0, 0))).toBe(false);
  });
});
