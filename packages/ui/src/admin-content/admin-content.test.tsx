import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContent } from './admin-content.tsx';
import { classifyAdminContent } from './classify-admin-content.ts';
import { renderMarkdown } from './render-admin-html.ts';

// DOMPurify's removals are not exercised here: happy-dom does not parse HTML the way browsers do,
// so the sanitizer is proven in Chromium (tests/e2e/admin-content-xss.test.ts, 50+ payloads).
describe('classifyAdminContent', () => {
  it('treats blank content as empty', () => {
    expect(classifyAdminContent('  \n')).toEqual({ kind: 'empty' });
  });

  it('embeds a lone http(s) URL', () => {
    expect(classifyAdminContent(' https://docs.example.com/home ')).toEqual({ kind: 'url', url: 'https://docs.example.com/home' });
  });

  it('does not embed other schemes or text containing a URL', () => {
    expect(classifyAdminContent('javascript:alert(1)')).toEqual({ kind: 'markup', source: 'javascript:alert(1)' });
    expect(classifyAdminContent('See https://example.com')).toEqual({ kind: 'markup', source: 'See https://example.com' });
  });
});

describe('renderMarkdown', () => {
  it('renders headings, emphasis and line breaks', () => {
    const html = renderMarkdown('# Title\n\n**bold**\nnext');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong><br>next');
  });
});

describe('AdminContent', () => {
  it('renders Markdown as HTML after its lazy chunk loads', async () => {
    render(<AdminContent source={'See the **docs** and [the site](https://example.com).'} format="markdown" />);
    expect((await screen.findByText('docs', undefined, { timeout: 45_000 })).tagName).toBe('STRONG');
    expect(screen.getByText('the site').getAttribute('href')).toBe('https://example.com');
  });

  it('renders HTML as HTML without parsing it as Markdown', async () => {
    const { container } = render(<AdminContent source="<p># not a heading</p>" format="html" />);
    expect(await screen.findByText('# not a heading', undefined, { timeout: 45_000 })).toBeTruthy();
    expect(container.querySelector('[data-admin-content="html"] h1')).toBeNull();
  });
});
