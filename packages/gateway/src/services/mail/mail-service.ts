import type { MailSender, SmtpSettings } from '../../platform/mail-sender.ts';
import type { OptionStore } from '../option-store.ts';

/** A composed message: subject and both bodies. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** SMTP is not set up (no server or sender address), or the runtime cannot send mail. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super('SMTP is not configured');
    this.name = 'MailNotConfiguredError';
  }
}

/** The SMTP server refused the message or could not be reached; `reason` is its own text (for the log). */
export class MailDeliveryError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`sending the email failed: ${reason}`);
    this.name = 'MailDeliveryError';
    this.reason = reason;
  }
}

/** Mail as the gateway sends it: the SMTP options applied, the system name as sender name. */
export interface MailService {
  /** True when SMTPServer and a sender address are set and the runtime can send. */
  configured(): boolean;
  /** Throws MailNotConfiguredError or MailDeliveryError; resolves once the server accepted the message. */
  send(to: readonly string[], content: MailContent): Promise<void>;
}

function smtpSettings(options: OptionStore): SmtpSettings {
  const port = options.getNumber('SMTPPort');
  return {
    host: options.get('SMTPServer').trim(),
    port,
    secure: options.getBoolean('SMTPSSLEnabled') || port === 465,
    username: options.get('SMTPAccount').trim(),
    password: options.get('SMTPToken'),
  };
}

/** The envelope sender: SMTPFrom, else the account (as new-api does). */
function senderAddress(options: OptionStore): string {
  return options.get('SMTPFrom').trim() || options.get('SMTPAccount').trim();
}

/** Reads the SMTP options on every send, so a change in the settings applies to the next mail. */
export function createMailService(sender: MailSender | undefined, options: OptionStore): MailService {
  const configured = () => sender !== undefined && options.get('SMTPServer').trim() !== '' && senderAddress(options).includes('@');
  return {
    configured,
    async send(to, content) {
      if (!configured() || sender === undefined) throw new MailNotConfiguredError();
      try {
        await sender.send(smtpSettings(options), { from: { name: options.get('SystemName'), address: senderAddress(options) }, to, ...content });
      } catch (error) {
        throw new MailDeliveryError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
