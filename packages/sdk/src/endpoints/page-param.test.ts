import { describe, expect, it } from 'vitest';
import { toRequestedPage } from './page-param.ts';

describe('toRequestedPage', () => {
  it('COM-019: the first page goes out as p=0, page index n as the 1-based page n + 1', () => {
    expect(toRequestedPage(0)).toBe(0);
    expect(toRequestedPage(1)).toBe(2);
    expect(toRequestedPage(2)).toBe(3);
    expect(toRequestedPage(9)).toBe(10);
  });
});
