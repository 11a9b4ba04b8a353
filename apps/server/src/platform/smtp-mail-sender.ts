import nodemailer from 'nodemailer';
import type { MailSender } from '@gateway/gateway';

export interface SmtpMailSenderOptions {
  /** Bound on connecting, the greeting and each silence of the server (10 s): a dead server fails a request, not hangs it. */
  timeoutMilliseconds?: number;
}

/**
 * The Node platform's mail: SMTP through nodemailer, one connection per message (mail is rare: codes,
 * reset links, warnings). Implicit TLS when `secure` (SMTPSSLEnabled or port 465), otherwise STARTTLS when
 * the server offers it; certificates are verified either way (new-api turned that off). Without an account
 * it sends unauthenticated. Rejects with nodemailer's error (the gateway keeps its text for the log).
 */
export function createSmtpMailSender(options: SmtpMailSenderOptions = {}): MailSender {
  const timeout = options.timeoutMilliseconds ?? 10_000;
  return {
    async send(smtp, mail) {
      const transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.username === '' ? {} : { auth: { user: smtp.username, pass: smtp.password } }),
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      });
      try {
        await transport.sendMail({
          from: { name: mail.from.name, address: mail.from.address },
          to: [...mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } finally {
        transport.close();
      }
    },
  };
}
