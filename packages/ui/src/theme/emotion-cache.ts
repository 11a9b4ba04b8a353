import createCache from '@emotion/cache';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';

/**
 * Properties Safari still reads only with the -webkit- prefix. Every other property and selector the
 * console writes is unprefixed in the browsers it supports (the evergreen ones), so emotion's
 * default prefixer, which adds -webkit-box, -ms-flexbox, @-webkit-keyframes, ::-moz-placeholder
 * and the like, is left out: it made a third of the CSS written into the prerendered pages, which
 * the browser parses before their first layout (ADR 0036 addendum 2026-11-29, second).
 */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter', 'text-size-adjust']);

/** A stylis middleware: writes `-webkit-x:v;x:v;` for the WEBKIT_ONLY properties, nothing else. */
const safariPrefixes: StylisPlugin = (element) => {
  if (element.length < 0 || element.return !== '' || element.type !== 'decl') return;
  if (typeof element.props === 'string' && WEBKIT_ONLY.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};

/** The console's emotion cache: the default key (so prerendered styles are adopted) with the small prefixer. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [safariPrefixes] });
}
