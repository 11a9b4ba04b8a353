import { Marked } from 'marked';

/** Highlights `code` in `language` to HTML (escaped, spans only), or undefined for an unknown language. */
export type Highlight = (code: string, language: string) => string | undefined;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** The fence's language word ("ts" of "```ts title=x"), lower case, letters, digits, + # - only. */
export function fenceLanguage(info: string | undefined): string {
  const word = (info ?? '').trim().split(/\s+/)[0]!.toLowerCase();
  return /^[a-z0-9+#-]{1,32}$/.test(word) ? word : '';
}

/**
 * Markdown of a model's reply → HTML, before sanitizing. Model output is untrusted (GHSA-299v-8pq9-5gjq
 * was exactly this screen): HTML the model writes is shown as text, never parsed; images become links,
 * so a reply cannot make the browser fetch an address (a prompt-injected reply could put the chat in
 * one); code blocks are highlighted once the highlighter is loaded (escaped until then).
 */
export function createMarkdownRenderer(highlight?: Highlight): (source: string) => string {
  const marked = new Marked({
    async: false,
    gfm: true,
    breaks: true,
    renderer: {
      html: ({ text }) => escapeHtml(text),
      image: ({ href, text }) => `<a href="${escapeHtml(href)}">${escapeHtml(text !== '' ? text : href)}</a>`,
      code: ({ text, lang }) => {
        const language = fenceLanguage(lang);
        const highlighted = language === '' ? undefined : highlight?.(text, language);
        const label = language === '' ? '' : ` data-language="${language}"`;
        return `<pre${label}><code class="hljs${language === '' ? '' : ` language-${language}`}">${highlighted ?? escapeHtml(text)}</code></pre>\n`;
      },
    },
  });
  return (source) => marked.parse(source, { async: false });
}
