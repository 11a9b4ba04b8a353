import { describe, expect, it } from 'vitest';
import { readStoredUserSetting } from './stored-user-setting.ts';

describe('readStoredUserSetting (API-USR-024, SH-089)', () => {
  it('reads a saved setting', () => {
    const saved = {
      notify_type: 'webhook',
      quota_warning_threshold: 500000,
      webhook_url: 'https://h.example/x',
      webhook_secret: 's',
      notification_email: 'a@b.co',
      accept_unset_model_ratio_model: true,
    };
    expect(readStoredUserSetting(JSON.stringify(saved))).toEqual(saved);
  });

  it('gives the defaults for an empty, broken or foreign setting, without a threshold of its own', () => {
    const defaults = {
      notify_type: 'email',
      quota_warning_threshold: undefined,
      webhook_url: '',
      webhook_secret: '',
      notification_email: '',
      accept_unset_model_ratio_model: false,
    };
    for (const text of ['', 'not json', '[1]', 'null', '{"notify_type":"sms","quota_warning_threshold":"10","webhook_url":5}']) {
      expect(readStoredUserSetting(text), text).toEqual(defaults);
    }
  });

  it('floors a float threshold from new-api and ignores a negative one', () => {
    expect(readStoredUserSetting('{"quota_warning_threshold":1000.7}').quota_warning_threshold).toBe(1000);
    expect(readStoredUserSetting('{"quota_warning_threshold":-5}').quota_warning_threshold).toBeUndefined();
  });
});
