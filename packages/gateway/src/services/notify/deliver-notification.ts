import type { GuardedFetch } from '../egress/index.ts';
import { MailDeliveryError, MailNotConfiguredError, type MailService } from '../mail/mail-service.ts';
import { notificationMail } from '../mail/mail-templates.ts';
import type { Notification, NotifyTarget } from './notification.ts';
import { DeliveryError, deliverWebhook } from './webhook-delivery.ts';

export interface DeliveryChannels {
  mail: MailService;
  egress: GuardedFetch;
  systemName(): string;
}

/** One attempt to hand `notification` to `target`; throws DeliveryError with the reason. */
export async function deliverNotification(channels: DeliveryChannels, target: NotifyTarget, notification: Notification): Promise<void> {
  if (target.kind === 'webhook') return deliverWebhook(channels.egress, target, notification);
  try {
    await channels.mail.send([target.to], notificationMail(channels.systemName(), [...notification.title], [...notification.content]));
  } catch (error) {
    if (error instanceof MailNotConfiguredError) throw new DeliveryError('email sending (SMTP) is not configured', { cause: error });
    if (error instanceof MailDeliveryError) throw new DeliveryError(`the mail server refused or could not be reached (${error.reason})`, { cause: error });
    throw error;
  }
}
