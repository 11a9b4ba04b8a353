import type { StoredUserSetting } from '@gateway/domain';

/**
 * One notice to a user: `type` names the event (`quota_exceed`, `channel_update`,
 * `test`), title and content are [English, Chinese] (the server does not know the reader's language),
 * `values` the data the texts are made of, for receivers that parse webhooks.
 */
export interface Notification {
  type: string;
  title: readonly [string, string];
  content: readonly [string, string];
  values: readonly string[];
  /** Unix seconds. */
  timestamp: number;
}

/** Where a user's notices go: by mail or by a signed webhook POST. */
export type NotifyTarget = { kind: 'email'; to: string } | { kind: 'webhook'; url: string; secret: string };

/**
 * The user's target from their setting (SH-087): the webhook, or the notification email falling back to
 * the account's email; undefined when there is none (nothing can be sent).
 */
export function notifyTargetOf(setting: StoredUserSetting, accountEmail: string): NotifyTarget | undefined {
  if (setting.notify_type === 'webhook')
    return setting.webhook_url === '' ? undefined : { kind: 'webhook', url: setting.webhook_url, secret: setting.webhook_secret };
  const to = setting.notification_email || accountEmail.trim();
  return to === '' ? undefined : { kind: 'email', to };
}

/** The JSON body of a webhook notice (new-api's fields, with the texts filled in: new-api's content kept its placeholders). */
export function webhookPayload(notification: Notification): string {
  return JSON.stringify({
    type: notification.type,
    title: notification.title[0],
    content: notification.content[0],
    values: notification.values,
    timestamp: notification.timestamp,
  });
}
