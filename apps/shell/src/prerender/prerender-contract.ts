/**
 * What the shell's build, the server and the browser agree on about prerendered documents
 * (ADR 0023): which pages, in which languages and themes, and how a document names the state
 * it was rendered in. No React here: the head script and the Node build import it too.
 */

/** The signed-out pages served as prerendered HTML. */
export const PRERENDERED_PATHS = ['/login', '/register', '/reset', '/setup'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

export const PRERENDER_LANGUAGES = ['en', 'zh'] as const;
export type PrerenderLanguage = (typeof PRERENDER_LANGUAGES)[number];

export const PRERENDER_THEMES = ['light', 'dark'] as const;
export type PrerenderTheme = (typeof PRERENDER_THEMES)[number];

/** Cookies mirroring the language and theme choice, so the server picks the matching document. */
export const LANGUAGE_COOKIE = 'gateway_lang';
export const THEME_COOKIE = 'gateway_theme';

/** `<script type="application/json">` ids: the render state (build time) and the status (request time). */
export const PRERENDER_STATE_ID = 'gateway-prerender';
export const INLINE_STATUS_ID = 'gateway-status';

/**
 * Id of the document's inline script (negotiate-document.ts): it stands at the end of <body>, after
 * the markup, and a `<link rel="expect" blocking="render">` to it in <head> holds the first paint
 * until it has run (ADR 0036 addendum).
 */
export const NEGOTIATE_SCRIPT_ID = 'gateway-negotiate';

/** `<html data-prerender>`: the path the document was rendered for; "discard" once the head script rejects it. */
export const PRERENDER_ATTRIBUTE = 'data-prerender';
export const DISCARDED = 'discard';
export const THEME_ATTRIBUTE = 'data-theme';

/** Folder of dist holding the templates and their manifest; the server never serves it as files. */
export const PRERENDER_DIRECTORY = 'prerender';
export const PRERENDER_MANIFEST = 'manifest.json';

/** The state a document was rendered in; the browser hydrates only when its own state matches. */
export type PrerenderState = {
  path: PrerenderedPath;
  language: PrerenderLanguage;
  theme: PrerenderTheme;
  /** The footer's year and whether the top bar showed the new-year egg (the clock at build time). */
  year: number;
  newYearDay: boolean;
  /** Status fields the page read while rendering, with the values it read (null for absent). */
  fields: Record<string, unknown>;
  /** Status fields written into the document as text at request time (see prerender-slots.ts). */
  slots: string[];
};

export function templateFileName(path: PrerenderedPath, language: PrerenderLanguage, theme: PrerenderTheme): string {
  return `${path.slice(1)}.${language}.${theme}.html`;
}

export function isPrerenderedPath(path: string): path is PrerenderedPath {
  return (PRERENDERED_PATHS as readonly string[]).includes(path);
}

/**
 * On-demand takeover (ADR 0036): a prerendered document lists the app's scripts as JSON under this
 * id instead of loading them; the head script adds them on the first interaction. The app
 * dispatches HYDRATED_EVENT on document once the page's form is React's (typed values carried over).
 */
export const APP_SCRIPTS_ID = 'gateway-app-scripts';
export const HYDRATED_EVENT = 'gateway:hydrated';
/** Prerendered pages whose markup is not usable without the app (setup waits for GET /api/setup): loaded at once. */
export const EAGER_PATHS: readonly string[] = ['/setup'];
