/**
 * The app's scripts in a prerendered document (ADR 0036): the build moves the `<script defer>` tags
 * Rsbuild wrote into index.html out of the head into a JSON list, so nothing but the document, its
 * styles and the head script downloads until the visitor interacts. No React, no DOM: the build uses it.
 */
const DEFER_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/** The sources of the deferred scripts of `html`, in order, and the html without their tags. */
export function extractDeferredScripts(html: string): { html: string; sources: string[] } {
  const sources: string[] = [];
  const rest = html.replace(DEFER_SCRIPT, (_, source: string) => {
    sources.push(source);
    return '';
  });
  return { html: rest, sources };
}
