import { describe, expect, it } from 'vitest';
import { assertPageRequest, chunkRows, MAX_BOUND_PARAMETERS, MAX_PAGE_SIZE, unixSeconds } from './query-helpers.ts';

describe('chunkRows', () => {
  it('keeps every chunk within the bound-parameter limit and preserves order', () => {
    const rows = Array.from({ length: 40 }, (_, index) => ({
      a: index,
      b: 0,
      c: 0,
      d: 0,
      e: 0,
      f: 0,
      g: 0,
      h: 0,
      i: 0,
      j: 0,
      k: 0,
      l: 0,
      m: 0,
      n: 0,
      o: 0,
      p: 0,
    }));
    const chunks = chunkRows(rows);
    expect(chunks.every((chunk) => chunk.length * 16 <= MAX_BOUND_PARAMETERS)).toBe(true);
    expect(chunks.flat().map((row) => row.a)).toEqual(rows.map((row) => row.a));
    expect(chunks).toHaveLength(Math.ceil(40 / Math.floor(MAX_BOUND_PARAMETERS / 16)));
  });

  it('returns no chunks for no rows', () => {
    expect(chunkRows([])).toEqual([]);
  });
});

describe('assertPageRequest', () => {
  it('accepts sane pages and rejects negative, fractional or oversized ones', () => {
    expect(() => assertPageRequest({ offset: 0, limit: 1 })).not.toThrow();
    expect(() => assertPageRequest({ offset: 10, limit: MAX_PAGE_SIZE })).not.toThrow();
    expect(() => assertPageRequest({ offset: 1.5, limit: 10 })).toThrow(RangeError);
    expect(() => assertPageRequest({ offset: 0, limit: MAX_PAGE_SIZE + 1 })).toThrow(RangeError);
    expect(() => assertPageRequest({ offset: 0, limit: Number.NaN })).toThrow(RangeError);
  });
});

describe('unixSeconds', () => {
  it('floors milliseconds to seconds', () => {
    expect(unixSeconds(1_700_000_000_999)).toBe(1_700_000_000);
  });
});
