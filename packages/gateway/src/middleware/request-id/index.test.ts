import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createRequestId, REQUEST_ID_HEADER, requestId } from './index.ts';

const clock = { now: () => Date.UTC(2026, 10, 21, 23, 6, 41) };

describe('request-id middleware', () => {
  it('builds ids from the UTC time and 8 random characters', () => {
    const id = createRequestId(clock.now());
    expect(id).toMatch(/^20261121230641[A-Za-z0-9]{8}$/);
    expect(createRequestId(clock.now())).not.toBe(id);
  });

  it('echoes the id in the response header and exposes it to handlers', async () => {
    const app = new Hono<{ Variables: { requestId: string } }>();
    app.use('*', requestId(clock));
    app.get('/', (c) => c.text(c.get('requestId')));
    const response = await app.request('/', { headers: { [REQUEST_ID_HEADER]: 'spoofed' } });
    const header = response.headers.get(REQUEST_ID_HEADER);
    expect(header).toMatch(/^20261121230641/);
    expect(await response.text()).toBe(header);
  });

  it('sets the header on answers produced by the error handler', async () => {
    const app = new Hono<{ Variables: { requestId: string } }>();
    app.use('*', requestId(clock));
    app.get('/boom', () => {
      throw new Error('boom');
    });
    app.onError((_error, c) => c.json({ success: false, message: c.get('requestId') }, 500));
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string };
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe(body.message);
  });
});
