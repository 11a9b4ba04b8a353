import { describe, expect, it } from 'vitest';
import { FIRST_LOG_PAGE, movePage } from './log-paging.ts';

describe('usage-log paging (ADR 0042)', () => {
  it('Next seeks below the last row shown', () => {
    expect(movePage(FIRST_LOG_PAGE, 1, [50, 49, 48])).toEqual({ page: 1, beforeId: 48 });
    expect(movePage({ page: 1, beforeId: 48 }, 2, [47, 46, 45])).toEqual({ page: 2, beforeId: 45 });
  });

  it('Previous, a jump and the clamp to the last page place the page by p alone', () => {
    expect(movePage({ page: 2, beforeId: 45 }, 1, [44, 43])).toEqual({ page: 1 });
    expect(movePage({ page: 2, beforeId: 45 }, 7, [44, 43])).toEqual({ page: 7 });
    expect(movePage({ page: 9 }, 4, [])).toEqual({ page: 4 });
  });

  it('no cursor while the rows shown are still the previous page (placeholder) or there are none', () => {
    expect(movePage({ page: 3, beforeId: 30 }, 4, [])).toEqual({ page: 4 });
  });
});
