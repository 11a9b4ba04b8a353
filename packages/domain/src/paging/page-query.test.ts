import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageQuerySchema, toOffset, toPage } from './page-query.ts';

describe('page query', () => {
  it('COM-016 / COM-017 constants', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 50, 100]);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it.each([
    [{}, 1],
    [{ p: '' }, 1],
    [{ p: '0' }, 1],
    [{ p: '-1' }, 1],
    [{ p: '-50' }, 1],
    [{ p: '1' }, 1],
    [{ p: '2' }, 2],
    [{ p: '37' }, 37],
    [{ p: String(MAX_PAGE_NUMBER * 10) }, MAX_PAGE_NUMBER],
  ])('COM-019: pages are numbered from 1, anything below 1 is the first page (%o → %i)', (query, page) => {
    expect(pageQuerySchema.parse(query).p).toBe(page);
  });

  it.each([
    [{}, 10],
    [{ page_size: '' }, 10],
    [{ page_size: '20' }, 20],
    [{ ps: '20' }, 20],
    [{ size: '20' }, 20],
    [{ page_size: '20', ps: '50', size: '100' }, 20],
    [{ ps: '50', size: '100' }, 50],
    [{ page_size: '0', ps: '50' }, 50],
    [{ page_size: '0' }, DEFAULT_PAGE_SIZE],
    [{ page_size: '-5' }, DEFAULT_PAGE_SIZE],
    [{ page_size: '500' }, MAX_PAGE_SIZE],
    [{ size: '500' }, MAX_PAGE_SIZE],
  ])('the size is page_size, ps or size, default 10, at most 100 (%o → %i)', (query, size) => {
    expect(pageQuerySchema.parse(query).page_size).toBe(size);
  });

  it.each([{ p: '1.5' }, { p: 'abc' }, { page_size: 'x' }, { ps: 'ten' }, { size: '2.5' }, { page_size: '20', ps: 'x' }])('rejects %o', (query) => {
    expect(pageQuerySchema.safeParse(query).success).toBe(false);
  });

  it('names the field it refuses', () => {
    const result = pageQuerySchema.safeParse({ ps: 'ten' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('ps must be a number');
  });

  it('offset and page answer: page 3 of 50 starts at row 100 and answers page 3', () => {
    const query = pageQuerySchema.parse({ p: '3', page_size: '50' });
    expect(toOffset(query)).toBe(100);
    expect(toOffset(pageQuerySchema.parse({ p: '0' }))).toBe(0);
    expect(toPage(['a'], 101, query)).toEqual({ items: ['a'], page: 3, page_size: 50, total: 101 });
  });
});
