import { describe, expect, it } from 'vitest';
import { DEFAULT_WARNING_THRESHOLD, FALLBACK_WARNING_THRESHOLD, readUserSetting } from './user-setting.ts';
import { notificationFormFrom, toSettingRequest, validateNotificationForm } from './notification-form.ts';
import { presetLabel, WARNING_THRESHOLD_PRESETS } from './threshold-presets.ts';
import { inviteLink } from './invite-link.ts';
import { checkTransfer } from './transfer-amount.ts';
import { validatePasswordChange } from './password-change.ts';

const dollars = { quotaPerUnit: 500000, displayInCurrency: true };

describe('the user setting (SH-087…092)', () => {
  it('SH-089 / SH-092: never saved → defaults with threshold 1e5; saved without a threshold → 5e5', () => {
    expect(readUserSetting('')).toEqual({
      notify_type: 'email',
      quota_warning_threshold: DEFAULT_WARNING_THRESHOLD,
      webhook_url: '',
      webhook_secret: '',
      notification_email: '',
      accept_unset_model_ratio_model: false,
    });
    expect(DEFAULT_WARNING_THRESHOLD).toBe(100000);
    expect(readUserSetting('{"notify_type":"webhook"}').quota_warning_threshold).toBe(FALLBACK_WARNING_THRESHOLD);
    expect(FALLBACK_WARNING_THRESHOLD).toBe(500000);
    expect(readUserSetting('{"quota_warning_threshold":0}').quota_warning_threshold).toBe(0);
    expect(readUserSetting('{"quota_warning_threshold":123456.7}').quota_warning_threshold).toBe(123456);
    expect(readUserSetting('not json').quota_warning_threshold).toBe(FALLBACK_WARNING_THRESHOLD);
  });

  it('API-USR-024: reads every field of the JSON text', () => {
    const setting = readUserSetting(
      JSON.stringify({
        notify_type: 'webhook',
        quota_warning_threshold: 250000,
        webhook_url: 'https://h.example/x',
        webhook_secret: 's',
        notification_email: 'n@example.com',
        accept_unset_model_ratio_model: true,
      }),
    );
    expect(setting).toEqual({
      notify_type: 'webhook',
      quota_warning_threshold: 250000,
      webhook_url: 'https://h.example/x',
      webhook_secret: 's',
      notification_email: 'n@example.com',
      accept_unset_model_ratio_model: true,
    });
  });

  it('SH-090: a webhook needs an https URL; the threshold is a whole number of 0 or more', () => {
    const form = { ...notificationFormFrom(readUserSetting('')), notifyType: 'webhook' as const };
    expect(validateNotificationForm(form)).toEqual({ webhookUrl: 'webhookUrlRequired' });
    expect(validateNotificationForm({ ...form, webhookUrl: 'http://h.example/x' })).toEqual({ webhookUrl: 'webhookUrlHttps' });
    expect(validateNotificationForm({ ...form, webhookUrl: 'https://h.example/x' })).toEqual({});
    expect(validateNotificationForm({ ...form, notifyType: 'email', threshold: '-1', notificationEmail: 'nope' })).toEqual({
      threshold: 'thresholdInvalid',
      notificationEmail: 'emailInvalid',
    });
    expect(validateNotificationForm({ ...form, notifyType: 'email', threshold: '1.5' })).toEqual({ threshold: 'thresholdInvalid' });
  });

  it('SH-087 / SH-088: the request is the whole setting, keeping the price choice saved elsewhere', () => {
    const saved = { ...readUserSetting(''), accept_unset_model_ratio_model: true };
    const form = { notifyType: 'webhook' as const, threshold: '500000', notificationEmail: ' ', webhookUrl: ' https://h.example/x ', webhookSecret: 'sec' };
    expect(toSettingRequest(form, saved)).toEqual({
      notify_type: 'webhook',
      quota_warning_threshold: 500000,
      notification_email: '',
      webhook_url: 'https://h.example/x',
      webhook_secret: 'sec',
      accept_unset_model_ratio_model: true,
    });
  });
});

describe('threshold presets (SH-093, SH-094)', () => {
  it('are 100000, 500000, 1000000 and 5000000, labelled from quota_per_unit', () => {
    expect(WARNING_THRESHOLD_PRESETS).toEqual([100000, 500000, 1000000, 5000000]);
    expect(WARNING_THRESHOLD_PRESETS.map((quota) => presetLabel(quota, 500000, 'en'))).toEqual([
      '100,000 ($0.20)',
      '500,000 ($1.00)',
      '1,000,000 ($2.00)',
      '5,000,000 ($10.00)',
    ]);
    expect(presetLabel(1000000, 1000000, 'en')).toBe('1,000,000 ($1.00)');
  });
});

describe('the invite card (SH-079, SH-080)', () => {
  it('links to /register?aff= on the server address, else this origin', () => {
    expect(inviteLink('Ab12', 'https://gw.example/', 'http://127.0.0.1:3000')).toBe('https://gw.example/register?aff=Ab12');
    expect(inviteLink('Ab12', '', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/register?aff=Ab12');
  });

  it('SH-080: a transfer below one quota unit is refused, as is more than is available', () => {
    expect(checkTransfer('1', 2_000_000, dollars)).toEqual({ ok: true, quota: 500000 });
    expect(checkTransfer('0.99', 2_000_000, dollars)).toEqual({ ok: false, error: 'belowMinimum' });
    expect(checkTransfer('5', 2_000_000, dollars)).toEqual({ ok: false, error: 'aboveAvailable' });
    expect(checkTransfer('', 2_000_000, dollars)).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkTransfer('abc', 2_000_000, dollars)).toEqual({ ok: false, error: 'amountInvalid' });
    expect(checkTransfer('499999', 2_000_000, { ...dollars, displayInCurrency: false })).toEqual({ ok: false, error: 'belowMinimum' });
    expect(checkTransfer('600000', 2_000_000, { ...dollars, displayInCurrency: false })).toEqual({ ok: true, quota: 600000 });
  });
});

describe('the password change (SH-076)', () => {
  it('needs the current password, 8–20 characters and a matching confirmation', () => {
    expect(validatePasswordChange({ current: '', password: '', confirm: '' })).toEqual({
      current: 'passwordRequired',
      password: 'passwordRequired',
      confirm: 'passwordRequired',
    });
    expect(validatePasswordChange({ current: 'old-pass', password: 'short', confirm: 'short' })).toEqual({ password: 'passwordLength' });
    expect(validatePasswordChange({ current: 'old-pass', password: 'new-password', confirm: 'new-passwort' })).toEqual({ confirm: 'passwordsDiffer' });
    expect(validatePasswordChange({ current: 'old-pass', password: 'new-password', confirm: 'new-password' })).toEqual({});
  });
});
