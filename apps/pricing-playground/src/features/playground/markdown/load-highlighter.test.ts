import { describe, expect, it } from 'vitest';
import { loadHighlighter } from './load-highlighter.ts';

describe('loadHighlighter', () => {
  it('highlights the languages it registered (and their aliases), escaping the code', async () => {
    const highlight = await loadHighlighter();
    const html = highlight('const x = "<b>";', 'typescript')!;
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('&lt;b&gt;');
    expect(highlight('echo hi', 'sh')).toContain('hljs-built_in');
    expect(highlight('whatever', 'cobol')).toBeUndefined();
    expect(await loadHighlighter()).toBe(highlight);
  });
});
