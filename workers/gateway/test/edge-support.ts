import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { UPSTREAM_URL as MOCK_UPSTREAM_URL } from '@gateway/test-upstream';

const ORIGIN = 'https://gateway.test';

export interface Session {
  cookie: string;
  userId: number;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  session?: Session;
  headers?: Record<string, string>;
}

/** One request to the worker under test (its own fetch handler, bindings and isolate). */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'cf-connecting-ip': '203.0.113.9', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session !== undefined) {
    headers.cookie = options.session.cookie;
    headers['new-api-user'] = String(options.session.userId);
  }
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, body }) as unknown as Promise<Response>;
}

export async function envelope(response: Response): Promise<{ success: boolean; message: string; data: any }> {
  return (await response.json()) as { success: boolean; message: string; data: any };
}

/** First-run setup of the root user (idempotent across tests of one file), then a login. */
export async function rootSession(): Promise<Session> {
  const status = await envelope(await call('/api/setup'));
  if (status.data?.status !== true) {
    const setup = await call('/api/setup', {
      body: { username: 'root', password: 'edge-secret-1', confirmPassword: 'edge-secret-1', SelfUseModeEnabled: true, DemoSiteEnabled: false },
    });
    expect(setup.status).toBe(200);
  }
  const login = await call('/api/user/login', { body: { username: 'root', password: 'edge-secret-1' } });
  const body = await envelope(login);
  expect(body.success, body.message).toBe(true);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { cookie, userId: Number(body.data.id) };
}

/** gpt-4o at a fixed $0.002 per call = 1000 quota (500 000 per USD). */
export const PER_CALL_COST = 1000;

/** A channel to the mock upstream and the per-call price, through the console API. */
export async function addMockChannel(session: Session): Promise<void> {
  const option = await call('/api/option/', { method: 'PUT', session, body: { key: 'ModelPrice', value: JSON.stringify({ 'gpt-4o': 0.002 }) } });
  expect((await envelope(option)).success).toBe(true);
  const channel = await call('/api/channel/', {
    session,
    body: { mode: 'single', channel: { name: 'mock', type: 1, key: 'sk-upstream', base_url: MOCK_UPSTREAM_URL, models: 'gpt-4o', group: 'default' } },
  });
  const created = await envelope(channel);
  expect(created.success, created.message).toBe(true);
}

/** A limited token of `remainQuota` through the API; answers its id and `Bearer sk-…`. */
export async function createToken(session: Session, name: string, remainQuota: number): Promise<{ id: number; authorization: string }> {
  const created = await envelope(await call('/api/token/', { session, body: { name, remain_quota: remainQuota, unlimited_quota: false, expired_time: -1 } }));
  expect(created.success, created.message).toBe(true);
  const row = await env.DB.prepare('SELECT id, key FROM tokens WHERE name = ? ORDER BY id DESC LIMIT 1').bind(name).first<{ id: number; key: string }>();
  return { id: Number(row!.id), authorization: `Bearer sk-${row!.key}` };
}

export async function balances(userId: number, tokenId: number) {
  const user = await env.DB.prepare('SELECT quota, used_quota FROM users WHERE id = ?').bind(userId).first<{ quota: number; used_quota: number }>();
  const token = await env.DB.prepare('SELECT remain_quota, used_quota FROM tokens WHERE id = ?')
    .bind(tokenId)
    .first<{ remain_quota: number; used_quota: number }>();
  const logs = await env.DB.prepare('SELECT COUNT(*) AS rows_, COALESCE(SUM(quota), 0) AS quota FROM logs WHERE token_id = ? AND type = 2')
    .bind(tokenId)
    .first<{ rows_: number; quota: number }>();
  return {
    quota: user!.quota,
    usedQuota: user!.used_quota,
    tokenRemain: token!.remain_quota,
    tokenUsed: token!.used_quota,
    logRows: logs!.rows_,
    logQuota: logs!.quota,
  };
}

export function chat(authorization: string, stream = false): Promise<Response> {
  const body = { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}) };
  return call('/v1/chat/completions', { body, headers: { authorization } });
}

/** A common user made by `admin` through the console API; answers its id. */
export async function createUser(admin: Session, username: string, password: string): Promise<number> {
  const created = await envelope(await call('/api/user/', { session: admin, body: { username, password, display_name: username } }));
  expect(created.success, created.message).toBe(true);
  const row = await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(username).first<{ id: number }>();
  return Number(row!.id);
}

/** A password login (from the address in `headers`, if any: logins share the per-address critical limit). */
export async function signIn(username: string, password: string, headers?: Record<string, string>): Promise<Session> {
  const response = await call('/api/user/login', { body: { username, password }, headers });
  const body = await envelope(response);
  expect(body.success, body.message).toBe(true);
  return { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]!, userId: Number(body.data.id) };
}
