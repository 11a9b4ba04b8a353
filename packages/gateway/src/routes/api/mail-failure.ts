import type { Context } from 'hono';
import { messages } from '@gateway/domain';
import { fail } from '../../http/envelope.ts';
import type { Logger } from '../../platform/platform.ts';
import { MailDeliveryError, MailNotConfiguredError } from '../../services/mail/mail-service.ts';

/**
 * The answer when a mail could not be sent: 503 while SMTP is not set up, 502 when the mail server refused
 * or was unreachable. The server's own words go to the log, not to the (possibly anonymous) caller: they
 * may name the mail host or account. Anything else is rethrown (a 500).
 */
export function mailFailure(context: Context, error: unknown, logger: Logger): Response {
  if (error instanceof MailNotConfiguredError) return fail(context, messages.smtpNotConfigured, 503);
  if (error instanceof MailDeliveryError) {
    logger.warn('sending an email failed', { reason: error.reason, path: context.req.path });
    return fail(context, messages.mailSendFailed, 502);
  }
  throw error;
}
