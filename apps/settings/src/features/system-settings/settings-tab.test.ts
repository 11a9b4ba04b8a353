import { describe, expect, it } from 'vitest';
import { parseSettingsTab, settingsTabs } from './settings-tab.ts';

describe('parseSettingsTab', () => {
  it('SET-001: knows exactly the five settings tabs, in order', () => {
    expect(settingsTabs).toEqual(['operation', 'ratelimit', 'models', 'system', 'other']);
  });

  it.each(settingsTabs)('keeps %s', (tab) => {
    expect(parseSettingsTab(tab)).toBe(tab);
  });

  it.each([null, undefined, '', 'Operation', 'payment', 'system '])('falls back to operation for %s', (value) => {
    expect(parseSettingsTab(value)).toBe('operation');
  });
});
