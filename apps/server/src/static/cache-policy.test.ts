import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE, SHORT } from './cache-policy.ts';

describe('cacheControlFor', () => {
  it.each([
    ['/index.html', REVALIDATE],
    ['/', REVALIDATE],
    ['mf-manifest.json', REVALIDATE],
    ['/remotes.json', REVALIDATE],
    ['/static/js/main.3f2a91c0.js', IMMUTABLE],
    ['static/css/app.1234abcd.css', IMMUTABLE],
    ['/favicon.ico', SHORT],
    ['/logo.png', SHORT],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
