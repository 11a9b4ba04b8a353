import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createClientIpResolver, normaliseIp } from './client-ip.ts';

async function resolveWith(trustProxy: boolean, headers: Record<string, string>, remoteAddress = '::ffff:10.0.0.2') {
  const app = new Hono<{ Bindings: { incoming: { socket: { remoteAddress: string; remotePort: number; remoteFamily: string } } } }>();
  const resolve = createClientIpResolver(trustProxy);
  app.get('/', (context) => context.text(resolve(context)));
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress, remotePort: 5000, remoteFamily: 'IPv6' } } });
  return response.text();
}

describe('client IP', () => {
  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(normaliseIp('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
  });

  it('uses the socket address and ignores X-Forwarded-For by default', async () => {
    expect(await resolveWith(false, { 'X-Forwarded-For': '203.0.113.9' })).toBe('10.0.0.2');
  });

  it('with TRUST_PROXY takes the entry the trusted proxy appended, not a forged first one', async () => {
    expect(await resolveWith(true, { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await resolveWith(true, {})).toBe('10.0.0.2');
  });
});
