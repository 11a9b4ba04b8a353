import { describe, expect, it } from 'vitest';
import { isTopNavActive, topNavItems } from './top-nav-items.ts';

describe('topNavItems', () => {
  it('SH-012: is empty when nobody is signed in', () => {
    expect(topNavItems({ docs_link: 'https://docs.example.com' }, false)).toEqual([]);
  });

  it('SH-011: home, console, pricing, about — docs only when a docs link is configured', () => {
    expect(topNavItems({ docs_link: '' }, true).map((item) => item.labelKey)).toEqual([
      'shell:topBar.home',
      'shell:topBar.console',
      'shell:topBar.pricing',
      'shell:topBar.about',
    ]);
    const withDocs = topNavItems({ docs_link: 'https://docs.example.com' }, true);
    expect(withDocs[3]).toEqual({ kind: 'external', labelKey: 'shell:topBar.docs', href: 'https://docs.example.com' });
  });

  it('ignores a docs link that is not an http(s) URL', () => {
    expect(topNavItems({ docs_link: 'javascript:alert(1)' }, true)).toHaveLength(4);
  });

  it('marks the current link', () => {
    const [home, console] = topNavItems({ docs_link: '' }, true);
    expect(isTopNavActive(home!, '/')).toBe(true);
    expect(isTopNavActive(home!, '/token')).toBe(false);
    expect(isTopNavActive(console!, '/token')).toBe(true);
  });

  it('the console link covers every console page, not pricing, about, home or chat', () => {
    const [home, console, pricing, about] = topNavItems({ docs_link: '' }, true);
    for (const path of ['/token', '/redemption', '/channel/edit/3', '/log', '/topup', '/personal', '/setting'])
      expect(isTopNavActive(console!, path), path).toBe(true);
    for (const path of ['/', '/pricing', '/about', '/chat/0', '/login']) expect(isTopNavActive(console!, path), path).toBe(false);
    expect(isTopNavActive(pricing!, '/pricing')).toBe(true);
    expect(isTopNavActive(about!, '/about')).toBe(true);
    expect(isTopNavActive(home!, '/pricing')).toBe(false);
  });
});
