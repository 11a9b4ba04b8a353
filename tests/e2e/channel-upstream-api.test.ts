/**
 * The channel API of the real server against the mock upstream on 127.0.0.1: the Node platform's
 * DNS-backed egress guard lets an admin-configured loopback URL through (local model servers) and
 * refuses the metadata address. No browser: the console journey lives in the channels e2e suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_MODELS, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from './support/server.ts';

type Envelope<T = unknown> = { success: boolean; message: string; data?: T } & Record<string, unknown>;

describe('channel upstream calls on the real server', () => {
  let server: RunningServer;
  let upstream: MockUpstream;
  let headers: Record<string, string>;

  const call = async <T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };

  beforeAll(async () => {
    upstream = await startMockUpstream({ key: 'sk-mock' });
    server = await startServer();
    const credentials = { username: 'root', password: 'root-password-1' };
    const setup = await fetch(`${server.url}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, confirmPassword: credentials.password }),
    });
    expect(setup.status).toBe(200);
    const login = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const user = ((await login.json()) as Envelope<{ id: number }>).data!;
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    headers = { cookie, 'New-Api-User': String(user.id) };
  });

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  it('API-CH-010 / API-CH-009 / API-CH-013 / API-CH-015: a channel on 127.0.0.1 fetches models, tests green and reads its balance', async () => {
    const fresh = await call<string[]>('POST', '/api/channel/fetch_models', { base_url: upstream.url, type: 1, key: 'sk-mock' });
    expect(fresh).toMatchObject({ success: true, data: MOCK_MODELS });

    const created = await call<number>('POST', '/api/channel/', {
      mode: 'single',
      channel: { name: 'mock', type: 1, key: 'sk-mock', base_url: `${upstream.url}/`, models: 'gpt-4o-mini', group: 'default' },
    });
    expect(created).toMatchObject({ success: true, data: 1 });
    const page = await call<{ items: { id: number; base_url: string }[] }>('GET', '/api/channel/?p=0&page_size=10');
    const channel = page.data!.items[0]!;
    expect(channel.base_url).toBe(upstream.url);

    expect((await call<string[]>('GET', `/api/channel/fetch_models/${channel.id}`)).data).toEqual(MOCK_MODELS);
    const tested = await call('GET', `/api/channel/test/${channel.id}?model=gpt-4o-mini`);
    expect(tested.success).toBe(true);
    expect(tested['time']).toBeGreaterThan(0);
    const chat = upstream.requests.find((request) => request.path === '/v1/chat/completions');
    expect(chat).toMatchObject({ authorization: 'Bearer sk-mock', body: { model: 'gpt-4o-mini', max_tokens: 10 } });

    const balance = await call('GET', `/api/channel/update_balance/${channel.id}/`);
    expect(balance).toMatchObject({ success: true, balance: 74.5 });
    const detail = await call<{ response_time: number; balance: number }>('GET', `/api/channel/${channel.id}`);
    expect(detail.data!.response_time).toBeGreaterThan(0);
    expect(detail.data!.balance).toBe(74.5);
  });

  it('the metadata address is refused, by literal and after a redirect from the upstream (the key never follows it, ADR 0016)', async () => {
    const literal = await call('POST', '/api/channel/fetch_models', { base_url: 'http://169.254.169.254', type: 1, key: 'k' });
    expect(literal.success).toBe(false);
    expect(literal.message).toMatch(/link-local/);
    const redirected = await call('POST', '/api/channel/fetch_models', { base_url: `${upstream.url}/to-metadata`, type: 1, key: 'sk-mock' });
    expect(redirected.success).toBe(false);
    expect(redirected.message).toMatch(/redirected \(302\) to another origin, http:\/\/169\.254\.169\.254/);
    expect(upstream.requests.some((request) => request.path === '/to-metadata/v1/models')).toBe(true);
  });
});
