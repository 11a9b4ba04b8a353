import { describe, expect, it } from 'vitest';
import { Role, canAssignRole, canManage, isAdmin, isKnownRole, isRoot, roleLabelKey } from './role.ts';

describe('roles', () => {
  it('COM-029 admin means role >= 10, super admin role >= 100', () => {
    expect([0, 1, 9].map(isAdmin)).toEqual([false, false, false]);
    expect([10, 99, 100].map(isAdmin)).toEqual([true, true, true]);
    expect([10, 99].map(isRoot)).toEqual([false, false]);
    expect(isRoot(100)).toBe(true);
  });

  it('COM-028 / USR-008 labels 1, 10, 100 and unknown for anything else', () => {
    expect(roleLabelKey(Role.Common)).toBe('role.common');
    expect(roleLabelKey(Role.Admin)).toBe('role.admin');
    expect(roleLabelKey(Role.Root)).toBe('role.root');
    expect(roleLabelKey(0)).toBe('role.unknown');
    expect(roleLabelKey(5)).toBe('role.unknown');
  });

  it('knows exactly the four stored roles', () => {
    expect([0, 1, 10, 100].every(isKnownRole)).toBe(true);
    expect([2, -1, 1000, 1.5].some(isKnownRole)).toBe(false);
    expect(isKnownRole('1')).toBe(false);
  });

  it('canManage: actor must strictly outrank target, root bypasses', () => {
    const roles = [Role.Common, Role.Admin, Role.Root];
    const matrix = roles.map((actor) => roles.map((target) => canManage(actor, target)));
    expect(matrix).toEqual([
      [false, false, false],
      [true, false, false],
      [true, true, true],
    ]);
  });

  it('canAssignRole: nobody, root included, grants a role at or above their own', () => {
    expect(canAssignRole(Role.Admin, Role.Common)).toBe(true);
    expect(canAssignRole(Role.Admin, Role.Admin)).toBe(false);
    expect(canAssignRole(Role.Admin, Role.Root)).toBe(false);
    expect(canAssignRole(Role.Root, Role.Admin)).toBe(true);
    expect(canAssignRole(Role.Root, Role.Root)).toBe(false);
    expect(canAssignRole(Role.Common, Role.Common)).toBe(false);
  });
});
