/**
 * Every /api answer carries Cache-Control: no-store and X-Content-Type-Options: nosniff, whatever
 * ends the request: a success that holds a secret, a refusal by a middleware, a 404, an unexpected error.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { API_BODY_LIMIT_BYTES } from '../src/index.ts';
import { createHarness, seedAndLogin, type Harness, type RequestOptions, type Session } from './support/harness.ts';

function expectApiHeaders(response: Response, label: string): void {
  expect(response.headers.get('cache-control'), label).toBe('no-store');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
}

describeEachDialect('/api response headers', (getDb, dialect) => {
  let harness: Harness;
  let alice: Session;

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect, {
      rateLimits: { globalApi: { enabled: true, limit: 30, windowSeconds: 60 }, critical: { enabled: true, limit: 30, windowSeconds: 60 } },
    });
    alice = (await seedAndLogin(harness, { username: 'alice' })).session;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('API-USR-013 / COM-001: successes, secrets included (the access token, the webhook secret in /api/user/self)', async () => {
    const cases: Array<[string, RequestOptions]> = [
      ['/api/user/token', { session: alice }],
      ['/api/user/self', { session: alice }],
      ['/api/status', {}],
      ['/api/user/login', { body: { username: 'alice', password: 'password-123' } }],
    ];
    for (const [path, options] of cases) {
      const response = await harness.request(path, options);
      expect(response.status, path).toBe(200);
      expectApiHeaders(response, path);
    }
  });

  it('COM-001: refusals from routes and middleware, and 404s', async () => {
    const cases: Array<[string, string, RequestOptions, number]> = [
      ['not signed in', '/api/user/self', {}, 401],
      ['invalid JSON', '/api/user/login', { body: '{' }, 400],
      ['body too large', '/api/user/login', { body: 'x'.repeat(API_BODY_LIMIT_BYTES + 1) }, 413],
      ['text/plain to a credential route', '/api/user/login', { body: '{}', headers: { 'content-type': 'text/plain' } }, 415],
      ['cross-site', '/api/user/login', { body: {}, headers: { 'sec-fetch-site': 'cross-site' } }, 403],
      ['unknown route', '/api/nope', {}, 404],
      ['the bare prefix', '/api', {}, 404],
    ];
    for (const [label, path, options, status] of cases) {
      const response = await harness.request(path, options);
      expect(response.status, label).toBe(status);
      expectApiHeaders(response, label);
    }
  });

  it('COM-005: rate-limit refusals', async () => {
    const statuses: number[] = [];
    let response = await harness.request('/api/status', { ip: '198.51.100.9' });
    for (let index = 0; index < 30; index++) {
      statuses.push(response.status);
      response = await harness.request('/api/status', { ip: '198.51.100.9' });
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(response.status).toBe(429);
    expectApiHeaders(response, '429');
  });

  it('an unexpected error (500)', async () => {
    vi.spyOn(harness.db, 'selectFrom').mockImplementation(() => {
      throw new Error('database down');
    });
    const response = await harness.request('/api/user/self', { session: alice });
    expect(response.status).toBe(500);
    expectApiHeaders(response, '500');
  });
});
