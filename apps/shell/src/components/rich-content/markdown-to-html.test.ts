import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown-to-html.ts';

// DOMPurify itself is not exercised here: happy-dom's DOM does not support it faithfully (it
// returns scripts untouched), so sanitization is checked in a real browser by the e2e suite.
describe('renderMarkdown', () => {
  it('renders headings, emphasis and line breaks', () => {
    const html = renderMarkdown('# Title\n\n**bold**\nnext');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong><br>next');
  });
});
