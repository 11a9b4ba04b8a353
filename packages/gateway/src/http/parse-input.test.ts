import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from './envelope.ts';
import { TEXT_WITH_NUL } from './find-nul.ts';
import { BODY_NOT_JSON, BODY_NOT_OBJECT, parseJsonBody, parseQuery } from './parse-input.ts';

const schema = z.object({ name: z.string().min(1), age: z.number().int() });

const app = new Hono()
  .post('/body', async (c) => {
    const input = await parseJsonBody(c, schema);
    if (!input.ok) return input.response;
    return ok(c, input.data);
  })
  .get('/query', (c) => {
    const input = parseQuery(c, z.object({ p: z.coerce.number().int().min(0) }));
    if (!input.ok) return input.response;
    return ok(c, input.data);
  });

const post = (body: string) => app.request('/body', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('parseJsonBody', () => {
  it('passes validated data through', async () => {
    const response = await post('{"name":"ann","age":3}');
    expect(await response.json()).toEqual({ success: true, message: '', data: { name: 'ann', age: 3 } });
  });

  it.each([
    ['invalid JSON', '{"name":', BODY_NOT_JSON],
    ['an empty body', '', BODY_NOT_JSON],
    ['an array', '[1]', BODY_NOT_OBJECT],
    ['null', 'null', BODY_NOT_OBJECT],
  ])('answers 400 for %s', async (_label, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message });
  });

  it('names missing and wrong-typed fields', async () => {
    const response = await post('{"age":"3"}');
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain('name: is required');
    expect(message).toContain('age: must be a number');
  });
});

describe('NUL characters (found by fuzzing: PostgreSQL cannot store them, people never type them)', () => {
  it.each([
    ['a value', '{"name":"a\\u0000b","age":3}', `name: ${TEXT_WITH_NUL}`],
    ['a nested value', '{"name":"ann","age":3,"extra":{"list":["ok","\\u0000"]}}', `extra.list[1]: ${TEXT_WITH_NUL}`],
    ['a key', '{"name":"ann","age":3,"a\\u0000":1}', `a\u0000: ${TEXT_WITH_NUL}`],
  ])('a body with NUL in %s answers 400 naming the field', async (_label, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message });
  });

  it('a query parameter with NUL answers 400', async () => {
    const response = await app.request('/query?p=1%00');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(`p: ${TEXT_WITH_NUL}`);
  });

  it('a body nested 100 000 deep is looked through without overflowing the stack', async () => {
    const response = await post(`{"name":"ann","age":3,"deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(response.status).toBe(200);
  });
});

describe('parseQuery', () => {
  it('validates query parameters', async () => {
    expect(await (await app.request('/query?p=2')).json()).toEqual({ success: true, message: '', data: { p: 2 } });
    const response = await app.request('/query?p=-1');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^p: /);
  });
});
