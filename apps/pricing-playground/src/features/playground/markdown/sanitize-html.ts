import DOMPurify from 'dompurify';

// An instance of our own: the shell's admin-content sanitizer adds hooks to the default one.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/**
 * The second line of defence for model output (the renderer already escapes raw HTML): only
 * formatting elements survive, no scripts, event handlers, styles, forms, frames or media, and
 * links only to http(s) and mailto addresses (javascript:, data: and relative links lose their href).
 */
export function sanitizeReplyHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'img',
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
      'video',
      'audio',
      'source',
      'picture',
      'svg',
      'math',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
