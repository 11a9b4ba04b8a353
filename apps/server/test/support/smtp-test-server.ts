import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMime } from './mime-text.ts';

/** A mail the test server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  /** Stops listening: the next connection is refused (SMTP down). */
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and a free port, plaintext (no STARTTLS offered), that
 * accepts only `account`/`password` when given and keeps every message it is handed.
 */
export async function startSmtpTestServer(credentials?: { account: string; password: string }): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: credentials === undefined,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (credentials !== undefined && auth.username === credentials.account && auth.password === credentials.password)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = readMime(Buffer.concat(chunks).toString('utf8'));
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        received.push({ from, to: session.envelope.rcptTo.map((recipient) => recipient.address), ...mail });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
