/**
 * Login CSRF: the routes that sign someone in or hand out account credentials accept only a JSON body
 * from this site's own pages. A page on another site could otherwise post a text/plain form (no CORS
 * preflight) that signs the victim's browser into the attacker's account. Refusals write nothing.
 */
import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages } from '@gateway/domain';
import { databaseSnapshot } from './support/database-snapshot.ts';
import { createHarness, envelopeOf, seedAndLogin, seedUser, setUp, type Harness, type RequestOptions, type Session } from './support/harness.ts';

const MAIL_OPTIONS = { SMTPServer: 'smtp.example.com', SMTPFrom: 'gateway@example.com', ServerAddress: 'https://gateway.example.com' };
const CREDENTIALS = { username: 'alice', password: 'alice-password' };
/** What Chromium sends with a form another site posts to us. */
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
/** What Chromium sends with the console's own fetch (the harness's requests go to http://localhost). */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' };
const TEXT_PLAIN = { 'content-type': 'text/plain;charset=UTF-8' };

type CredentialRoute = { route: string; path: string; options: (session: Session) => RequestOptions };

/** Every route under the critical rate limit, with a request that would otherwise be served. */
const CREDENTIAL_ROUTES: CredentialRoute[] = [
  { route: 'API-USR-017 POST /api/user/login', path: '/api/user/login', options: () => ({ body: CREDENTIALS }) },
  { route: 'API-USR-018 POST /api/user/register', path: '/api/user/register', options: () => ({ body: { username: 'mallory', password: 'mallory-pass-1' } }) },
  {
    route: 'API-SYS-002 POST /api/setup',
    path: '/api/setup',
    options: () => ({ body: { username: 'intruder', password: 'intruder-pass', confirmPassword: 'intruder-pass' } }),
  },
  { route: 'API-USR-021 POST /api/user/reset', path: '/api/user/reset', options: () => ({ body: { email: 'alice@example.com', token: 'f'.repeat(32) } }) },
  { route: 'API-USR-020 GET /api/reset_password', path: '/api/reset_password?email=alice@example.com', options: () => ({}) },
  { route: 'API-USR-019 GET /api/verification', path: '/api/verification?email=new@example.com', options: () => ({}) },
  { route: 'API-OA-005 GET /api/oauth/email/bind', path: '/api/oauth/email/bind?email=bind@example.com&code=ABCDEF', options: (session) => ({ session }) },
];
const POSTED_ROUTES = CREDENTIAL_ROUTES.filter(({ route }) => route.includes(' POST '));

describeEachDialect('credential routes refuse cross-site and non-JSON requests (login CSRF)', (getDb, dialect) => {
  let harness: Harness;
  let session: Session;

  beforeEach(async () => {
    await clearAllTables(getDb());
    await upsertOptions(getDb(), MAIL_OPTIONS);
    harness = createHarness(getDb(), dialect);
    session = (await seedAndLogin(harness, { username: 'bob', password: 'bob-password-1' })).session;
    const alice = await seedUser(getDb(), CREDENTIALS);
    await getDb().updateTable('users').set({ email: 'alice@example.com' }).where('id', '=', alice.id).execute();
  });

  async function expectRefusedUnwritten(send: () => Promise<Response>, status: number, message: string): Promise<void> {
    const before = await databaseSnapshot(getDb());
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(await envelopeOf(answer)).toEqual({ success: false, message });
    expect(answer.headers.get('set-cookie')).toBeNull();
    await harness.settle();
    expect(await databaseSnapshot(getDb())).toEqual(before);
    expect(harness.outbox).toEqual([]);
  }

  it('API-USR-017: login refuses a text/plain or form body (415) and a cross-site request (403); same-site JSON signs in', async () => {
    const body = JSON.stringify(CREDENTIALS);
    await expectRefusedUnwritten(() => harness.request('/api/user/login', { body, headers: TEXT_PLAIN }), 415, messages.jsonBodyRequired);
    await expectRefusedUnwritten(
      () => harness.request('/api/user/login', { body, headers: { ...TEXT_PLAIN, ...SAME_ORIGIN } }),
      415,
      messages.jsonBodyRequired,
    );
    const form = 'username=alice&password=alice-password';
    await expectRefusedUnwritten(
      () => harness.request('/api/user/login', { body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      messages.jsonBodyRequired,
    );
    await expectRefusedUnwritten(() => harness.request('/api/user/login', { body: CREDENTIALS, headers: CROSS_SITE }), 403, messages.crossSiteRequestRefused);
    await expectRefusedUnwritten(
      () => harness.request('/api/user/login', { body, headers: { ...TEXT_PLAIN, ...CROSS_SITE } }),
      403,
      messages.crossSiteRequestRefused,
    );
    await expectRefusedUnwritten(
      () => harness.request('/api/user/login', { body: CREDENTIALS, headers: { origin: 'https://evil.example' } }),
      403,
      messages.crossSiteRequestRefused,
    );

    const sameSite: Array<Record<string, string>> = [
      SAME_ORIGIN,
      {},
      { origin: 'http://localhost' },
      { 'content-type': 'application/json; charset=utf-8', ...SAME_ORIGIN },
    ];
    for (const headers of sameSite) {
      const signedIn = await harness.request('/api/user/login', { body: CREDENTIALS, headers });
      expect(signedIn.status, JSON.stringify(headers)).toBe(200);
      expect(signedIn.headers.get('set-cookie')).toMatch(/^session=/);
    }
  });

  it('API-USR-018: register refuses text/plain (415) and cross-site (403) without creating anyone; same-site JSON registers', async () => {
    const body = { username: 'mallory', password: 'mallory-pass-1' };
    await expectRefusedUnwritten(
      () => harness.request('/api/user/register', { body: JSON.stringify(body), headers: TEXT_PLAIN }),
      415,
      messages.jsonBodyRequired,
    );
    await expectRefusedUnwritten(() => harness.request('/api/user/register', { body, headers: CROSS_SITE }), 403, messages.crossSiteRequestRefused);
    await expectRefusedUnwritten(
      () => harness.request('/api/user/register', { body, headers: { 'sec-fetch-site': 'same-site' } }),
      403,
      messages.crossSiteRequestRefused,
    );
    const registered = await harness.request('/api/user/register', { body, headers: SAME_ORIGIN });
    expect(registered.status).toBe(200);
    expect(await getDb().selectFrom('users').select('username').where('username', '=', 'mallory').execute()).toHaveLength(1);
  });

  it.each(CREDENTIAL_ROUTES)('$route refuses a cross-site request with 403 and writes nothing', async ({ path, options }) => {
    const request = options(session);
    await expectRefusedUnwritten(() => harness.request(path, { ...request, headers: CROSS_SITE }), 403, messages.crossSiteRequestRefused);
  });

  it.each(POSTED_ROUTES)('$route refuses a text/plain body with 415 and writes nothing', async ({ path, options }) => {
    const request = options(session);
    await expectRefusedUnwritten(() => harness.request(path, { body: JSON.stringify(request.body), headers: TEXT_PLAIN }), 415, messages.jsonBodyRequired);
  });

  it('API-SYS-002: a same-site JSON setup still runs after the refused ones', async () => {
    const body = { username: 'admin', password: 'admin-password', confirmPassword: 'admin-password' };
    await expectRefusedUnwritten(() => harness.request('/api/setup', { body: JSON.stringify(body), headers: TEXT_PLAIN }), 415, messages.jsonBodyRequired);
    expect((await harness.request('/api/setup', { body, headers: SAME_ORIGIN })).status).toBe(200);
    await expect(setUp(harness)).rejects.toThrow(/409/);
  });

  it('refused cross-site requests do not use up the critical rate limit of the address they came from', async () => {
    harness = createHarness(getDb(), dialect, {
      rateLimits: { globalApi: { enabled: true, limit: 100, windowSeconds: 60 }, critical: { enabled: true, limit: 1, windowSeconds: 60 } },
    });
    for (let index = 0; index < 3; index++) {
      expect((await harness.request('/api/user/login', { body: CREDENTIALS, headers: CROSS_SITE })).status).toBe(403);
    }
    expect((await harness.request('/api/user/login', { body: CREDENTIALS, headers: SAME_ORIGIN })).status).toBe(200);
  });
});
