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
});
