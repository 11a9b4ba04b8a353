import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { LogType, messages, Role } from '@gateway/domain';
import { createHarness, envelopeOf, login, seedUser, type Harness } from './support/harness.ts';

describeEachDialect('POST /api/user/register', (getDb, dialect) => {
  let harness: Harness;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
  });

  async function reloadWithOptions(options: Record<string, string>) {
    await upsertOptions(getDb(), options);
    harness = createHarness(getDb(), dialect);
  }

  const register = (body: unknown, query = '') => harness.request(`/api/user/register${query}`, { body });
  const users = () => getDb().selectFrom('users').selectAll().orderBy('id').execute();

  it('API-USR-018: creates a common user with QuotaForNewUser, a 4-character invitation code and a bonus log', async () => {
    await reloadWithOptions({ QuotaForNewUser: '5000', DisplayInCurrencyEnabled: 'false' });
    const response = await register({ username: 'newbie', password: 'newbie-pass', password2: 'newbie-pass' });
    expect(response.status).toBe(200);
    expect((await envelopeOf(response)).success).toBe(true);
    const [user] = await users();
    expect(user).toMatchObject({ username: 'newbie', display_name: 'newbie', role: Role.Common, status: 1, quota: 5000, group: 'default', inviter_id: 0 });
    expect(user!.aff_code).toMatch(/^[A-Za-z0-9]{4}$/);
    const logs = await getDb().selectFrom('logs').selectAll().execute();
    expect(logs).toMatchObject([{ user_id: user!.id, type: LogType.System, content: 'new user registration bonus 5000 quota' }]);
    await login(harness, 'newbie', 'newbie-pass');
  });

  it('links an inviter by aff_code: invitee bonus, inviter reward, logs — together', async () => {
    const inviter = await seedUser(getDb(), { username: 'inviter', affCode: 'AbC1', quota: 10 });
    await reloadWithOptions({ QuotaForNewUser: '100', QuotaForInvitee: '20', QuotaForInviter: '300' });
    const response = await register({ username: 'invitee', password: 'invitee-pass', aff_code: 'AbC1' });
    expect(response.status).toBe(200);
    const rows = await users();
    const invitee = rows.find((row) => row.username === 'invitee')!;
    expect(invitee).toMatchObject({ quota: 120, inviter_id: inviter.id });
    expect(rows.find((row) => row.id === inviter.id)).toMatchObject({ quota: 10, aff_count: 1, aff_quota: 300, aff_history: 300 });
    const logs = await getDb().selectFrom('logs').select(['user_id', 'type', 'content']).orderBy('id').execute();
    expect(logs).toEqual([
      { user_id: invitee.id, type: LogType.System, content: 'new user registration bonus $0.000200' },
      { user_id: invitee.id, type: LogType.System, content: 'invitation code bonus $0.000040' },
      { user_id: inviter.id, type: LogType.System, content: 'invited a user, bonus $0.000600' },
    ]);
  });

  it('ignores an unknown invitation code', async () => {
    const response = await register({ username: 'lonely', password: 'lonely-pass', aff_code: 'zzzz' });
    expect(response.status).toBe(200);
    expect((await users())[0]).toMatchObject({ username: 'lonely', inviter_id: 0 });
  });

  it('refuses a taken username — also one of a deleted user — with 409 and writes nothing', async () => {
    await seedUser(getDb(), { username: 'taken' });
    const deleted = await seedUser(getDb(), { username: 'ghost' });
    await getDb().updateTable('users').set({ deleted_at: 1_800_000_000 }).where('id', '=', deleted.id).execute();
    for (const username of ['taken', 'ghost']) {
      const response = await register({ username, password: 'password-1' });
      expect(response.status).toBe(409);
      expect(await envelopeOf(response)).toEqual({ success: false, message: messages.usernameTaken });
    }
    expect(await users()).toHaveLength(2);
  });

  it('keeps one account when the same name registers twice at once', async () => {
    const responses = await Promise.all([register({ username: 'twin', password: 'password-1' }), register({ username: 'twin', password: 'password-2' })]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await users()).toHaveLength(1);
    expect(harness.loggedErrors).toEqual([]);
  });

  it.each([
    ['a missing username', { password: 'password-1' }, /username: is required/],
    ['a username over 12 characters', { username: 'abcdefghijklm', password: 'password-1' }, /username: must be at most 12 characters/],
    ['a short password (SH-043)', { username: 'shorty', password: 'short' }, /password: must be at least 8 characters/],
    ['a password over 20 characters', { username: 'longpw', password: 'p'.repeat(21) }, /password: must be at most 20 characters/],
    ['different passwords (SH-044)', { username: 'differ', password: 'password-1', password2: 'password-2' }, /password2: the two passwords differ/],
    ['a wrong-typed aff_code', { username: 'typed', password: 'password-1', aff_code: 12 }, /aff_code: must be a string/],
    ['a username with a control character', { username: 'evil\u001b[2J', password: 'password-1' }, /username: must not contain control characters/],
    ['a username with a bidi override', { username: 'gpj.\u202Eexe', password: 'password-1' }, /username: must not contain control characters/],
  ])('answers 400 for %s and writes nothing', async (_label, body, message) => {
    const response = await register(body);
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toMatch(message);
    expect(await users()).toEqual([]);
  });

  it('answers 400 for invalid JSON', async () => {
    const response = await harness.request('/api/user/register', { body: 'not json' });
    expect(response.status).toBe(400);
    expect(await users()).toEqual([]);
  });

  it('is refused when registration or password registration is closed', async () => {
    await reloadWithOptions({ RegisterEnabled: 'false' });
    let response = await register({ username: 'closed', password: 'password-1' });
    expect(response.status).toBe(403);
    expect((await envelopeOf(response)).message).toBe(messages.registrationClosed);
    await reloadWithOptions({ RegisterEnabled: 'true', PasswordRegisterEnabled: 'false' });
    response = await register({ username: 'closed', password: 'password-1' });
    expect(response.status).toBe(403);
    expect((await envelopeOf(response)).message).toBe(messages.passwordRegistrationClosed);
    expect(await users()).toEqual([]);
  });

  it('never accepts an unverified email when email verification is on', async () => {
    await reloadWithOptions({ EmailVerificationEnabled: 'true' });
    let response = await register({ username: 'mailer', password: 'password-1' });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toBe(messages.emailVerificationRequired);
    response = await register({ username: 'mailer', password: 'password-1', email: 'mailer@example.com', verification_code: '123456' });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toBe(messages.verificationCodeInvalid);
    expect(await users()).toEqual([]);
  });

  it('checks Turnstile before registering when enabled', async () => {
    await reloadWithOptions({ TurnstileCheckEnabled: 'true', TurnstileSiteKey: 'site', TurnstileSecretKey: 'secret' });
    const response = await register({ username: 'robot', password: 'password-1' });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toBe(messages.turnstileRequired);
    expect(await users()).toEqual([]);
  });
});
