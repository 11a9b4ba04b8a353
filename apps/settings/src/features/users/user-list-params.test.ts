import { describe, expect, it } from 'vitest';
import { formatUserListParams, isSearch, parseUserListParams } from './user-list-params.ts';

describe('user list params in the URL', () => {
  it('COM-018 / COM-019: page 0 and the remembered size when the URL has none', () => {
    expect(parseUserListParams('', 50)).toEqual({ p: 0, size: 50, keyword: '', group: '' });
  });

  it('reads page, size, keyword and group; refuses sizes that are not offered', () => {
    expect(parseUserListParams('?p=3&size=20&keyword=%20ali%20&group=vip')).toEqual({ p: 3, size: 20, keyword: 'ali', group: 'vip' });
    expect(parseUserListParams('?p=-1&size=7', 10)).toEqual({ p: 0, size: 10, keyword: '', group: '' });
  });

  it('round-trips and leaves page 0 and empty filters out', () => {
    expect(formatUserListParams({ p: 0, size: 10, keyword: '', group: '' })).toBe('size=10');
    const params = { p: 2, size: 100, keyword: 'bob', group: 'default' };
    expect(parseUserListParams(formatUserListParams(params))).toEqual(params);
  });

  it('USR-003 / USR-004: a keyword or a group makes it a search', () => {
    expect(isSearch({ p: 0, size: 10, keyword: '', group: '' })).toBe(false);
    expect(isSearch({ p: 0, size: 10, keyword: '', group: 'vip' })).toBe(true);
    expect(isSearch({ p: 0, size: 10, keyword: '7', group: '' })).toBe(true);
  });
});
