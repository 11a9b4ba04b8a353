/**
 * Admin-configured page content (home page, about) is one of three things, as in new-api:
 * empty (show the built-in page), an http(s) URL (embed it full size) or Markdown/HTML.
 */
export type AdminContentKind = { kind: 'empty' } | { kind: 'url'; url: string } | { kind: 'markup'; source: string };

export function classifyAdminContent(raw: string): AdminContentKind {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (/^https?:\/\/\S+$/i.test(text)) {
    try {
      return { kind: 'url', url: new URL(text).href };
    } catch {
      // Looks like a URL but is not one: treat it as text rather than embedding garbage.
    }
  }
  return { kind: 'markup', source: text };
}
