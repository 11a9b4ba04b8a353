import DOMPurify from 'dompurify';
import { marked } from 'marked';

export type AdminContentFormat = 'markdown' | 'html';

/**
 * What admin content may contain: HTML only (no SVG or MathML, whose parsers have carried most
 * sanitizer bypasses), no forms (a fake sign-in form could post a password anywhere: the console's
 * CSP has no form-action), no <style> (it would restyle the whole console), no frames or objects.
 * Scripts, event handlers and javascript:/data: links are DOMPurify's defaults.
 */
const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['formaction', 'action', 'srcdoc'],
};

// Links to other sites open in a new tab without handing them `window.opener`.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') !== null) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Markdown (which may embed HTML) → HTML, not yet sanitized. */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false, gfm: true, breaks: true });
}

/** Admin-supplied HTML, sanitized before it is rendered so it cannot run script in the console. */
export function sanitizeAdminHtml(html: string): string {
  return DOMPurify.sanitize(html, PURIFY_CONFIG);
}

/** Admin content of either format → sanitized HTML, ready for the page. Markdown is parsed first, then sanitized. */
export function renderAdminHtml(source: string, format: AdminContentFormat): string {
  return sanitizeAdminHtml(format === 'markdown' ? renderMarkdown(source) : source);
}
