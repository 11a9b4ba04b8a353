import { readBooleanOption, readJsonOption, readStringOption } from '@gateway/domain';

/** Cloudflare Turnstile loads its script from, and renders its widget in a frame of, this origin. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** The Telegram login widget's script. */
export const TELEGRAM_SCRIPT_ORIGIN = 'https://telegram.org';
/** The frame the Telegram login widget opens. */
export const TELEGRAM_FRAME_ORIGIN = 'https://oauth.telegram.org';

const PLACEHOLDER = /\{(address|key)\}/g;

/** The http(s) origin of a URL, or undefined. */
function httpOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origin /chat/{id} frames for a chat-link template, filled the way the console fills it (domain
 * `fillChatLink`): an `{address}` that begins the template is the server address itself (the page's own
 * origin, already 'self', while ServerAddress is unset); any other `{address}` sits URL-encoded inside the
 * link, so it cannot change the origin and is framed even without a ServerAddress.
 */
function chatFrameOrigin(template: string, serverAddress: string): string | undefined {
  const leading = template.startsWith('{address}');
  if (leading && serverAddress === '') return undefined;
  const address = leading ? serverAddress : encodeURIComponent(serverAddress === '' ? 'http://127.0.0.1' : serverAddress);
  const filled = leading ? serverAddress.replace(/\/+$/, '') + template.slice('{address}'.length) : template;
  return httpOrigin(filled.replace(PLACEHOLDER, (_whole, name: string) => (name === 'address' ? address : 'key')));
}

/**
 * Origins the console legitimately frames: the chat links of the Chats option (/chat/{id}
 * embeds one), and a home page or about page configured as a URL.
 */
function framedOrigins(values: Readonly<Record<string, string>>): string[] {
  const serverAddress = readStringOption(values, 'ServerAddress').trim();
  const origins: string[] = [];
  const chats = readJsonOption(values, 'Chats');
  for (const entry of Array.isArray(chats) ? chats : []) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) continue;
    for (const template of Object.values(entry)) {
      const origin = typeof template === 'string' ? chatFrameOrigin(template, serverAddress) : undefined;
      if (origin !== undefined) origins.push(origin);
    }
  }
  // The shell embeds these when they are one http(s) URL (classify-content.ts in the shell).
  for (const key of ['HomePageContent', 'About']) {
    const text = readStringOption(values, key).trim();
    if (/^https?:\/\/\S+$/i.test(text)) {
      const origin = httpOrigin(text);
      if (origin !== undefined) origins.push(origin);
    }
  }
  return origins;
}

/**
 * The Content-Security-Policy of a console document, from the current options (docs/architecture.md, "Console documents"):
 * - scripts only from the console's own origin, plus Turnstile's and Telegram's when those sign-in checks are on;
 * - styles from self and inline: MUI's emotion inserts <style> elements at run time, and React renders
 *   `style` attributes (scripts stay strict, so injected CSS cannot run code);
 * - frames: Turnstile, the Telegram widget and the configured chat, home and about links; never framed itself
 *   (`frame-ancestors 'none'`: nothing legitimately embeds the console, so clickjacking has no host);
 * - no form-action: the Epay payment form posts to the payment provider, which redirects on to the bank.
 */
export function consoleContentSecurityPolicy(values: Readonly<Record<string, string>>): string {
  const turnstile = readBooleanOption(values, 'TurnstileCheckEnabled');
  const telegram = readBooleanOption(values, 'TelegramOAuthEnabled');
  const scripts = ["'self'", ...(turnstile ? [TURNSTILE_ORIGIN] : []), ...(telegram ? [TELEGRAM_SCRIPT_ORIGIN] : [])];
  const frames = new Set(["'self'", ...(turnstile ? [TURNSTILE_ORIGIN] : []), ...(telegram ? [TELEGRAM_FRAME_ORIGIN] : []), ...framedOrigins(values)]);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    // Logos, avatars and images in admin Markdown may come from anywhere; images cannot run code.
    'img-src * data: blob:',
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${[...frames].join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** Headers every console answer carries (files and documents). */
export const CONSOLE_COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Headers of a console HTML document: the common ones, the CSP, and X-Frame-Options for browsers without frame-ancestors. */
export function consoleDocumentHeaders(values: Readonly<Record<string, string>>): Record<string, string> {
  return { ...CONSOLE_COMMON_HEADERS, 'Content-Security-Policy': consoleContentSecurityPolicy(values), 'X-Frame-Options': 'DENY' };
}
