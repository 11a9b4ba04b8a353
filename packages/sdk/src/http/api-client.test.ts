import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, apiRequestEnvelope } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { session } from '../session/session-store.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const alice = { id: 7, username: 'alice', display_name: 'Alice', role: 10, status: 1, group: 'default' };

describe('apiRequest envelope handling (COM-001, COM-002)', () => {
  it('unwraps data of a successful envelope', async () => {
    server.replyData({ items: [1, 2], total: 2 });
    await expect(apiRequest('GET', '/api/user/')).resolves.toEqual({ items: [1, 2], total: 2 });
  });

  it('rejects success:false with the server message as an envelope error', async () => {
    server.reply({ body: { success: false, message: 'User does not exist' } });
    const error = await apiRequest('GET', '/api/user/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'envelope', status: 200, message: 'User does not exist' });
  });

  it('apiRequestEnvelope hands back success:false envelopes instead of rejecting', async () => {
    server.reply({ body: { success: false, message: 'nope', data: { field: 'x' } } });
    await expect(apiRequestEnvelope('POST', '/api/option/', { body: { key: 'a', value: 'b' } })).resolves.toEqual({
      success: false,
      message: 'nope',
      data: { field: 'x' },
    });
  });

  it('turns a non-2xx status into an http error carrying the status and the envelope message', async () => {
    server.reply({ status: 403, body: { success: false, message: 'Insufficient permission' } });
    await expect(apiRequest('GET', '/api/option/')).rejects.toMatchObject({ kind: 'http', status: 403, message: 'Insufficient permission' });
  });

  it('turns a non-JSON error page into an http error with the status', async () => {
    server.reply({ status: 502, text: '<html>Bad gateway</html>' });
    await expect(apiRequest('GET', '/api/status')).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('turns a 200 answer that is not an envelope into a parse error', async () => {
    server.reply({ text: '<!doctype html><html></html>' });
    await expect(apiRequest('GET', '/api/status')).rejects.toMatchObject({ kind: 'parse', status: 200 });
  });

  it('turns a failed connection into a network error with status 0', async () => {
    server.reply(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/status')).rejects.toMatchObject({ kind: 'network', status: 0, message: 'Failed to fetch' });
  });

  it('lets an aborted request reject with the AbortError itself', async () => {
    const controller = new AbortController();
    controller.abort();
    server.reply(new DOMException('aborted', 'AbortError'));
    await expect(apiRequest('GET', '/api/status', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiRequest request shape', () => {
  it('sends JSON bodies with the session cookie and leaves out empty query values', async () => {
    server.replyData(null);
    await apiRequest('POST', '/api/user/login', { body: { username: 'a', password: 'b' }, query: { turnstile: undefined, p: 0, keyword: '' } });
    const request = server.last();
    expect(request.url).toBe('/api/user/login?p=0&keyword=');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('same-origin');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.body).toEqual({ username: 'a', password: 'b' });
  });

  it('COM-009 SH-028: the New-Api-User header follows the stored user on every request', async () => {
    server.replyData(null);
    await apiRequest('GET', '/api/status');
    expect(server.last().headers.has('New-Api-User')).toBe(false);

    session.setUser(alice);
    server.replyData(null);
    await apiRequest('GET', '/api/user/self');
    expect(server.last().headers.get('New-Api-User')).toBe('7');

    session.setUser({ ...alice, id: 12 });
    server.replyData(null);
    await apiRequest('GET', '/api/user/self');
    expect(server.last().headers.get('New-Api-User')).toBe('12');

    session.clear();
    server.replyData(null);
    await apiRequest('GET', '/api/status');
    expect(server.last().headers.has('New-Api-User')).toBe(false);
  });
});
