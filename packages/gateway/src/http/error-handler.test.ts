import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { messages } from '@gateway/domain';
import { requestId } from '../middleware/request-id/index.ts';
import { createErrorHandler, notFoundHandler } from './error-handler.ts';
import type { GatewayEnv } from './gateway-env.ts';

function buildApp() {
  const logged: { message: string; fields?: Record<string, unknown> }[] = [];
  const logger = { info: () => {}, warn: () => {}, error: (message: string, fields?: Record<string, unknown>) => logged.push({ message, fields }) };
  const app = new Hono<GatewayEnv>();
  app.use('*', requestId({ now: () => Date.UTC(2026, 0, 2, 3, 4, 5) }));
  const explode = () => {
    throw new Error('database password is hunter2');
  };
  app.get('/api/boom', explode);
  app.post('/v1/boom', explode);
  app.post('/v1beta/boom', explode);
  // What node-postgres throws once its server ended the session, wrapped as a repository would.
  const lost = () => {
    throw new Error('reservation failed', { cause: Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined }) });
  };
  for (const path of ['/api/away', '/v1/chat/completions', '/v1/messages', '/v1beta/models/m:generateContent', '/pg/chat/completions']) app.all(path, lost);
  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return { app, logged };
}

describe('error handler', () => {
  it('turns an unexpected exception into a 500 envelope naming the request id, and logs the stack', async () => {
    const { app, logged } = buildApp();
    const response = await app.request('/api/boom');
    expect(response.status).toBe(500);
    const id = response.headers.get('X-Oneapi-Request-Id');
    expect(id).toMatch(/^20260102030405/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: `${messages.internalError} (request id: ${id})` });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.fields).toMatchObject({ requestId: id, method: 'GET', path: '/api/boom', error: 'database password is hunter2' });
    expect(String(logged[0]!.fields!['stack'])).toContain('error-handler.test.ts');
  });

  it.each(['/v1/boom', '/v1beta/boom'])('answers relay paths (%s) in the OpenAI error shape', async (path) => {
    const { app } = buildApp();
    const response = await app.request(path, { method: 'POST' });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('new_api_error');
    expect(body.error.message).toContain('request id');
  });

  describe("a lost database connection is an outage, answered 503 with Retry-After in the path's error shape", () => {
    it('on /api: the envelope with the stable code and the message the console translates', async () => {
      const { app, logged } = buildApp();
      const response = await app.request('/api/away');
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(await response.json()).toEqual({ success: false, message: messages.databaseUnavailable, code: 'database_unavailable' });
      expect(logged).toEqual([]);
    });

    it.each(['/v1/chat/completions', '/pg/chat/completions'])("on %s: OpenAI's error object", async (path) => {
      const response = await buildApp().app.request(path, { method: 'POST' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: { message: messages.databaseUnavailable, type: 'api_error', param: null, code: 'database_unavailable' } });
    });

    it("on /v1/messages: Anthropic's error envelope", async () => {
      const response = await buildApp().app.request('/v1/messages', { method: 'POST' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ type: 'error', error: { type: 'api_error', message: messages.databaseUnavailable } });
    });

    it("on /v1beta: Google's envelope with UNAVAILABLE", async () => {
      const response = await buildApp().app.request('/v1beta/models/m:generateContent', { method: 'POST' });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        error: { code: 503, status: 'UNAVAILABLE', message: messages.databaseUnavailable, details: [{ reason: 'DATABASE_UNAVAILABLE' }] },
      });
    });

    it('one warning per 10 s while the outage lasts, counting the refusals', async () => {
      const warned: Record<string, unknown>[] = [];
      let now = 0;
      const logger = { info: () => {}, error: () => {}, warn: (_message: string, fields?: Record<string, unknown>) => warned.push(fields ?? {}) };
      const app = new Hono<GatewayEnv>();
      app.get('/api/away', () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
      app.onError(createErrorHandler(logger, () => now));
      for (const at of [0, 1_000, 9_000, 10_000, 10_500]) {
        now = at;
        expect((await app.request('/api/away')).status).toBe(503);
      }
      expect(warned.map((fields) => fields['refusedSinceLastWarning'])).toEqual([1, 3]);
    });
  });
});
