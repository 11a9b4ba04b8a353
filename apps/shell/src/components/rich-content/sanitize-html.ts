import DOMPurify from 'dompurify';

/**
 * Admin-supplied HTML (footer, notice, home, about) is sanitized before it reaches the page
 * (DESIGN §6): scripts, event handlers and javascript: URLs go; links to other sites open in a
 * new tab without handing them `window.opener`.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});
