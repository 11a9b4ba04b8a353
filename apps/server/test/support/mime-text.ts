/** Decodes one MIME body by its Content-Transfer-Encoding (what nodemailer writes: 7bit, quoted-printable, base64). */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < text.length; index++) {
    const hex = text[index] === '=' ? /^[0-9A-F]{2}$/i.exec(text.slice(index + 1, index + 3)) : null;
    if (hex !== null) {
      bytes.push(parseInt(hex[0], 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function headerOf(headers: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, 'im').exec(headers);
  return match?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim() ?? '';
}

/** "=?UTF-8?B?…?=" and "=?UTF-8?Q?…?=" words of a header, decoded. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/**
 * The subject and the decoded text/plain and text/html parts of a raw message as nodemailer writes it (one
 * multipart/alternative level, or a single part): how the tests read a mail a real SMTP server received.
 */
export function readMime(raw: string): { subject: string; text: string; html: string } {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(head, 'Content-Type'))?.[1];
  const sections = boundary === undefined ? [raw] : raw.split(`--${boundary}`).slice(1, -1);
  const parts = sections.map((section) => {
    const cut = section.indexOf('\r\n\r\n');
    const headers = section.slice(0, cut);
    return { type: headerOf(headers, 'Content-Type'), body: decodeBody(section.slice(cut + 4), headerOf(headers, 'Content-Transfer-Encoding').toLowerCase()) };
  });
  const part = (type: string) => parts.find((candidate) => candidate.type.startsWith(type))?.body ?? '';
  return { subject: decodeWords(headerOf(head, 'Subject')), text: part('text/plain'), html: part('text/html') };
}
