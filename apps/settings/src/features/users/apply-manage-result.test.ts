import { describe, expect, it } from 'vitest';
import { applyManageResult } from './apply-manage-result.ts';
import { userRow } from './testing/user-fixtures.ts';

const page = { items: [userRow({ id: 1 }), userRow({ id: 2 })], page: 0, page_size: 10, total: 2 };
const now = new Date('2025-03-01T00:00:00Z');

describe('a cached user page after a manage action', () => {
  it('USR-011: the row adopts the answered role and status, the others stay', () => {
    const next = applyManageResult(page, { id: 2, action: 'promote' }, { role: 10, status: 1 }, now);
    expect(next?.items.map((user) => [user.id, user.role, user.status])).toEqual([
      [1, 1, 1],
      [2, 10, 1],
    ]);
    expect(page.items[1]?.role).toBe(1);
  });

  it('USR-012: delete marks the row deleted locally', () => {
    const next = applyManageResult(page, { id: 1, action: 'delete' }, { role: 1, status: 1 }, now);
    expect(next?.items[0]?.deleted_at).toBe(1740787200);
    expect(next?.items[1]?.deleted_at).toBeNull();
  });

  it('leaves what is not a page holding the user untouched', () => {
    expect(applyManageResult(undefined, { id: 1, action: 'disable' }, { role: 1, status: 2 }, now)).toBeUndefined();
    const detail = userRow({ id: 1 });
    expect(applyManageResult(detail, { id: 1, action: 'disable' }, { role: 1, status: 2 }, now)).toBe(detail);
    expect(applyManageResult(page, { id: 9, action: 'disable' }, { role: 1, status: 2 }, now)).toBe(page);
  });
});
