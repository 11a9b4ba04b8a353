import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fail, ok } from './envelope.ts';

describe('envelope (COM-001)', () => {
  const app = new Hono()
    .get('/ok', (c) => ok(c, { id: 1 }))
    .get('/ok-empty', (c) => ok(c, undefined, 'done'))
    .get('/fail', (c) => fail(c, 'nope', 409));

  it('wraps data with success true and an empty message', async () => {
    const response = await app.request('/ok');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: '', data: { id: 1 } });
  });

  it('omits undefined data but keeps the message', async () => {
    expect(await (await app.request('/ok-empty')).json()).toEqual({ success: true, message: 'done' });
  });

  it('answers failures with the given status and success false', async () => {
    const response = await app.request('/fail');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, message: 'nope' });
  });
});
