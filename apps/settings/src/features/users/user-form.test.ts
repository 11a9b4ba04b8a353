import { describe, expect, it } from 'vitest';
import { emptyUserForm, toCreatePayload, toEditPayload, toSelfPayload, userFormFrom, validateUserForm } from './user-form.ts';
import { userRow } from './testing/user-fixtures.ts';

const dollars = { quotaPerUnit: 500000, displayInCurrency: true };

const alice = userRow({ github_id: 'gh-77', used_quota: 0, request_count: 0 });

describe('the add-user and edit-user form', () => {
  it('USR-014: username and password are required to create a user', () => {
    expect(validateUserForm(emptyUserForm(), 'create', dollars)).toEqual({ username: { key: 'required' }, password: { key: 'required' } });
  });

  it('USR-013: creates with username, display name and password only', () => {
    const values = { ...emptyUserForm(), username: ' bob ', displayName: 'Bob', password: 'password-1' };
    expect(validateUserForm(values, 'create', dollars)).toEqual({});
    expect(toCreatePayload(values)).toEqual({ username: 'bob', display_name: 'Bob', password: 'password-1' });
    expect(toCreatePayload({ ...values, displayName: ' ' })).toEqual({ username: 'bob', password: 'password-1' });
  });

  it('checks lengths: username ≤ 12, password 8–20', () => {
    const errors = validateUserForm({ ...emptyUserForm(), username: 'a'.repeat(13), password: 'short' }, 'create', dollars);
    expect(errors).toEqual({ username: { key: 'usernameTooLong', values: { max: 12 } }, password: { key: 'passwordLength', values: { min: 8, max: 20 } } });
  });

  it('USR-016 / USR-017: the editor starts from the user, quota in dollars, password empty (kept)', () => {
    expect(userFormFrom(alice, dollars)).toEqual({
      username: 'alice',
      displayName: 'Alice',
      password: '',
      currentPassword: '',
      group: 'default',
      quota: '2.469134',
    });
    expect(validateUserForm(userFormFrom(alice, dollars), 'edit', dollars)).toEqual({});
  });

  it('USR-018: PUT carries the fields plus id, the quota as an integer and no password when it is kept', () => {
    const values = { ...userFormFrom(alice, dollars), quota: '10', group: 'vip' };
    expect(toEditPayload(values, alice, dollars)).toEqual({ id: 7, username: 'alice', display_name: 'Alice', group: 'vip', quota: 5000000, role: 1 });
    expect(toEditPayload({ ...values, password: 'new-password' }, alice, dollars).password).toBe('new-password');
  });

  it('an untouched quota sends the stored integer exactly', () => {
    const odd = { ...alice, quota: 3 };
    expect(toEditPayload(userFormFrom(odd, { quotaPerUnit: 7, displayInCurrency: true }), odd, { quotaPerUnit: 7, displayInCurrency: true }).quota).toBe(3);
  });

  it('refuses a quota that is not an amount and an empty group', () => {
    const errors = validateUserForm({ ...userFormFrom(alice, dollars), quota: '-2', group: '' }, 'edit', dollars);
    expect(errors).toEqual({ group: { key: 'required' }, quota: { key: 'quotaNumber' } });
  });

  it('my own account: a new password needs the current one, sent as original_password', () => {
    const values = { ...userFormFrom(alice, dollars), password: 'new-password-1' };
    expect(validateUserForm(values, 'self', dollars)).toEqual({ currentPassword: { key: 'currentPasswordRequired' } });
    expect(toSelfPayload({ ...values, currentPassword: 'old-password-1' })).toEqual({
      username: 'alice',
      display_name: 'Alice',
      password: 'new-password-1',
      original_password: 'old-password-1',
    });
    expect(toSelfPayload(userFormFrom(alice, dollars))).toEqual({ username: 'alice', display_name: 'Alice' });
  });
});
