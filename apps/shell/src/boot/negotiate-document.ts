/**
 * The inline script of every prerendered document (ADR 0023; still called the head script). It stands
 * at the end of <body>, after the markup, and runs before the first paint (a render-blocking
 * `<link rel="expect">` waits for it; the CSP allows it by its hash, ADR 0036 addendum), and:
 *  - mirrors the language and theme the console will use into cookies, so the server sends the
 *    matching document next time;
 *  - discards this document before it paints when it was made for another language or theme, or
 *    when a user is signed in (the app redirects them): it reloads once, which brings the right
 *    document now that the cookies are set, and otherwise hides the markup so the app renders anew;
 *  - loads the app on the first interaction, or at once when the markup cannot be used as it is
 *    (load-app-on-demand.ts, ADR 0036).
 */
import { DISCARDED, LANGUAGE_COOKIE, PRERENDER_ATTRIBUTE, THEME_ATTRIBUTE, THEME_COOKIE } from '../prerender/prerender-contract.ts';
import { documentLang, hasStoredUser, preferredLanguage, preferredTheme } from '../prerender/document-preferences.ts';
import { setPreferenceCookie } from '../prerender/preference-cookie.ts';
import { loadAppOnDemand } from './load-app-on-demand.ts';

const RELOAD_KEY = 'gateway-prerender-reload';

function forgetReload(): void {
  try {
    sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // Nothing remembered, nothing to forget.
  }
}

function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_KEY) === location.href) return false;
    sessionStorage.setItem(RELOAD_KEY, location.href);
  } catch {
    return false;
  }
  location.replace(location.href);
  return true;
}

/** False when the document is being replaced by a reload. */
function negotiate(): boolean {
  const root = document.documentElement;
  const language = preferredLanguage();
  const theme = preferredTheme();
  setPreferenceCookie(LANGUAGE_COOKIE, language);
  setPreferenceCookie(THEME_COOKIE, theme);
  if (!root.hasAttribute(PRERENDER_ATTRIBUTE)) return true;
  if (hasStoredUser()) {
    root.setAttribute(PRERENDER_ATTRIBUTE, DISCARDED);
    return true;
  }
  if (root.lang === documentLang(language) && root.getAttribute(THEME_ATTRIBUTE) === theme) {
    forgetReload();
    return true;
  }
  root.setAttribute(PRERENDER_ATTRIBUTE, DISCARDED);
  return !reloadOnce();
}

if (negotiate()) loadAppOnDemand();
