import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleDocument, scriptJson, STATUS_MARKER, type DocumentParts } from './assemble-document.ts';
import type { PrerenderState } from './prerender-contract.ts';

const template = readFileSync(join(process.cwd(), 'src/index.html'), 'utf8').replace('</head>', '<script defer src="/static/js/index.1.js"></script></head>');
const state: PrerenderState = {
  path: '/login',
  language: 'zh',
  theme: 'dark',
  year: 2026,
  newYearDay: false,
  fields: { footer_html: '</script><!--' },
  slots: [],
};

const HEAD_SCRIPT = '(()=>{document.documentElement.dataset.negotiated="1"})();';
const parts: DocumentParts = {
  template,
  headScript: HEAD_SCRIPT,
  state,
  body: '<main>form</main>',
  styles: '<style data-emotion="css a">.a{}</style>',
  title: 'A & B',
};

describe('assembleDocument (the shell’s index.html → one prerendered template)', () => {
  const html = assembleDocument(parts);

  it('marks <html> with the language, page and theme, and runs the head script inline after the markup, holding the first paint until it has run', () => {
    expect(html).toMatch(/<html lang="zh-CN" data-prerender="\/login" data-theme="dark">/);
    expect(html).toContain(`<script id="gateway-negotiate">${HEAD_SCRIPT}</script>`);
    // After the markup (the form is laid out before the script's storage calls), before the status.
    expect(html.indexOf(HEAD_SCRIPT)).toBeGreaterThan(html.indexOf('<main>form</main>'));
    expect(html.indexOf(HEAD_SCRIPT)).toBeLessThan(html.indexOf(STATUS_MARKER));
    // Render-blocking until the element with the script's id is parsed: nothing paints before it runs.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#gateway-negotiate" blocking="render" />');
    expect(head).not.toContain(HEAD_SCRIPT);
    expect(html).toContain('html[data-prerender="discard"] #root{visibility:hidden}');
  });

  it.each(['x="</script>"', 'x="<!--"', 'x="</SCRIPT "'])('refuses a head script that would end or confuse its element (%s)', (code) => {
    expect(() => assembleDocument({ ...parts, headScript: code })).toThrow(/cannot be inlined/);
  });

  it('puts the markup in #root, the styles in <head>, lists the app scripts instead of loading them (ADR 0036) and drops the status preload', () => {
    expect(html).toContain('<div id="root"><main>form</main></div>');
    expect(html.indexOf('data-emotion')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<script defer');
    expect(html).toContain('<script type="application/json" id="gateway-app-scripts">["/static/js/index.1.js"]</script>');
    expect(html).not.toContain('/api/status');
    expect(html).toContain('<title>A &amp; B</title>');
  });

  it('carries the render state as inert JSON, then the place for the status', () => {
    expect(html).toContain(`<script type="application/json" id="gateway-prerender">${scriptJson(state)}</script>`);
    expect(html).toMatch(new RegExp(`</script>${STATUS_MARKER}</body>`));
    expect(scriptJson(state)).not.toMatch(/<\/script|<!--/);
    expect(JSON.parse(scriptJson(state))).toEqual(state);
  });
});
