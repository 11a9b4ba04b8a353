/**
 * Request-time work on a prerendered template (ADR 0023): the template is only sent when every
 * status field it was rendered with still holds, its slots can be filled, and the year matches;
 * then the live status is written into it, so the page hydrates without another request.
 */
import type { PrerenderManifest, SlotRule, TemplateEntry } from './prerender-manifest.ts';

export const STATUS_MARKER = '<!--gateway:status-->';
const LANGUAGE_COOKIE = 'gateway_lang';
const THEME_COOKIE = 'gateway_theme';

/** How React escapes text and attribute values, which is how the build proved the slots. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character]!);
}

/** JSON that is safe inside <script>. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The language the console will pick: the mirrored choice, else the browser's first language. */
export function requestLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): 'en' | 'zh' {
  const chosen = cookie(cookieHeader, LANGUAGE_COOKIE);
  if (chosen === 'en' || chosen === 'zh') return chosen;
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'zh' || first.startsWith('zh-') || first.startsWith('zh_') ? 'zh' : 'en';
}

/** The theme: the mirrored choice, else light (the head script corrects a dark system once). */
export function requestTheme(cookieHeader: string | undefined): 'light' | 'dark' {
  return cookie(cookieHeader, THEME_COOKIE) === 'dark' ? 'dark' : 'light';
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The text a slot shows for a value, or undefined when the build could not prove it for that value. */
function slotText(rule: SlotRule, value: unknown): string | undefined {
  if (value === '') return rule.empty ?? undefined;
  if (typeof value !== 'string' || value !== value.trim() || /^javascript:/i.test(value)) return undefined;
  return escapeHtml(value);
}

export type DocumentRequest = { entry: TemplateEntry; template: string; status: Record<string, unknown>; manifest: PrerenderManifest; now: Date };

/** The document to send, or undefined when the template does not fit the live status. */
export function fillTemplate({ entry, template, status, manifest, now }: DocumentRequest): string | undefined {
  if (manifest.year !== now.getFullYear() || (now.getMonth() === 0 && now.getDate() === 1) !== manifest.newYearDay) return undefined;
  if (Object.entries(entry.fields).some(([field, value]) => !sameValue(status[field], value))) return undefined;
  let html = template;
  for (const [field, rule] of Object.entries(entry.slots)) {
    const text = slotText(rule, status[field]);
    if (text === undefined) return undefined;
    html = html.split(rule.token).join(text);
  }
  if (!html.includes(STATUS_MARKER)) return undefined;
  return html.replace(STATUS_MARKER, () => `<script type="application/json" id="gateway-status">${scriptJson(status)}</script>`);
}
