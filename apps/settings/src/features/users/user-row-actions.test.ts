import { describe, expect, it } from 'vitest';
import { isEditable, needsConfirmation, rowActions } from './user-row-actions.ts';

const active = { status: 1, deleted_at: null };

describe('the actions of a user row', () => {
  it('USR-009: a common user can be promoted, disabled, signed out and deleted', () => {
    expect(rowActions({ ...active, role: 1 })).toEqual(['promote', 'disable', 'logout', 'delete']);
  });

  it('USR-009: an admin can be demoted; root has neither (the server refuses both)', () => {
    expect(rowActions({ ...active, role: 10 })).toEqual(['demote', 'disable', 'logout', 'delete']);
    expect(rowActions({ ...active, role: 100 })).toEqual(['disable', 'logout', 'delete']);
  });

  it('USR-010: a banned user can be enabled, but status 3 cannot', () => {
    expect(rowActions({ role: 1, status: 2, deleted_at: null })).toEqual(['promote', 'enable', 'logout', 'delete']);
    expect(rowActions({ role: 1, status: 3, deleted_at: null })).toEqual(['promote', 'logout', 'delete']);
  });

  it('USR-007: a deleted user has no actions and cannot be edited', () => {
    expect(rowActions({ role: 1, status: 1, deleted_at: '2025-01-01 10:00:00' })).toEqual([]);
    expect(rowActions({ role: 1, status: 1, deleted_at: 1735725600 })).toEqual([]);
    expect(isEditable({ status: 1, deleted_at: 1735725600 })).toBe(false);
    expect(isEditable(active)).toBe(true);
  });

  it('destructive actions are confirmed, promote and enable are not', () => {
    expect(['promote', 'demote', 'disable', 'enable', 'logout', 'delete'].filter((action) => needsConfirmation(action as never))).toEqual([
      'demote',
      'disable',
      'logout',
      'delete',
    ]);
  });
});
