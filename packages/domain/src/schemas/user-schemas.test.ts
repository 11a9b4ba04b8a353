import { describe, expect, it } from 'vitest';
import { createUserInput, manageUserInput, updateSelfInput, updateUserInput, userSettingSchema } from './user-schemas.ts';
import { optionUpdateInput } from './option-schemas.ts';
import { registerInput, setupInput } from './auth-schemas.ts';
import { zodIssuesToMessage } from './zod-issues-to-message.ts';

describe('createUserInput (USR-013, USR-014)', () => {
  it('needs username and password', () => {
    expect(createUserInput.safeParse({ username: 'bob', password: 'password1' }).success).toBe(true);
    const result = createUserInput.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodIssuesToMessage(result.error)).toBe('username: cannot be empty; password: must be at least 8 characters');
  });

  it('display name at most 20, role one of 1/10/100', () => {
    expect(createUserInput.safeParse({ username: 'bob', password: 'password1', display_name: 'x'.repeat(21) }).success).toBe(false);
    expect(createUserInput.safeParse({ username: 'bob', password: 'password1', role: 10 }).success).toBe(true);
    expect(createUserInput.safeParse({ username: 'bob', password: 'password1', role: 5 }).success).toBe(false);
    expect(createUserInput.safeParse({ username: 'bob', password: 'password1', role: 0 }).success).toBe(false);
  });
});

describe('names refuse control characters', () => {
  const refused = ['ab\u0000cd', 'ab\ncd', 'a\tb', '\u001b[31mred', 'del\u007f', 'c1\u0085x', 'evil\u202Etxt', 'iso\u2066x'];
  const accepted = ['Zoë', '李雷', 'ann-marie', 'x y', '👨‍👩‍👧'];
  const fullUpdate = { id: 3, username: 'bob', display_name: 'Bob', group: 'default', quota: 0 };
  const parsers: Array<[string, (name: string) => boolean]> = [
    ['create username', (name) => createUserInput.safeParse({ username: name, password: 'password1' }).success],
    ['create display_name', (name) => createUserInput.safeParse({ username: 'bob', display_name: name, password: 'password1' }).success],
    ['admin edit username', (name) => updateUserInput.safeParse({ ...fullUpdate, username: name }).success],
    ['admin edit display_name', (name) => updateUserInput.safeParse({ ...fullUpdate, display_name: name }).success],
    ['self edit username', (name) => updateSelfInput.safeParse({ username: name }).success],
    ['self edit display_name', (name) => updateSelfInput.safeParse({ display_name: name }).success],
    ['register username', (name) => registerInput.safeParse({ username: name, password: 'password1' }).success],
    ['setup username', (name) => setupInput.safeParse({ username: name, password: 'password1', confirmPassword: 'password1' }).success],
  ];

  it.each(parsers)('%s: refuses C0/C1 controls, DEL and bidi overrides; accepts other Unicode', (_label, parses) => {
    for (const name of refused) expect(parses(name), JSON.stringify(name)).toBe(false);
    for (const name of accepted) expect(parses(name), name).toBe(true);
  });

  it('says why', () => {
    const result = createUserInput.safeParse({ username: 'a\u0007b', password: 'password1' });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodIssuesToMessage(result.error)).toBe('username: must not contain control characters');
  });
});

describe('updateUserInput (USR-017, USR-018)', () => {
  const valid = { id: 3, username: 'bob', display_name: 'Bob', password: '', group: 'default', quota: 500000 };

  it('an empty password means unchanged', () => {
    expect(updateUserInput.parse(valid).password).toBeUndefined();
    expect(updateUserInput.parse({ ...valid, password: 'newpassword' }).password).toBe('newpassword');
    expect(updateUserInput.safeParse({ ...valid, password: 'short' }).success).toBe(false);
  });

  it('id positive integer, quota a non-negative integer', () => {
    expect(updateUserInput.safeParse({ ...valid, id: 0 }).success).toBe(false);
    expect(updateUserInput.safeParse({ ...valid, quota: 1.5 }).success).toBe(false);
    expect(updateUserInput.safeParse({ ...valid, quota: -1 }).success).toBe(false);
    expect(updateUserInput.safeParse({ ...valid, quota: '500000' }).success).toBe(false);
  });

  it('self edit takes any subset', () => {
    expect(updateSelfInput.parse({ display_name: 'B', password: '' })).toEqual({ display_name: 'B' });
  });
});

describe('manageUserInput (USR-009)', () => {
  it("accepts new-api's five actions and logout (sign out everywhere, ADR 0017) only", () => {
    for (const action of ['disable', 'enable', 'delete', 'promote', 'demote', 'logout']) {
      expect(manageUserInput.safeParse({ id: 2, action }).success).toBe(true);
    }
    const result = manageUserInput.safeParse({ id: 2, action: 'ban' });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodIssuesToMessage(result.error)).toBe('action: must be one of disable, enable, delete, promote, demote, logout');
  });
});

describe('userSettingSchema (API-USR-016)', () => {
  it('fills defaults', () => {
    expect(userSettingSchema.parse({})).toEqual({
      notify_type: 'email',
      quota_warning_threshold: 100000,
      webhook_url: '',
      webhook_secret: '',
      notification_email: '',
      accept_unset_model_ratio_model: false,
    });
  });

  it('webhook needs an https URL', () => {
    expect(userSettingSchema.safeParse({ notify_type: 'webhook' }).success).toBe(false);
    expect(userSettingSchema.safeParse({ notify_type: 'webhook', webhook_url: 'http://hook.example.com' }).success).toBe(false);
    expect(userSettingSchema.safeParse({ notify_type: 'webhook', webhook_url: 'https://hook.example.com/x' }).success).toBe(true);
  });

  it('webhook URLs carry no credentials; the secret is a header value without line breaks (SH-090, SH-091)', () => {
    expect(userSettingSchema.safeParse({ notify_type: 'webhook', webhook_url: 'https://user:pw@hook.example.com/x' }).success).toBe(false);
    expect(userSettingSchema.safeParse({ webhook_secret: 'line\r\nX-Injected: 1' }).success).toBe(false);
    expect(userSettingSchema.safeParse({ webhook_secret: 's3cret-~!' }).success).toBe(true);
  });

  it('rejects a bad type, threshold or email; the threshold is an integer of 0 or more', () => {
    expect(userSettingSchema.safeParse({ notify_type: 'sms' }).success).toBe(false);
    expect(userSettingSchema.safeParse({ quota_warning_threshold: -1 }).success).toBe(false);
    expect(userSettingSchema.safeParse({ quota_warning_threshold: 1.5 }).success).toBe(false);
    expect(userSettingSchema.safeParse({ quota_warning_threshold: 0 }).success).toBe(true);
    expect(userSettingSchema.safeParse({ notification_email: 'not-an-email' }).success).toBe(false);
    expect(userSettingSchema.safeParse({ notification_email: 'a@b.co' }).success).toBe(true);
  });
});

describe('optionUpdateInput (API-OPT-002)', () => {
  it('turns numbers and booleans into text', () => {
    expect(optionUpdateInput.parse({ key: 'RetryTimes', value: 3 })).toEqual({ key: 'RetryTimes', value: '3' });
    expect(optionUpdateInput.parse({ key: 'RegisterEnabled', value: false })).toEqual({ key: 'RegisterEnabled', value: 'false' });
    expect(optionUpdateInput.safeParse({ key: 'X', value: null }).success).toBe(false);
    expect(optionUpdateInput.safeParse({ key: '', value: 'x' }).success).toBe(false);
  });
});
