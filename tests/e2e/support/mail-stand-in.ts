/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 that keeps every message it receives,
 * so a journey can read the verification code or the reset link the gateway mailed. Plain SMTP
 * without STARTTLS (nodemailer verifies certificates) and without authentication.
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

export type ReceivedMail = { to: string[]; subject: string; text: string };

export type MailStandIn = {
  port: number;
  received: ReceivedMail[];
  /** Waits for the next message to `address` after the ones already seen by earlier calls. */
  nextMailTo: (address: string, timeoutMilliseconds?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The readable text of a raw message: every part's body, decoded by its Content-Transfer-Encoding. */
export function readableText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return '';
      const headers = part.slice(0, split).toLowerCase();
      const body = part
        .slice(split)
        .trim()
        .replace(/\r?\n--[^\r\n]*--\s*$/, '');
      if (headers.includes('content-transfer-encoding: base64')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (headers.includes('content-transfer-encoding: quoted-printable')) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw);
  if (match === null) return '';
  // Encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), as a sender writes non-ASCII subjects.
  return match[1]!
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export async function startMailStandIn(): Promise<MailStandIn> {
  const received: ReceivedMail[] = [];
  const seen = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()), subject: subjectOf(raw), text: readableText(raw) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  const nextMailTo = async (address: string, timeoutMilliseconds = 30_000): Promise<ReceivedMail> => {
    const wanted = address.toLowerCase();
    const deadline = Date.now() + timeoutMilliseconds;
    for (;;) {
      const mine = received.filter((mail) => mail.to.includes(wanted));
      const already = seen.get(wanted) ?? 0;
      if (mine.length > already) {
        seen.set(wanted, already + 1);
        return mine[already]!;
      }
      if (Date.now() > deadline)
        throw new Error(`no mail to ${address} within ${timeoutMilliseconds} ms (received: ${received.map((mail) => mail.to.join(',')).join('; ') || 'none'})`);
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  return { port, received, nextMailTo, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
