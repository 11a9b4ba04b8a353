// @vitest-environment node
/** The fixed texts the spec names exist in the common namespace, in both languages. */
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import zh from './locales/zh.json';

type Table = Record<string, Record<string, string>>;
const english = en as unknown as Table;
const chinese = zh as unknown as Table;

describe('common namespace texts', () => {
  it('COM-010: fixed success messages', () => {
    const keys = ['accountCreated', 'updateSucceeded', 'operationCompleted', 'loginSuccessful', 'registered'];
    expect(keys.map((key) => english.messages?.[key])).toEqual([
      'Account created',
      'Update succeeded',
      'Operation completed',
      'Login successful',
      'Registered',
    ]);
    for (const key of keys) expect(chinese.messages?.[key]).toBeTruthy();
  });

  it('COM-011/012/013: save and refresh failures', () => {
    expect([english.messages?.saveFailed, english.messages?.partialSaveFailed, english.messages?.refreshFailed]).toEqual([
      'Save failed, please retry',
      'Partial save failed, please retry',
      'Refresh failed',
    ]);
  });

  it('COM-014/015: copy feedback', () => {
    expect(english.messages?.copied).toBe('Copied: {{text}}');
    expect(english.copy?.manualTitle).toBe('Cannot copy to clipboard, please copy manually');
  });

  it('COM-005..007, SH-010: error handler and status texts', () => {
    expect(english.errors).toMatchObject({
      tooManyRequests: 'Too many requests, please try again later',
      internalServerError: 'Internal server error, please contact the administrator',
      unableToConnect: 'Unable to connect to server',
      failedToLoadStatus: 'Failed to load status',
    });
    expect(english.errors?.demoSiteOnly).toMatch(/demo/i);
  });

  it('SH-029: logout success reads 注销成功! in Chinese', () => {
    expect(chinese.messages?.logoutSuccessful).toBe('注销成功!');
  });

  it('COM-028: role labels for 1, 10, 100 and unknown', () => {
    expect(english.role).toMatchObject({ common: 'Common user', admin: 'Admin', root: 'Super admin', unknown: 'Unknown role' });
    expect(chinese.role).toMatchObject({ common: '普通用户', admin: '管理员', root: '超级管理员' });
  });
});
