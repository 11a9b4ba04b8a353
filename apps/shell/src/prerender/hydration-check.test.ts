import { describe, expect, it } from 'vitest';
import { hydrationBlocker, type BrowserFacts } from './hydration-check.ts';
import type { PrerenderState } from './prerender-contract.ts';

const state: PrerenderState = {
  path: '/login',
  language: 'en',
  theme: 'light',
  year: 2026,
  newYearDay: false,
  fields: { register_enabled: true, footer_html: '', telegram_bot_name: null },
  slots: ['system_name'],
};

const facts: BrowserFacts = {
  marker: '/login',
  pathname: '/login',
  search: '',
  language: 'en',
  theme: 'light',
  signedIn: false,
  status: { register_enabled: true, footer_html: '', system_name: 'Acme' },
  now: new Date(2026, 5, 1),
  isNewYearDay: (now) => now.getMonth() === 0 && now.getDate() === 1,
};

describe('hydrationBlocker (ADR 0023)', () => {
  it('hydrates when everything the render read is the same here (slot fields may differ, absent reads as null)', () => {
    expect(hydrationBlocker(state, facts)).toBeUndefined();
  });

  it.each<[string, Partial<BrowserFacts>, RegExp]>([
    ['the head script discarded it', { marker: 'discard' }, /discarded/],
    ['another path', { pathname: '/register' }, /path/],
    ['a query (e.g. ?expired=true shows a notice)', { search: '?expired=true' }, /query/],
    ['a signed-in visitor (the guard redirects them)', { signedIn: true }, /signed in/],
    ['another language', { language: 'zh' }, /language/],
    ['another theme', { theme: 'dark' }, /theme/],
    ['another year (the footer prints it)', { now: new Date(2027, 5, 1) }, /year/],
    ['new year’s day (the top bar shows the egg)', { now: new Date(2026, 0, 1) }, /year/],
    ['a changed option', { status: { register_enabled: false, footer_html: '' } }, /register_enabled/],
    ['a footer set by the admin', { status: { register_enabled: true, footer_html: '<b>hi</b>' } }, /footer_html/],
    ['no status', { status: undefined }, /no status/],
  ])('renders anew for %s', (_, change, reason) => {
    expect(hydrationBlocker(state, { ...facts, ...change })).toMatch(reason);
  });
});
