import { TOKEN_NEVER_EXPIRES, expiryFromShortcut } from '@gateway/domain';
import type { TokenExpiryShortcut } from '@gateway/domain';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Unix seconds → the expiry field's text, 'YYYY-MM-DD HH:mm:ss' in the browser's time zone; '' for never. */
export function formatExpiryInput(expiredTime: number): string {
  if (expiredTime === TOKEN_NEVER_EXPIRES) return '';
  const date = new Date(expiredTime * 1000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * The expiry field → unix seconds: '' is never (-1); otherwise a local date-time
 * ('2026-12-31 23:59:59'; seconds optional, 'T' instead of the space accepted). Undefined when it cannot
 * be read, which the form reports as 'expiry time format error!' (TW-016).
 */
export function parseExpiryInput(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return TOKEN_NEVER_EXPIRES;
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (match === null) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as number[];
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second!);
  // new Date rolls 2026-02-31 over into March; a rolled date was not a real one.
  if (date.getFullYear() !== year || date.getMonth() !== month! - 1 || date.getDate() !== day || date.getHours() !== hour) return undefined;
  return Math.floor(date.getTime() / 1000);
}

/** The field value a shortcut (never / 1 hour / 1 day / 1 month, TW-015) puts in, relative to `nowMs`. */
export function expiryShortcutValue(shortcut: TokenExpiryShortcut, nowMs: number): string {
  return formatExpiryInput(expiryFromShortcut(shortcut, Math.floor(nowMs / 1000)));
}
