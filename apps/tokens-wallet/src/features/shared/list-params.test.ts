import { describe, expect, it } from 'vitest';
import { formatListParams, parseListParams } from './list-params.ts';

describe('list state in the URL', () => {
  it('reads page, size and filters, falling back on bad values', () => {
    expect(parseListParams('p=2&size=20&keyword=abc', ['keyword'])).toEqual({ p: 2, size: 20, filters: { keyword: 'abc' } });
    expect(parseListParams('p=-1&size=7', ['keyword'], 50)).toEqual({ p: 0, size: 50, filters: { keyword: '' } });
  });

  it('writes only what differs from a plain list', () => {
    expect(formatListParams({ p: 0, size: 10, filters: { keyword: ' ', token: 'sk-1' } })).toBe('size=10&token=sk-1');
    expect(formatListParams({ p: 3, size: 20, filters: {} })).toBe('p=3&size=20');
  });
});
