import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageQuerySchema, toOffset, toPage } from './page-query.ts';

describe('page query', () => {
  it('COM-016 / COM-017 constants', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 50, 100]);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it('COM-019 p starts at 0 and is coerced from query text', () => {
    expect(pageQuerySchema.parse({})).toEqual({ p: 0, page_size: 10 });
    expect(pageQuerySchema.parse({ p: '3', page_size: '20' })).toEqual({ p: 3, page_size: 20 });
    expect(pageQuerySchema.parse({ p: '', page_size: '' })).toEqual({ p: 0, page_size: 10 });
  });

  it('clamps large page sizes to 100 and accepts the token list alias `size`', () => {
    expect(pageQuerySchema.parse({ page_size: '1000' }).page_size).toBe(100);
    expect(pageQuerySchema.parse({ size: '50' }).page_size).toBe(50);
    expect(pageQuerySchema.parse({ size: '50', page_size: '20' }).page_size).toBe(20);
  });

  it.each([{ p: '-1' }, { p: '1.5' }, { p: 'abc' }, { page_size: '0' }, { page_size: '-5' }, { page_size: 'x' }])('rejects %o', (query) => {
    expect(pageQuerySchema.safeParse(query).success).toBe(false);
  });

  it('offset and page answer', () => {
    const query = pageQuerySchema.parse({ p: '2', page_size: '50' });
    expect(toOffset(query)).toBe(100);
    expect(toPage(['a'], 101, query)).toEqual({ items: ['a'], page: 2, page_size: 50, total: 101 });
  });
});
