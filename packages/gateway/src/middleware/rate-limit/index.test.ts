import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { messages } from '@gateway/domain';
import { createMemoryRateLimiter } from '../../platform/memory-rate-limiter.ts';
import type { Platform, RateLimitConfig } from '../../platform/platform.ts';
import { rateLimit } from './index.ts';

function buildApp(rateLimits: RateLimitConfig) {
  const platform = {
    config: { rateLimits },
    rateLimiter: createMemoryRateLimiter(),
    clientIp: (context: { req: { header(name: string): string | undefined } }) => context.req.header('x-test-ip') ?? 'unknown',
  } as unknown as Platform;
  const app = new Hono();
  app.use('/api/*', rateLimit(platform, 'globalApi'));
  app.use('/api/login', rateLimit(platform, 'critical'));
  app.get('/api/ping', (c) => c.text('pong'));
  app.get('/api/login', (c) => c.text('in'));
  return app;
}

const request = (app: Hono, path: string, ip = '198.51.100.1') => app.request(path, { headers: { 'x-test-ip': ip } });

describe('rate-limit middleware', () => {
  it('answers 429 with the envelope after the limit and counts per IP (COM-005)', async () => {
    const app = buildApp({
      globalApi: { enabled: true, limit: 2, windowSeconds: 60 },
      critical: { enabled: true, limit: 100, windowSeconds: 60 },
    });
    expect((await request(app, '/api/ping')).status).toBe(200);
    expect((await request(app, '/api/ping')).status).toBe(200);
    const refused = await request(app, '/api/ping');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ success: false, message: messages.tooManyRequests });
    expect((await request(app, '/api/ping', '198.51.100.2')).status).toBe(200);
  });

  it('applies the critical limit on top of the global one', async () => {
    const app = buildApp({
      globalApi: { enabled: true, limit: 100, windowSeconds: 60 },
      critical: { enabled: true, limit: 1, windowSeconds: 60 },
    });
    expect((await request(app, '/api/login')).status).toBe(200);
    expect((await request(app, '/api/login')).status).toBe(429);
    expect((await request(app, '/api/ping')).status).toBe(200);
  });

  it('does nothing when a rule is disabled', async () => {
    const app = buildApp({
      globalApi: { enabled: false, limit: 1, windowSeconds: 60 },
      critical: { enabled: false, limit: 1, windowSeconds: 60 },
    });
    for (let index = 0; index < 5; index++) expect((await request(app, '/api/login')).status).toBe(200);
  });
});
