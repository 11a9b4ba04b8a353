import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages } from '@gateway/domain';
import type { MailSender } from '../src/index.ts';
import { MAIL_LIMITS } from '../src/services/verification/mail-allowance.ts';
import { CODE_GUESS_LIMIT } from '../src/services/verification/code-guesses.ts';
import { createHarness, envelopeOf, login, seedAndLogin, seedUser, type Harness, type HarnessOptions, type Session } from './support/harness.ts';

const MAIL_OPTIONS = { SMTPServer: 'smtp.example.com', SMTPFrom: 'gateway@example.com', SystemName: 'Gateway', ServerAddress: 'https://gateway.example.com' };

/**
 * Accounts by email through the gateway with an in-memory mail sender: verification codes
 * (registration, binding), password-reset links, the domain and alias rules, limits and failures, on SQLite
 * and PostgreSQL. apps/server's smtp tests repeat the flows over a real SMTP server.
 */
describeEachDialect('accounts by email', (getDb, dialect) => {
  let harness: Harness;
  let now: number;

  async function start(options: Record<string, string> = {}, harnessOptions: HarnessOptions = {}) {
    await upsertOptions(getDb(), { ...MAIL_OPTIONS, ...options });
    harness = createHarness(getDb(), dialect, { clock: { now: () => now }, ...harnessOptions });
  }

  beforeEach(async () => {
    await clearAllTables(getDb());
    now = 1_900_000_000_000;
    await start();
  });

  const codes = () => getDb().selectFrom('verification_codes').selectAll().execute();
  const users = () => getDb().selectFrom('users').selectAll().orderBy('id').execute();
  const sendCode = (email: string, ip?: string) => harness.request(`/api/verification?email=${encodeURIComponent(email)}`, ip === undefined ? {} : { ip });
  const register = (body: Record<string, unknown>) => harness.request('/api/user/register', { body: { password: 'new-pass-123', ...body } });
  const lastMail = () => harness.outbox[harness.outbox.length - 1]!;
  const codeIn = (text: string) => /code is ([A-Z0-9]{6})/.exec(text)?.[1] ?? '';

  async function expectRefused(response: Response, status: number, message: string | RegExp): Promise<void> {
    expect(response.status).toBe(status);
    expect((await envelopeOf(response)).message).toMatch(message);
  }

  async function mailedCode(email: string): Promise<string> {
    const response = await sendCode(email);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(lastMail().to).toEqual([email.toLowerCase()]);
    return codeIn(lastMail().text);
  }

  it('API-USR-019 / SH-046: the code arrives by mail from the SMTP settings and is stored only as a hash', async () => {
    const code = await mailedCode('New.User@Example.com');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const mail = lastMail();
    expect(mail.from).toEqual({ name: 'Gateway', address: 'gateway@example.com' });
    expect(mail.smtp).toMatchObject({ host: 'smtp.example.com', port: 587, secure: false });
    expect(mail.subject).toContain('Gateway');
    expect(mail.html).toContain(`<strong>${code}</strong>`);
    const [stored] = await codes();
    expect(stored).toMatchObject({ purpose: 'verify', email: 'new.user@example.com', attempts: 0, expires_at: now / 1000 + 600 });
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('API-USR-018 / SH-046: with EmailVerificationEnabled, registration works with the mailed code, once', async () => {
    await start({ EmailVerificationEnabled: 'true' });
    await expectRefused(await register({ username: 'nomail' }), 400, messages.emailVerificationRequired);
    const code = await mailedCode('carol@example.com');
    const response = await register({ username: 'carol', email: 'Carol@Example.com', verification_code: code.toLowerCase() });
    expect(response.status).toBe(200);
    expect((await users()).find((user) => user.username === 'carol')).toMatchObject({ email: 'carol@example.com' });
    expect(await codes()).toEqual([]);
    await login(harness, 'carol@example.com', 'new-pass-123');
    // Reused: the code is gone.
    await expectRefused(await register({ username: 'carol2', email: 'carol@example.com', verification_code: code }), 400, messages.verificationCodeInvalid);
  });

  it('a wrong, reused or expired code is refused, and nothing is created', async () => {
    await start({ EmailVerificationEnabled: 'true' });
    const attempt = (code: string, username = 'dave') => register({ username, email: 'dave@example.com', verification_code: code });
    const code = await mailedCode('dave@example.com');
    await expectRefused(await attempt('WRONG1'), 400, messages.verificationCodeInvalid);
    now += 601_000;
    await expectRefused(await attempt(code), 400, messages.verificationCodeInvalid);
    expect((await users()).map((user) => user.username)).toEqual([]);

    // Two registrations racing with one code: one account.
    const racing = await mailedCode('dave@example.com');
    const answers = await Promise.all(['dave', 'dave2', 'dave3'].map((username) => attempt(racing, username)));
    // The losers find the code used (400) or, once the winner committed, the address taken (409).
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((status) => status === 400 || status === 409)).toBe(true);
    expect(await users()).toHaveLength(1);
  });

  it(`API-USR-018: a stranger's wrong codes do not end the owner's code; after ${CODE_GUESS_LIMIT.limit} the stranger waits`, async () => {
    await start({ EmailVerificationEnabled: 'true' });
    const attempt = (code: string, ip: string, username: string) =>
      harness.request('/api/user/register', { ip, body: { username, password: 'new-pass-123', email: 'olga@example.com', verification_code: code } });
    const code = await mailedCode('olga@example.com');
    for (let guess = 0; guess < CODE_GUESS_LIMIT.limit; guess++) {
      await expectRefused(await attempt(`WRONG${guess}`, '203.0.113.66', 'mallory'), 400, messages.verificationCodeInvalid);
    }
    // The stranger's client is refused for a while, even with the right code; the stored code is untouched.
    const refused = await attempt(code, '203.0.113.66', 'mallory');
    await expectRefused(refused, 429, messages.verificationCodeTooManyGuesses);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await codes()).toMatchObject([{ email: 'olga@example.com', attempts: 0 }]);

    // The owner, from another client, still registers with the code.
    expect((await attempt(code, '198.51.100.7', 'olga')).status).toBe(200);
    expect((await users()).map((user) => user.username)).toEqual(['olga']);
  });

  it('a client refused for too many wrong codes may type codes again once the window has passed', async () => {
    await start({ EmailVerificationEnabled: 'true' });
    const attempt = (code: string) =>
      harness.request('/api/user/register', {
        ip: '203.0.113.66',
        body: { username: 'pat', password: 'new-pass-123', email: 'pat@example.com', verification_code: code },
      });
    await mailedCode('pat@example.com');
    for (let guess = 0; guess < CODE_GUESS_LIMIT.limit; guess++) await expectRefused(await attempt(`WRONG${guess}`), 400, messages.verificationCodeInvalid);
    await expectRefused(await attempt('WRONG9'), 429, messages.verificationCodeTooManyGuesses);
    now += CODE_GUESS_LIMIT.windowMilliseconds + 1_000;
    const fresh = await mailedCode('pat@example.com');
    await expectRefused(await attempt('WRONG9'), 400, messages.verificationCodeInvalid);
    expect((await attempt(fresh)).status).toBe(200);
  });

  it('the domain whitelist and the alias rule hold when a code is sent and when it is used', async () => {
    await start({
      EmailVerificationEnabled: 'true',
      EmailDomainRestrictionEnabled: 'true',
      EmailDomainWhitelist: 'example.com,qq.com',
      EmailAliasRestrictionEnabled: 'true',
    });
    await expectRefused(await sendCode('eve@evil.example'), 400, messages.emailDomainNotAllowed);
    await expectRefused(await sendCode('eve@mail.example.com'), 400, messages.emailDomainNotAllowed);
    await expectRefused(await sendCode('eve+shop@example.com'), 400, messages.emailAliasNotAllowed);
    await expectRefused(await sendCode('e.ve@qq.com'), 400, messages.emailAliasNotAllowed);
    expect(harness.outbox).toEqual([]);
    const code = await mailedCode('eve@qq.com');

    // The rule tightened between sending and using: the address is refused at registration too.
    await start({ EmailDomainWhitelist: 'example.com' });
    await expectRefused(await register({ username: 'eve', email: 'eve@qq.com', verification_code: code }), 400, messages.emailDomainNotAllowed);
    expect(await users()).toEqual([]);
  });

  it('an address already held is refused (409) and gets no mail', async () => {
    await seedUser(getDb(), { username: 'holder' });
    await getDb().updateTable('users').set({ email: 'held@example.com' }).execute();
    await expectRefused(await sendCode('HELD@example.com'), 409, messages.emailTaken);
    expect(harness.outbox).toEqual([]);
  });

  it('SMTP not set up (503) or down (502): a clear error, no code stored, no user created', async () => {
    await start({ SMTPServer: '' });
    await expectRefused(await sendCode('frank@example.com'), 503, messages.smtpNotConfigured);
    const down: MailSender = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    await start({ SMTPServer: 'smtp.example.com', EmailVerificationEnabled: 'true' }, { mail: down });
    await expectRefused(await sendCode('frank@example.com'), 502, messages.mailSendFailed);
    await expectRefused(await sendCode('frank@example.com'), 502, messages.mailSendFailed);
    await expectRefused(await sendCode('frank@example.com'), 502, messages.mailSendFailed);
    // Failed sends do not count against the address: after three failures a fourth still tries.
    await expectRefused(await sendCode('frank@example.com'), 502, messages.mailSendFailed);
    expect(await codes()).toEqual([]);
    await expectRefused(await register({ username: 'frank', email: 'frank@example.com', verification_code: 'ABCDEF' }), 400, messages.verificationCodeInvalid);
    expect(await users()).toEqual([]);
    expect(harness.loggedErrors).toEqual([]);
  });

  it(`mails are limited to ${MAIL_LIMITS.perAddress.limit} per address and ${MAIL_LIMITS.perIp.limit} per client IP`, async () => {
    for (let index = 0; index < MAIL_LIMITS.perAddress.limit; index++) expect((await sendCode('gina@example.com', '198.51.100.1')).status).toBe(200);
    await expectRefused(await sendCode('gina@example.com', '198.51.100.2'), 429, messages.tooManyRequests);
    for (let index = MAIL_LIMITS.perAddress.limit; index < MAIL_LIMITS.perIp.limit; index++)
      expect((await sendCode(`g${index}@example.com`, '198.51.100.1')).status).toBe(200);
    await expectRefused(await sendCode('other@example.com', '198.51.100.1'), 429, messages.tooManyRequests);
    expect(harness.outbox).toHaveLength(MAIL_LIMITS.perIp.limit);
  });

  it('API-OA-005 / SH-082: binding needs the mailed code; the address becomes the signed-in user’s, once', async () => {
    const { user, session } = await seedAndLogin(harness, { username: 'henry' });
    const bind = (email: string, code: string, as: Session | null = session) =>
      harness.request(`/api/oauth/email/bind?email=${encodeURIComponent(email)}&code=${code}`, as === null ? {} : { session: as });
    const code = await mailedCode('henry@example.com');
    await expectRefused(await bind('henry@example.com', code, null), 401, messages.notLoggedIn);
    await expectRefused(await bind('henry@example.com', 'WRONG1'), 400, messages.verificationCodeInvalid);
    await expectRefused(await bind('other@example.com', code), 400, messages.verificationCodeInvalid);
    expect((await bind('henry@example.com', code)).status).toBe(200);
    expect((await getDb().selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email).toBe('henry@example.com');
    await expectRefused(await bind('henry@example.com', code), 400, messages.verificationCodeInvalid);

    // Someone else took the address meanwhile: the code stays unused, the bind is refused.
    const other = await seedAndLogin(harness, { username: 'ivy' });
    const ivyCode = await mailedCode('ivy@example.com');
    await getDb().updateTable('users').set({ email: 'ivy@example.com' }).where('id', '=', user.id).execute();
    await expectRefused(await bind('ivy@example.com', ivyCode, other.session), 409, messages.emailTaken);
    expect(await codes()).toHaveLength(1);
  });

  it('API-USR-020 / API-USR-021 / SH-051…SH-054: the reset link arrives, works once and sets a new password that signs in', async () => {
    const { user, session } = await seedAndLogin(harness, { username: 'jack', password: 'old-password-1' });
    await getDb().updateTable('users').set({ email: 'jack@example.com' }).where('id', '=', user.id).execute();
    expect((await harness.request('/api/reset_password?email=JACK@example.com')).status).toBe(200);
    const link = /(https:\/\/gateway\.example\.com\/user\/reset\?\S+)/.exec(lastMail().text)?.[1] ?? '';
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe('jack@example.com');
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(lastMail().html).toContain('href="https://gateway.example.com/user/reset?email=jack%40example.com&amp;token=');

    const confirm = (body: unknown) => harness.request('/api/user/reset', { body });
    await expectRefused(await confirm({ email: 'jack@example.com', token: 'f'.repeat(32) }), 400, messages.resetLinkInvalid);
    const answer = await confirm({ email: 'jack@example.com', token });
    expect(answer.status).toBe(200);
    const password = (await envelopeOf<string>(answer)).data!;
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    await login(harness, 'jack', password);
    await expect(login(harness, 'jack', 'old-password-1')).rejects.toThrow();
    expect((await harness.request('/api/user/self', { session })).status).toBe(401);
    await expectRefused(await confirm({ email: 'jack@example.com', token }), 400, messages.resetLinkInvalid);
  });

  it('API-OA-005: wrong bind codes count per signed-in account and IP, never against the code its owner holds', async () => {
    const owner = await seedAndLogin(harness, { username: 'paula' });
    const stranger = await seedAndLogin(harness, { username: 'mallory' });
    const bind = (code: string, as: Session, ip: string) => harness.request(`/api/oauth/email/bind?email=paula@example.com&code=${code}`, { session: as, ip });
    const code = await mailedCode('paula@example.com');
    for (let guess = 0; guess < CODE_GUESS_LIMIT.limit; guess++) {
      await expectRefused(await bind(`WRONG${guess}`, stranger.session, `203.0.113.${guess}`), 400, messages.verificationCodeInvalid);
    }
    // A new IP does not help: the signed-in account has used its tries on this address.
    await expectRefused(await bind(code, stranger.session, '203.0.113.99'), 429, messages.verificationCodeTooManyGuesses);
    expect((await bind(code, owner.session, '198.51.100.8')).status).toBe(200);
    expect((await users()).find((user) => user.username === 'paula')).toMatchObject({ email: 'paula@example.com' });
    expect((await users()).find((user) => user.username === 'mallory')!.email).toBeFalsy();
  });

  it('API-USR-021: a reset link survives 50 wrong guesses (its 128-bit token needs no attempt cap)', async () => {
    const { user } = await seedAndLogin(harness, { username: 'quinn', password: 'old-password-1' });
    await getDb().updateTable('users').set({ email: 'quinn@example.com' }).where('id', '=', user.id).execute();
    expect((await harness.request('/api/reset_password?email=quinn@example.com')).status).toBe(200);
    const token = new URL(/(https:\/\/\S+)/.exec(lastMail().text)![1]!).searchParams.get('token')!;
    for (let guess = 0; guess < 50; guess++) {
      const wrong = guess.toString(16).padStart(32, '0');
      await expectRefused(await harness.request('/api/user/reset', { body: { email: 'quinn@example.com', token: wrong } }), 400, messages.resetLinkInvalid);
    }
    expect(await codes()).toMatchObject([{ purpose: 'reset', attempts: 0 }]);
    const answer = await harness.request('/api/user/reset', { body: { email: 'quinn@example.com', token } });
    expect(answer.status).toBe(200);
    await login(harness, 'quinn', (await envelopeOf<string>(answer)).data!);
  });

  it('a reset link expires after 30 minutes; an unknown address gets the same answer and no mail; the server address is required', async () => {
    const { user } = await seedAndLogin(harness, { username: 'kate', password: 'old-password-1' });
    await getDb().updateTable('users').set({ email: 'kate@example.com' }).where('id', '=', user.id).execute();
    expect((await harness.request('/api/reset_password?email=kate@example.com')).status).toBe(200);
    const token = new URL(/(https:\/\/\S+)/.exec(lastMail().text)![1]!).searchParams.get('token');
    now += 1_801_000;
    await expectRefused(await harness.request('/api/user/reset', { body: { email: 'kate@example.com', token } }), 400, messages.resetLinkInvalid);
    await login(harness, 'kate', 'old-password-1');

    const sent = harness.outbox.length;
    expect((await harness.request('/api/reset_password?email=nobody@example.com')).status).toBe(200);
    expect(harness.outbox).toHaveLength(sent);
    await expectRefused(await harness.request('/api/reset_password?email=not-an-email'), 400, /email: must be a valid email address/);
    await start({ ServerAddress: '' });
    await expectRefused(await harness.request('/api/reset_password?email=kate@example.com'), 503, messages.resetNeedsServerAddress);
  });

  it('the Turnstile check guards sending codes and reset links when it is on', async () => {
    await start({ TurnstileCheckEnabled: 'true', TurnstileSiteKey: 'site', TurnstileSecretKey: 'secret' });
    await expectRefused(await sendCode('lily@example.com'), 400, messages.turnstileRequired);
    await expectRefused(await harness.request('/api/reset_password?email=lily@example.com'), 400, messages.turnstileRequired);
    expect(harness.outbox).toEqual([]);
  });
});
