/** Where and how to hand mail to the SMTP server: the SMTPServer, SMTPPort, SMTPSSLEnabled, SMTPAccount, SMTPToken and SMTPFrom options. */
export interface SmtpSettings {
  /** SMTPServer. */
  host: string;
  /** SMTPPort (587 by default). */
  port: number;
  /**
   * Implicit TLS from the first byte (SMTPSSLEnabled, or port 465). Otherwise the connection upgrades with
   * STARTTLS when the server offers it. Certificates are always verified (new-api skipped that; ADR 0033).
   */
  secure: boolean;
  /** SMTPAccount; '' sends without authentication. */
  username: string;
  /** SMTPToken. */
  password: string;
}

/** One message, already composed by the gateway. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: readonly string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail for the gateway (verification codes, reset links, notifications). Node: SMTP (nodemailer, in
 * apps/server); a runtime without one leaves `Platform.mail` out and mail features answer "not configured".
 * `send` resolves once the server accepted the message and rejects with the server's or the network's error.
 */
export interface MailSender {
  send(smtp: SmtpSettings, mail: OutgoingMail): Promise<void>;
}
