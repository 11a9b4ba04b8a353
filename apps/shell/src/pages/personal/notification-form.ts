import type { UserSetting } from '@gateway/domain';
import type { UserSettingRequest } from '@gateway/sdk';
import { isEmailAddress } from '../register/validate-register.ts';

export type NotificationForm = {
  notifyType: 'email' | 'webhook';
  threshold: string;
  notificationEmail: string;
  webhookUrl: string;
  webhookSecret: string;
};
export type NotificationField = keyof NotificationForm;

/** PUT /api/user/setting keys → form fields, for the server schema's messages. */
export const settingPayloadFields: Readonly<Record<string, NotificationField>> = {
  notify_type: 'notifyType',
  quota_warning_threshold: 'threshold',
  notification_email: 'notificationEmail',
  webhook_url: 'webhookUrl',
  webhook_secret: 'webhookSecret',
};

export function notificationFormFrom(setting: UserSetting): NotificationForm {
  return {
    notifyType: setting.notify_type,
    threshold: String(setting.quota_warning_threshold),
    notificationEmail: setting.notification_email,
    webhookUrl: setting.webhook_url,
    webhookSecret: setting.webhook_secret,
  };
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Message keys (under notifications.) per field: the threshold a whole number ≥ 0, a webhook on https (SH-090). */
export function validateNotificationForm(form: NotificationForm): Partial<Record<NotificationField, string>> {
  const errors: Partial<Record<NotificationField, string>> = {};
  if (!/^\d+$/.test(form.threshold.trim()) || !Number.isSafeInteger(Number(form.threshold.trim()))) errors.threshold = 'thresholdInvalid';
  if (form.notificationEmail.trim() !== '' && !isEmailAddress(form.notificationEmail)) errors.notificationEmail = 'emailInvalid';
  if (form.notifyType === 'webhook') {
    if (form.webhookUrl.trim() === '') errors.webhookUrl = 'webhookUrlRequired';
    else if (!isHttpsUrl(form.webhookUrl.trim())) errors.webhookUrl = 'webhookUrlHttps';
  }
  return errors;
}

/**
 * PUT /api/user/setting replaces the whole setting (SH-087): the form's fields over the saved
 * setting, so the price choice saved on the other tab is kept.
 */
export function toSettingRequest(form: NotificationForm, saved: UserSetting): UserSettingRequest {
  return {
    ...saved,
    notify_type: form.notifyType,
    quota_warning_threshold: Number(form.threshold.trim()),
    notification_email: form.notificationEmail.trim(),
    webhook_url: form.webhookUrl.trim(),
    webhook_secret: form.webhookSecret,
  };
}
