import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { hashAccessToken, messages, Role } from '@gateway/domain';
import { SESSION_COOKIE } from '../src/index.ts';
import { createHarness, envelopeOf, login, seedAndLogin, seedUser, setUpRoot, type Harness, type Session } from './support/harness.ts';

/**
 * The signed-in user's own account: profile and password, deletion, the system access
 * token, the invitation code and transfer, the notification setting — each endpoint's validation and
 * permission by its API-USR id, on SQLite and PostgreSQL.
 */
describeEachDialect('own account API', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  let alice: Session;
  const PASSWORD = 'alice-pass-1';

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    root = await setUpRoot(harness);
    alice = (await seedAndLogin(harness, { username: 'alice', password: PASSWORD, quota: 1000 })).session;
  });

  const row = (id: number) => getDb().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const allUsers = () => getDb().selectFrom('users').selectAll().orderBy('id').execute();
  const self = (session: Session) => harness.request('/api/user/self', { session });
  const put = (session: Session, body: unknown) => harness.request('/api/user/self', { method: 'PUT', session, body });
  const byToken = (token: string, userId: number, path = '/api/user/self') => harness.request(path, { headers: { Authorization: token }, userId });

  function sessionFrom(response: Response, userId: number): Session {
    const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '');
    if (!match?.[1]) throw new Error('no session cookie in the answer');
    return { cookie: match[1], userId };
  }

  async function expectRefused(response: Response, status: number, message: string | RegExp): Promise<void> {
    expect(response.status).toBe(status);
    const body = await envelopeOf(response);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
  }

  it('API-USR-007 / SH-075: edits the own username and display name; a taken name or a bad one is refused and writes nothing', async () => {
    expect((await put(alice, { username: 'alice2', display_name: 'Alice A.' })).status).toBe(200);
    expect(await row(alice.userId)).toMatchObject({ username: 'alice2', display_name: 'Alice A.' });
    expect((await self(alice)).status).toBe(200);

    await seedUser(getDb(), { username: 'bob' });
    const before = await allUsers();
    await expectRefused(await put(alice, { username: 'bob' }), 409, messages.usernameTaken);
    await expectRefused(await put(alice, { display_name: 'x'.repeat(21) }), 400, /display_name: must be at most 20 characters/);
    await expectRefused(await put(alice, { username: '' }), 400, /username: cannot be empty/);
    // Role and quota are not the user's to set: extra fields are ignored.
    expect((await put(alice, { role: 100, quota: 1e9, display_name: 'ok' })).status).toBe(200);
    expect((await row(alice.userId)).role).toBe(Role.Common);
    expect((await row(alice.userId)).quota).toBe(1000);
    expect((await allUsers()).filter((user) => user.username !== 'alice2')).toEqual(before.filter((user) => user.username !== 'alice2'));
  });

  it('API-USR-007 / SH-076: a password change needs the current password; a wrong or missing one changes nothing', async () => {
    const before = await row(alice.userId);
    await expectRefused(await put(alice, { password: 'brand-new-pass' }), 400, messages.originalPasswordWrong);
    await expectRefused(await put(alice, { password: 'brand-new-pass', original_password: 'wrong-pass-1' }), 400, messages.originalPasswordWrong);
    await expectRefused(await put(alice, { password: 'short', original_password: PASSWORD }), 400, /password: must be at least 8 characters/);
    expect(await row(alice.userId)).toEqual(before);
  });

  it('ADR 0017: changing the own password ends the other sessions and the access token, and keeps this one signed in', async () => {
    const laptop = await login(harness, 'alice', PASSWORD);
    const token = (await envelopeOf<string>(await harness.request('/api/user/token', { session: alice }))).data!;
    const response = await put(alice, { password: 'brand-new-pass', original_password: PASSWORD });
    expect(response.status).toBe(200);
    const renewed = sessionFrom(response, alice.userId);

    expect((await self(renewed)).status).toBe(200);
    expect((await self(alice)).status).toBe(401);
    expect((await self(laptop)).status).toBe(401);
    expect((await byToken(token, alice.userId)).status).toBe(401);
    await expect(login(harness, 'alice', PASSWORD)).rejects.toThrow();
    await login(harness, 'alice', 'brand-new-pass');
  });

  it('API-USR-009 / SH-077: deleting the own account signs out everywhere; root cannot delete itself', async () => {
    const other = await login(harness, 'alice', PASSWORD);
    const response = await harness.request('/api/user/self', { method: 'DELETE', session: alice });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expect((await row(alice.userId)).deleted_at).toBeGreaterThan(0);
    expect((await self(other)).status).toBe(401);
    await expect(login(harness, 'alice', PASSWORD)).rejects.toThrow();

    const before = await allUsers();
    await expectRefused(await harness.request('/api/user/self', { method: 'DELETE', session: root }), 403, messages.cannotDeleteSelfRoot);
    expect(await allUsers()).toEqual(before);
    expect((await self(root)).status).toBe(200);
  });

  it('API-USR-013 / SH-078: the access token is answered once, stored as its hash, signs in /api calls and is replaced by the next', async () => {
    const first = await envelopeOf<string>(await harness.request('/api/user/token', { session: alice }));
    expect(first.data).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = (await row(alice.userId)).access_token;
    expect(stored).toBe(await hashAccessToken(first.data!));
    expect(stored).not.toContain(first.data!);
    const answer = await byToken(first.data!, alice.userId);
    expect(answer.status).toBe(200);
    expect((await envelopeOf<{ username: string }>(answer)).data!.username).toBe('alice');
    expect((await harness.request('/api/user/self', { headers: { Authorization: `Bearer ${first.data}` }, userId: alice.userId })).status).toBe(200);
    // New-Api-User must name the token's owner.
    expect((await byToken(first.data!, root.userId)).status).toBe(401);

    const second = (await envelopeOf<string>(await harness.request('/api/user/token', { session: alice }))).data!;
    expect(second).not.toBe(first.data);
    expect((await byToken(first.data!, alice.userId)).status).toBe(401);
    expect((await byToken(second, alice.userId)).status).toBe(200);
    expect((await harness.request('/api/user/token')).status).toBe(401);
  });

  it('an access token follows the database — disabled, demoted or deleted, it stops on the next request', async () => {
    const admin = await seedAndLogin(harness, { username: 'admin', password: 'admin-pass-1', role: Role.Admin });
    const tokenOf = async (session: Session) => (await envelopeOf<string>(await harness.request('/api/user/token', { session }))).data!;
    const manage = (id: number, action: string) => harness.request('/api/user/manage', { session: root, body: { id, action } });

    const adminToken = await tokenOf(admin.session);
    expect((await byToken(adminToken, admin.user.id, '/api/user/?p=0')).status).toBe(200);
    expect((await manage(admin.user.id, 'demote')).status).toBe(200);
    expect((await byToken(adminToken, admin.user.id, '/api/user/?p=0')).status).toBe(401);
    // A token made after the demotion signs in a common user: admin routes say no.
    const demotedToken = await tokenOf(await login(harness, 'admin', 'admin-pass-1'));
    await expectRefused(await byToken(demotedToken, admin.user.id, '/api/user/?p=0'), 403, messages.insufficientPermission);

    const aliceToken = await tokenOf(alice);
    expect((await manage(alice.userId, 'disable')).status).toBe(200);
    expect((await byToken(aliceToken, alice.userId)).status).toBe(401);
    expect((await manage(alice.userId, 'enable')).status).toBe(200);
    expect((await byToken(aliceToken, alice.userId)).status).toBe(401);

    const fresh = await tokenOf(await login(harness, 'alice', PASSWORD));
    expect((await byToken(fresh, alice.userId)).status).toBe(200);
    // Even a token the disable did not clear (written straight to the row) stops with the status.
    await getDb().updateTable('users').set({ status: 2 }).where('id', '=', alice.userId).execute();
    await expectRefused(await byToken(fresh, alice.userId), 403, messages.userBanned);
    await getDb().updateTable('users').set({ status: 1, deleted_at: 1 }).where('id', '=', alice.userId).execute();
    await expectRefused(await byToken(fresh, alice.userId), 401, messages.accessTokenInvalid);
  });

  it('API-USR-014 / SH-079: the invitation code is made on first ask and stays the same', async () => {
    await getDb().updateTable('users').set({ aff_code: null }).where('id', '=', alice.userId).execute();
    const first = (await envelopeOf<string>(await harness.request('/api/user/aff', { session: alice }))).data;
    expect(first).toMatch(/^[A-Za-z0-9]{4}$/);
    const again = await Promise.all([1, 2, 3].map(async () => (await envelopeOf<string>(await harness.request('/api/user/aff', { session: alice }))).data));
    expect(again).toEqual([first, first, first]);
    expect((await row(alice.userId)).aff_code).toBe(first);
  });

  it('API-USR-015 / SH-080: the transfer is at least one quota unit, at most the reward, and concurrent transfers never overdraw', async () => {
    await upsertOptions(getDb(), { QuotaPerUnit: '500000' });
    harness = createHarness(getDb(), dialect);
    await getDb().updateTable('users').set({ aff_quota: 1_200_000 }).where('id', '=', alice.userId).execute();
    const transfer = (quota: unknown) => harness.request('/api/user/aff_transfer', { session: alice, body: { quota } });
    const before = await row(alice.userId);
    await expectRefused(await transfer(499_999), 400, messages.affQuotaTooSmall);
    await expectRefused(await transfer(2_000_000), 400, messages.affQuotaInsufficient);
    await expectRefused(await transfer(1.5), 400, /quota: must be an integer/);
    await expectRefused(await transfer('500000'), 400, /quota: must be a number/);
    expect(await row(alice.userId)).toEqual(before);

    const results = await Promise.all([1, 2, 3].map(() => transfer(500_000)));
    expect(results.map((response) => response.status).sort()).toEqual([200, 200, 400]);
    expect(await row(alice.userId)).toMatchObject({ aff_quota: 200_000, quota: 1_001_000 });
  });

  it('API-USR-016 / SH-087…SH-091: the setting is validated and stored whole as JSON text in users.setting', async () => {
    const setting = {
      notify_type: 'webhook',
      quota_warning_threshold: 500000,
      webhook_url: 'https://hooks.example.com/q',
      webhook_secret: 's3cret',
      notification_email: '',
      accept_unset_model_ratio_model: true,
    };
    const save = (body: unknown) => harness.request('/api/user/setting', { method: 'PUT', session: alice, body });
    expect((await save(setting)).status).toBe(200);
    expect(JSON.parse((await row(alice.userId)).setting)).toEqual(setting);
    expect(JSON.parse((await envelopeOf<{ setting: string }>(await self(alice))).data!.setting)).toEqual(setting);

    const before = await row(alice.userId);
    const refusals: Array<[unknown, number, string | RegExp]> = [
      [{ ...setting, webhook_url: 'http://hooks.example.com/q' }, 400, /webhook_url: must be an https:\/\/ URL/],
      [{ ...setting, webhook_url: '' }, 400, /webhook_url: cannot be empty/],
      [{ ...setting, webhook_url: 'https://127.0.0.1/hook' }, 400, messages.webhookAddressNotAllowed],
      [{ ...setting, webhook_url: 'https://[::1]/hook' }, 400, messages.webhookAddressNotAllowed],
      [{ ...setting, webhook_url: 'https://metadata.google.internal/x' }, 400, messages.webhookAddressNotAllowed],
      [{ ...setting, notify_type: 'email', notification_email: 'not-an-email' }, 400, /notification_email: must be a valid email address/],
      [{ ...setting, quota_warning_threshold: -1 }, 400, /quota_warning_threshold: must be at least 0/],
      [{ ...setting, notify_type: 'sms' }, 400, /notify_type: must be one of email, webhook/],
      [{ ...setting, webhook_secret: 'a\nb' }, 400, /webhook_secret/],
    ];
    for (const [body, status, message] of refusals) await expectRefused(await save(body), status, message);
    expect(await row(alice.userId)).toEqual(before);
    expect((await harness.request('/api/user/setting', { method: 'PUT', body: setting })).status).toBe(401);

    // The webhook secret is the user's credential: an administrator reading the user does not get it.
    const adminRead = await harness.request(`/api/user/${alice.userId}`, { session: root });
    const { webhook_secret: _secret, ...visible } = setting;
    expect(JSON.parse((await envelopeOf<{ setting: string }>(adminRead)).data!.setting)).toEqual(visible);
    const listed = await harness.request('/api/user/search?keyword=alice', { session: root });
    expect(await listed.text()).not.toContain('s3cret');
  });

  it('invite flow end to end: aff on registration credits QuotaForInviter and QuotaForInvitee exactly once, and the reward transfers', async () => {
    await upsertOptions(getDb(), { QuotaForInviter: '600000', QuotaForInvitee: '300', QuotaForNewUser: '100', QuotaPerUnit: '500000' });
    harness = createHarness(getDb(), dialect);
    const code = (await envelopeOf<string>(await harness.request('/api/user/aff', { session: alice }))).data!;
    const body = { username: 'invitee', password: 'invitee-pass', aff_code: code };
    const answers = await Promise.all([1, 2, 3].map(() => harness.request('/api/user/register', { body })));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    expect((await harness.request('/api/user/register', { body })).status).toBe(409);

    expect(await row(alice.userId)).toMatchObject({ aff_count: 1, aff_quota: 600_000, aff_history: 600_000, quota: 1000 });
    const invitee = await getDb().selectFrom('users').selectAll().where('username', '=', 'invitee').executeTakeFirstOrThrow();
    expect(invitee).toMatchObject({ inviter_id: alice.userId, quota: 400 });
    expect((await harness.request('/api/user/aff_transfer', { session: alice, body: { quota: 500_000 } })).status).toBe(200);
    expect(await row(alice.userId)).toMatchObject({ aff_quota: 100_000, aff_history: 600_000, quota: 501_000 });
  });

  it('every own-account endpoint is closed to visitors (401)', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['PUT', '/api/user/self', { display_name: 'x' }],
      ['DELETE', '/api/user/self'],
      ['GET', '/api/user/token'],
      ['GET', '/api/user/aff'],
      ['POST', '/api/user/aff_transfer', { quota: 500000 }],
      ['POST', '/api/user/setting/test', {}],
      ['GET', '/api/oauth/email/bind?email=a@b.co&code=ABCDEF'],
    ];
    for (const [method, path, body] of calls) {
      const response = await harness.request(path, { method, ...(body === undefined ? {} : { body }) });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});
