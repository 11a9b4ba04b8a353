import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect, dialectNameOf } from '@gateway/db/testing';
import { createGatewayApp, SESSION_COOKIE } from '@gateway/gateway';
import { parseServerConfig } from '../src/config.ts';
import { createNodePlatform } from '../src/platform/node-platform.ts';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server.ts';

const dataDirectory = mkdtempSync(join(tmpdir(), 'gateway-smtp-'));
afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

const ACCOUNT = { account: 'mailer@example.com', password: 'smtp-pass-1' };
const ERRORS: string[] = [];
const logger = {
  info: () => {},
  warn: () => {},
  error: (message: string, fields?: Record<string, unknown>) => void ERRORS.push(`${message} ${JSON.stringify(fields)}`),
};

interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
}

/**
 * Accounts by email over a real SMTP server (ADR 0033): the Node platform's nodemailer sender hands the
 * gateway's mails to smtp-server on 127.0.0.1; codes and reset links are read from what it received.
 */
describeEachDialect('email over SMTP (nodemailer → smtp-server)', (getDb, dialect) => {
  let smtp: SmtpTestServer;
  let now: number;
  let app: ReturnType<typeof createGatewayApp>;

  beforeEach(async () => {
    await clearAllTables(getDb());
    ERRORS.length = 0;
    now = Date.now();
    smtp = await startSmtpTestServer(ACCOUNT);
    await upsertOptions(getDb(), {
      SMTPServer: '127.0.0.1',
      SMTPPort: String(smtp.port),
      SMTPAccount: ACCOUNT.account,
      SMTPToken: ACCOUNT.password,
      SMTPFrom: 'gateway@example.com',
      SystemName: 'Gateway',
      ServerAddress: 'https://gateway.example.com',
      EmailVerificationEnabled: 'true',
    });
    const config = parseServerConfig({ DATA_DIR: dataDirectory, CONSOLE_DIR: dataDirectory, CRITICAL_RATE_LIMIT: '1000' }, process.cwd(), dataDirectory);
    const platform = createNodePlatform({
      config,
      database: { db: getDb(), dialect: dialectNameOf(dialect), close: async () => {} },
      sessionSecret: 'smtp-test-session-secret',
      version: 'test',
      logger,
      bcryptCost: 4,
    });
    app = createGatewayApp({ ...platform, clock: { now: () => now } });
  });
  afterEach(async () => {
    await smtp.close();
  });

  async function call<T = unknown>(
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; userId?: number } = {},
  ): Promise<{ status: number; body: Envelope<T>; cookie: string }> {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.cookie !== undefined) headers['cookie'] = `${SESSION_COOKIE}=${init.cookie}`;
    if (init.userId !== undefined) headers['New-Api-User'] = String(init.userId);
    const response = await app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const cookie = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
    return { status: response.status, body: (await response.json()) as Envelope<T>, cookie };
  }
  const users = () => getDb().selectFrom('users').selectAll().orderBy('id').execute();
  const codeOf = (text: string) => /code is ([A-Z0-9]{6})/.exec(text)?.[1] ?? '';
  const register = (username: string, email: string, code: string) =>
    call('/api/user/register', { body: { username, password: 'new-pass-123', email, verification_code: code } });

  it('API-USR-019 / API-USR-018: the code arrives at the address through the SMTP server and registers once', async () => {
    expect((await call('/api/verification?email=Ann@Example.com')).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail).toMatchObject({ from: 'gateway@example.com', to: ['ann@example.com'] });
    expect(mail.subject).toBe('Gateway email verification / Gateway 邮箱验证');
    expect(mail.text).toContain('您的验证码是');
    const code = codeOf(mail.text);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(mail.html).toContain(`<strong>${code}</strong>`);

    expect((await register('ann', 'ann@example.com', 'WRONG1')).body).toEqual({ success: false, message: 'The verification code is wrong or has expired' });
    const created = await register('ann', 'ann@example.com', code);
    expect(created.status).toBe(200);
    expect((await users()).map((user) => [user.username, user.email])).toEqual([['ann', 'ann@example.com']]);
    const reused = await register('ann2', 'ann@example.com', code);
    expect(reused.status).toBe(400);
    expect(await users()).toHaveLength(1);
  });

  it('an expired code is refused; a new one works', async () => {
    await call('/api/verification?email=bob@example.com');
    const stale = codeOf(smtp.received[0]!.text);
    now += 11 * 60_000;
    expect((await register('bob', 'bob@example.com', stale)).status).toBe(400);
    await call('/api/verification?email=bob@example.com');
    expect((await register('bob', 'bob@example.com', codeOf(smtp.received[1]!.text))).status).toBe(200);
  });

  it('the domain whitelist and alias rules hold: nothing is mailed to a refused address', async () => {
    await upsertOptions(getDb(), { EmailDomainRestrictionEnabled: 'true', EmailDomainWhitelist: 'example.com', EmailAliasRestrictionEnabled: 'true' });
    const send = (email: string) => call(`/api/verification?email=${encodeURIComponent(email)}`);
    const refused = [await send('cat@other.example'), await send('cat+x@example.com'), await send('c.at@example.com')];
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, 'Registration with this email domain is not allowed'],
      [400, 'Email addresses with "+" or "." before the @ are not allowed'],
      [400, 'Email addresses with "+" or "." before the @ are not allowed'],
    ]);
    expect(smtp.received).toEqual([]);
    expect((await send('cat@example.com')).status).toBe(200);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['cat@example.com']]);
  });

  it('API-USR-020 / API-USR-021: the reset link arrives, sets a new password once, and the new password signs in', async () => {
    await call('/api/verification?email=dan@example.com');
    expect((await register('dan', 'dan@example.com', codeOf(smtp.received[0]!.text))).status).toBe(200);

    expect((await call('/api/reset_password?email=dan@example.com')).status).toBe(200);
    const mail = smtp.received[1]!;
    expect(mail.to).toEqual(['dan@example.com']);
    const link = new URL(/(https:\/\/gateway\.example\.com\/user\/reset\?\S+)/.exec(mail.text)![1]!);
    expect(link.searchParams.get('email')).toBe('dan@example.com');
    const reset = await call<string>('/api/user/reset', { body: { email: 'dan@example.com', token: link.searchParams.get('token') } });
    expect(reset.status).toBe(200);
    const password = reset.body.data!;
    const login = await call<{ id: number }>('/api/user/login', { body: { username: 'dan', password } });
    expect(login.status).toBe(200);
    expect((await call('/api/user/self', { cookie: login.cookie, userId: login.body.data!.id })).status).toBe(200);
    const again = await call('/api/user/reset', { body: { email: 'dan@example.com', token: link.searchParams.get('token') } });
    expect(again.body).toEqual({ success: false, message: 'The reset link is invalid or has expired' });
  });

  it('wrong SMTP credentials or SMTP down: a clear error, no code stored, no user created', async () => {
    await upsertOptions(getDb(), { SMTPToken: 'wrong-password' });
    const refused = await call('/api/verification?email=eve@example.com');
    expect(refused).toMatchObject({
      status: 502,
      body: { success: false, message: 'The email could not be sent; try again later or contact the administrator' },
    });
    await smtp.close();
    const down = await call('/api/verification?email=eve@example.com');
    expect(down).toMatchObject({ status: 502, body: { success: false, message: 'The email could not be sent; try again later or contact the administrator' } });
    expect(await getDb().selectFrom('verification_codes').selectAll().execute()).toEqual([]);
    expect((await register('eve', 'eve@example.com', 'ABCDEF')).status).toBe(400);
    expect(await users()).toEqual([]);
    expect(ERRORS).toEqual([]);
    smtp = await startSmtpTestServer(ACCOUNT);
  });
});
