import { describe, expect, it } from 'vitest';
import { TURNSTILE_VERIFY_URL, verifyTurnstileToken } from './turnstile.ts';

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; body: string }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body) });
    return answer();
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const check = { secret: 'secret-key', token: 'browser-token', remoteIp: '203.0.113.9' };

describe('verifyTurnstileToken', () => {
  it('posts secret, token and IP to siteverify and accepts success:true', async () => {
    const { fetchImpl, calls } = fakeFetch(() => Response.json({ success: true }));
    expect(await verifyTurnstileToken(fetchImpl, check)).toBe(true);
    expect(calls).toEqual([{ url: TURNSTILE_VERIFY_URL, body: 'secret=secret-key&response=browser-token&remoteip=203.0.113.9' }]);
  });

  it.each([
    ['a refusal', () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] })],
    ['an HTTP error', () => new Response('bad gateway', { status: 502 })],
    ['a non-JSON answer', () => new Response('<html>')],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('fails closed on %s', async (_label, answer) => {
    expect(await verifyTurnstileToken(fakeFetch(answer).fetchImpl, check)).toBe(false);
  });

  it.each([301, 302, 307, 308])('a %s from siteverify is not followed (the secret never leaves for another host) and fails closed', async (status) => {
    const redirects: Array<RequestInit['redirect']> = [];
    const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
      redirects.push(init?.redirect);
      return new Response(null, { status, headers: { location: 'https://collector.example/' } });
    }) as typeof fetch;
    expect(await verifyTurnstileToken(fetchImpl, check)).toBe(false);
    expect(redirects).toEqual(['manual']);
  });

  it('does not call out without a token', async () => {
    const { fetchImpl, calls } = fakeFetch(() => Response.json({ success: true }));
    expect(await verifyTurnstileToken(fetchImpl, { ...check, token: '' })).toBe(false);
    expect(calls).toHaveLength(0);
  });
});
