import { marked } from 'marked';
import { sanitizeHtml } from './sanitize-html.ts';

/** Markdown (which may embed HTML) → HTML, not yet sanitized. */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false, gfm: true, breaks: true });
}

/** Markdown → sanitized HTML, ready for the page. */
export function markdownToHtml(source: string): string {
  return sanitizeHtml(renderMarkdown(source));
}
