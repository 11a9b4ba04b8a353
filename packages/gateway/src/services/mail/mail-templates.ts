import type { MailContent } from './mail-service.ts';

/** Text safe inside HTML element content and attribute values. */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * The server does not know the reader's language, so every mail says everything in English and then in
 * Chinese (the console's two languages). `lines` are [english, chinese] pairs of plain text.
 */
function bilingual(subject: [string, string], lines: ReadonlyArray<[string, string]>, html: ReadonlyArray<[string, string]>): MailContent {
  const text = [...lines.map(([english]) => english), '', ...lines.map(([, chinese]) => chinese)].join('\n');
  const paragraphs = (index: 0 | 1) => html.map((pair) => `<p>${pair[index]}</p>`).join('\n');
  return {
    subject: `${subject[0]} / ${subject[1]}`,
    text,
    html: `<div lang="en">\n${paragraphs(0)}\n</div>\n<hr>\n<div lang="zh">\n${paragraphs(1)}\n</div>`,
  };
}

/** The email verification code (registration and binding, SH-046, SH-082). */
export function verificationCodeMail(systemName: string, code: string, validMinutes: number): MailContent {
  const name = escapeHtml(systemName);
  const shown = escapeHtml(code);
  return bilingual(
    [`${systemName} email verification`, `${systemName} 邮箱验证`],
    [
      [`Your verification code is ${code}. It is valid for ${validMinutes} minutes.`, `您的验证码是 ${code}，${validMinutes} 分钟内有效。`],
      ['If you did not ask for it, ignore this mail.', '如果这不是您本人的操作，请忽略本邮件。'],
    ],
    [
      [
        `Your ${name} verification code is <strong>${shown}</strong>. It is valid for ${validMinutes} minutes.`,
        `您的 ${name} 验证码是 <strong>${shown}</strong>，${validMinutes} 分钟内有效。`,
      ],
      ['If you did not ask for it, ignore this mail.', '如果这不是您本人的操作，请忽略本邮件。'],
    ],
  );
}

/** The password-reset link (SH-051): `<server>/user/reset?email=…&token=…`. */
export function passwordResetMail(systemName: string, link: string, validMinutes: number): MailContent {
  const href = escapeHtml(link);
  return bilingual(
    [`${systemName} password reset`, `${systemName} 密码重置`],
    [
      [`Open this link to reset your password: ${link}`, `打开此链接重置密码：${link}`],
      [
        `The link works once, within ${validMinutes} minutes. If you did not ask for it, ignore this mail.`,
        `链接仅可使用一次，${validMinutes} 分钟内有效。如果这不是您本人的操作，请忽略本邮件。`,
      ],
    ],
    [
      [`<a href="${href}">Reset your password</a> (${href})`, `<a href="${href}">重置密码</a>（${href}）`],
      [
        `The link works once, within ${validMinutes} minutes. If you did not ask for it, ignore this mail.`,
        `链接仅可使用一次，${validMinutes} 分钟内有效。如果这不是您本人的操作，请忽略本邮件。`,
      ],
    ],
  );
}

/** A notification (quota warning, channel notice, test) as mail; title and content are already both languages. */
export function notificationMail(systemName: string, title: [string, string], content: [string, string]): MailContent {
  return bilingual([`${systemName}: ${title[0]}`, title[1]], [content], [[escapeHtml(content[0]), escapeHtml(content[1])]]);
}
