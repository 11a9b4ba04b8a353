import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './index.ts';

/** Answers whether the request below counts as cross-site, with ServerAddress `serverAddress`. */
function judge(headers: Record<string, string>, serverAddress = '', url = 'http://gateway.example.com/api/user/login'): Promise<boolean> {
  const app = new Hono();
  app.all('*', (context) => context.json(isCrossSiteRequest(context, serverAddress)));
  return Promise.resolve(app.request(url, { method: 'POST', headers })).then((response) => response.json() as Promise<boolean>);
}

describe('isCrossSiteRequest: who may call a credential route', () => {
  it.each([
    ['no browser headers (scripts, the contract tests)', {}],
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed or bookmarked)', { 'Sec-Fetch-Site': 'none' }],
    ['the same origin', { Origin: 'http://gateway.example.com' }],
    ['the same host behind a proxy that ends TLS', { Origin: 'https://gateway.example.com' }],
    ['the host a proxy forwarded', { Origin: 'https://public.example.com', 'X-Forwarded-Host': 'public.example.com' }],
    ['Sec-Fetch-Site same-origin behind a proxy that rewrote Host', { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://public.example.com' }],
  ])('lets through %s', async (_label, headers) => {
    expect(await judge(headers)).toBe(false);
  });

  it('lets through an Origin equal to the configured ServerAddress', async () => {
    expect(await judge({ Origin: 'https://console.example.org' }, 'https://console.example.org/')).toBe(false);
    expect(await judge({ Origin: 'https://console.example.org' }, 'not a url')).toBe(true);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site even with a matching Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://gateway.example.com' }],
    ['another site’s Origin', { Origin: 'https://evil.example' }],
    ['a look-alike host', { Origin: 'http://gateway.example.com.evil.example' }],
    ['another port of the same host', { Origin: 'http://gateway.example.com:8080' }],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
    ['a non-web Origin', { Origin: 'chrome-extension://abcdef' }],
  ])('refuses %s', async (_label, headers) => {
    expect(await judge(headers)).toBe(true);
  });
});
