import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMockChannel, balances, call, chat, createToken, envelope, PER_CALL_COST, rootSession, type Session } from './edge-support.ts';
import worker from '../src/index.ts';

describe('edge gateway in workerd (D1, Durable Objects)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await rootSession();
    await addMockChannel(session);
  });

  it('API-SYS-001: setup ran on D1 (migrations applied on first request) and the root user logs in', async () => {
    expect((await envelope(await call('/api/setup'))).data.status).toBe(true);
    const self = await envelope(await call('/api/user/self', { session }));
    expect(self.data.username).toBe('root');
  });

  it('relays a non-stream and a stream call to the mock upstream, each billed exactly once with one log row', async () => {
    const token = await createToken(session, 'edge-exact', 100 * PER_CALL_COST);
    const before = await balances(session.userId, token.id);
    const plain = await chat(token.authorization);
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as any).choices[0].message.content).toBe('Hello from gpt-4o');
    const streamed = await chat(token.authorization, true);
    expect(streamed.status).toBe(200);
    const text = await streamed.text();
    expect(text).toContain('data: [DONE]');
    await expect.poll(async () => (await balances(session.userId, token.id)).logRows, { timeout: 60_000 }).toBe(2);
    const after = await balances(session.userId, token.id);
    expect(after.logQuota).toBe(2 * PER_CALL_COST);
    expect(before.tokenRemain - after.tokenRemain).toBe(2 * PER_CALL_COST);
    expect(before.quota - after.quota).toBe(2 * PER_CALL_COST);
    expect(after.usedQuota - before.usedQuota).toBe(2 * PER_CALL_COST);
  });

  it('100 concurrent requests on a token quota for 10: exactly 10 succeed, nothing overdrawn, Σ log quota == Δ quota', async () => {
    const token = await createToken(session, 'edge-race', 10 * PER_CALL_COST);
    const before = await balances(session.userId, token.id);
    const responses = await Promise.all(Array.from({ length: 100 }, () => chat(token.authorization)));
    const statuses = await Promise.all(responses.map(async (response) => (await response.text(), response.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    // Refused at admission (403, the reservation failed) or, once the settled balance reads 0, at token auth (401 exhausted).
    expect(statuses.filter((status) => status !== 200).every((status) => status === 403 || status === 401)).toBe(true);
    await expect.poll(async () => (await balances(session.userId, token.id)).logRows, { timeout: 60_000 }).toBe(10);
    const after = await balances(session.userId, token.id);
    expect(after.tokenRemain).toBe(0);
    expect(after.logQuota).toBe(10 * PER_CALL_COST);
    expect(before.quota - after.quota).toBe(10 * PER_CALL_COST);
  });

  it('100 concurrent requests from a user whose quota covers 10 (token far larger): exactly 10 succeed, user never below 0', async () => {
    const token = await createToken(session, 'edge-race-user', 1000 * PER_CALL_COST);
    const saved = await env.DB.prepare('SELECT quota FROM users WHERE id = ?').bind(session.userId).first<{ quota: number }>();
    await env.DB.prepare('UPDATE users SET quota = ? WHERE id = ?')
      .bind(10 * PER_CALL_COST, session.userId)
      .run();
    try {
      const responses = await Promise.all(Array.from({ length: 100 }, () => chat(token.authorization)));
      const statuses = await Promise.all(responses.map(async (response) => (await response.text(), response.status)));
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      await expect.poll(async () => (await balances(session.userId, token.id)).logRows, { timeout: 60_000 }).toBe(10);
      const after = await balances(session.userId, token.id);
      expect(after.quota).toBe(0);
      expect(1000 * PER_CALL_COST - after.tokenRemain).toBe(10 * PER_CALL_COST);
    } finally {
      await env.DB.prepare('UPDATE users SET quota = ? WHERE id = ?').bind(saved!.quota, session.userId).run();
    }
  });
});

describe('edge console (Workers static assets)', () => {
  it('serves the console document with the gateway security headers, an SPA route too', async () => {
    for (const path of ['/', '/console/token']) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      await response.text();
    }
  });

  it('a missing file under /static/ or /remotes/ is a 404, not the shell document', async () => {
    for (const path of ['/static/js/main.00000000.js', '/remotes/settings/static/js/gone.js']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toContain('text/html');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(await response.text(), path).toBe('Not Found');
    }
  });

  it('GET /remotes.json answers this environment remotes manifest', async () => {
    const manifest = (await (await call('/remotes.json')).json()) as Record<string, string>;
    expect(manifest.settings).toBe('/remotes/settings/mf-manifest.json');
    expect(Object.keys(manifest).sort()).toEqual(['channels', 'logs', 'pricing_playground', 'settings', 'tokens_wallet']);
  });

  it('a remote deployed alone (absolute manifest URL in REMOTES_JSON) is listed and its origin allowed by the document CSP', async () => {
    const remotes = { channels: 'https://channels-remote.example.workers.dev/mf-manifest.json', settings: '/remotes/settings/mf-manifest.json' };
    const remoteEnv = { ...env, REMOTES_JSON: JSON.stringify(remotes) };
    const fetchWith = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`https://gateway.test${path}`) as never, remoteEnv, ctx as never);
      await waitOnExecutionContext(ctx);
      return response as unknown as Response;
    };
    expect(await (await fetchWith('/remotes.json')).json()).toEqual(remotes);
    const document = await fetchWith('/');
    const policy = document.headers.get('content-security-policy') ?? '';
    await document.text();
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    for (const name of ['script-src', 'connect-src', 'style-src', 'font-src'])
      expect(directive(name), name).toContain('https://channels-remote.example.workers.dev');
    expect(directive('frame-src')).not.toContain('channels-remote');
    expect(policy).toContain("default-src 'self'");
  });
});
