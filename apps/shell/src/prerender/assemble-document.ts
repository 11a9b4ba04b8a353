/**
 * Turns the shell's built index.html into the template of one prerendered page (ADR 0023):
 * language and theme on <html>, the emotion styles, the markup inside #root, then the render state and
 * the head script's code at the end of <body>. The script is inline (no request before the first
 * paint) and after the markup, so the form is parsed and laid out before the script's storage and
 * cookie calls run; a `<link rel="expect" blocking="render">` in <head> keeps the page unpainted until
 * the script has run, since it may still discard the document (ADR 0036 addendum). The status preload
 * goes: the server writes the status into the document instead (where it says STATUS_MARKER). The
 * app's scripts leave the head for a JSON list the head script loads on the first interaction (ADR 0036).
 */
import {
  APP_SCRIPTS_ID,
  DISCARDED,
  NEGOTIATE_SCRIPT_ID,
  PRERENDER_ATTRIBUTE,
  PRERENDER_STATE_ID,
  THEME_ATTRIBUTE,
  type PrerenderState,
} from './prerender-contract.ts';
import { extractDeferredScripts } from './app-scripts.ts';
import { documentLang } from './document-preferences.ts';
import { escapeHtml } from './prerender-slots.ts';

/** Where the server puts `<script type="application/json" id="gateway-status">`. */
export const STATUS_MARKER = '<!--gateway:status-->';

/** JSON that is safe inside <script>: no "</script>", no HTML comment, no JS line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type DocumentParts = {
  template: string;
  /** The head script's code (not its URL). */
  headScript: string;
  state: PrerenderState;
  body: string;
  styles: string;
  title: string;
};

function replaceOnce(text: string, pattern: RegExp | string, replacement: string): string {
  const next = text.replace(pattern, () => replacement);
  if (next === text) throw new Error(`prerender: the shell's index.html has no ${String(pattern)}`);
  return next;
}

export function assembleDocument({ template, headScript, state, body, styles, title }: DocumentParts): string {
  if (/<\/script|<!--/i.test(headScript)) throw new Error('prerender: the head script contains "</script" or "<!--" and cannot be inlined');
  const scripts = extractDeferredScripts(template);
  if (scripts.sources.length === 0) throw new Error("prerender: the shell's index.html has no <script defer> tags");
  let html = scripts.html;
  html = replaceOnce(
    html,
    /<html[^>]*>/,
    `<html lang="${documentLang(state.language)}" ${PRERENDER_ATTRIBUTE}="${state.path}" ${THEME_ATTRIBUTE}="${state.theme}">`,
  );
  html = replaceOnce(
    html,
    /<meta charset="UTF-8" \/>/,
    `<meta charset="UTF-8" />\n    <link rel="expect" href="#${NEGOTIATE_SCRIPT_ID}" blocking="render" />\n    <style>html[${PRERENDER_ATTRIBUTE}="${DISCARDED}"] #root{visibility:hidden}</style>`,
  );
  html = replaceOnce(html, /\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/status"[^>]*>/, '');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = replaceOnce(html, '</head>', `${styles}</head>`);
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${body}</div>`);
  html = replaceOnce(
    html,
    '</body>',
    `<script type="application/json" id="${PRERENDER_STATE_ID}">${scriptJson(state)}</script><script type="application/json" id="${APP_SCRIPTS_ID}">${scriptJson(scripts.sources)}</script><script id="${NEGOTIATE_SCRIPT_ID}">${headScript}</script>${STATUS_MARKER}</body>`,
  );
  return html;
}
