import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { setUpAndSignIn, type ConsoleSession } from './support/console-api.ts';

/** Browser clients call the API-key routes cross-origin (reference: CORS on every origin); the console API stays same-origin. */
describe('CORS on the real server', () => {
  let upstream: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let key: string;
  const origin = 'https://chat.example';

  beforeAll(async () => {
    upstream = await startMockUpstream();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'gpt-4o-mini': 0.075 }) });
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: 'gpt-4o-mini', group: 'default' },
    });
    const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', { name: 'cors', unlimited_quota: true, remain_quota: 0, expired_time: -1 });
    key = `sk-${token!.key}`;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  it('a preflight to /v1 is answered before authentication, reflecting the asked headers', async () => {
    const response = await fetch(`${server.url}/v1/chat/completions`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-stainless-os' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type,x-stainless-os');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers (JSON, event stream and errors) carry the allow-origin header for browser callers, and expose the request id', async () => {
    const body = (stream: boolean) => JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream });
    for (const stream of [false, true]) {
      const response = await fetch(`${server.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { origin, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body(stream),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Oneapi-Request-Id');
      expect(response.headers.get('x-oneapi-request-id')).toMatch(/^\d{14}/);
      const text = await response.text();
      // The non-stream answer is written straight to the socket: its length is declared, and right.
      if (!stream) expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    }
    const refused = await fetch(`${server.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { origin, authorization: 'Bearer sk-wrong', 'content-type': 'application/json' },
      body: body(false),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the console API (cookie sessions) gets no CORS headers', async () => {
    const response = await fetch(`${server.url}/api/status`, { headers: { origin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/api/user/self`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
