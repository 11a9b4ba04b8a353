/**
 * The System and Other tabs' options on the server (SET-061…078): every rule is enforced
 * by PUT /api/option/ itself (the domain option registry), a refused value is a 400 that writes
 * nothing, and credentials are write-only — no endpoint ever answers one, a blank one keeps what is
 * stored and `clear` removes it. The authorization matrix additionally checks every route's answer
 * for the world's credential options (test/authz, OPTION_SECRET_PREFIX).
 */
import { beforeEach, expect, it } from 'vitest';
import { loadAllOptions, upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { optionRegistry, Role } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, setUpRoot, type Harness, type Session } from './support/harness.ts';

type Case = [id: string, key: string, value: string, message: RegExp];

const refused: Case[] = [
  ['SET-062', 'ServerAddress', 'gateway.example.com', /ServerAddress must be an http:\/\/ or https:\/\/ URL/],
  ['SET-062', 'WorkerUrl', 'javascript:alert(1)', /WorkerUrl must be an http:\/\/ or https:\/\/ URL/],
  ['SET-062', 'WorkerValidKey', 'line\nbreak', /WorkerValidKey must be one line/],
  ['SET-065', 'PayAddress', 'https://pay.example.com', /Set the server address \(general settings\) before saving payment settings/],
  ['SET-065', 'Price', '8', /Set the server address/],
  ['SET-065', 'EpayKey', 'merchant-key', /Set the server address/],
  ['SET-066', 'TopupGroupRatio', '{"default": 1', /TopupGroupRatio is not a valid JSON string/],
  ['SET-066', 'TopupGroupRatio', '{"vip": -1}', /TopupGroupRatio: the ratio of vip must be 0 or greater/],
  ['SET-067', 'PasswordLoginEnabled', 'off', /PasswordLoginEnabled must be true or false/],
  ['SET-067', 'GitHubOAuthEnabled', 'true', /Enter the GitHub Client ID before enabling GitHub OAuth/],
  ['SET-067', 'LinuxDOOAuthEnabled', 'true', /Enter the Linux DO Client ID/],
  ['SET-067', 'oidc.enabled', 'true', /Enter the OIDC Client ID/],
  ['SET-067', 'WeChatAuthEnabled', 'true', /Enter the WeChat server address/],
  ['SET-067', 'TelegramOAuthEnabled', 'true', /Enter the Telegram bot token/],
  ['SET-067', 'TurnstileCheckEnabled', 'true', /Enter the Turnstile site key/],
  ['SET-070', 'EmailDomainWhitelist', 'gmail.com,not a domain', /Email domain invalid or duplicate: not a domain/],
  ['SET-070', 'EmailDomainWhitelist', 'gmail.com,qq.com,Gmail.com', /Email domain invalid or duplicate: gmail.com/],
  ['SET-070', 'EmailDomainWhitelist', 'user@gmail.com', /Email domain invalid or duplicate/],
  ['SET-071', 'SMTPPort', '0', /SMTPPort must be at least 1/],
  ['SET-071', 'SMTPPort', '65536', /SMTPPort must be at most 65535/],
  ['SET-071', 'SMTPFrom', 'a@example.com\r\nBcc: victim@example.com', /SMTPFrom must be one line/],
  ['SET-071', 'WeChatServerAddress', 'wechat.example.com', /WeChatServerAddress must be an http/],
  ['SET-072', 'oidc.well_known', 'ftp://id.example.com/.well-known/openid-configuration', /oidc.well_known must be an http:\/\/ or https:\/\/ URL/],
  ['SET-072', 'oidc.authorization_endpoint', 'id.example.com/authorize', /oidc.authorization_endpoint must be an http/],
  ['SET-074', 'Logo', 'javascript:alert(1)', /Logo must be an http:\/\/ or https:\/\/ URL, a path starting with \//],
  ['SET-074', 'SystemName', 'Gateway\n<script>', /SystemName must be one line/],
  ['SET-075', 'TopUpLink', 'javascript:alert(1)', /TopUpLink must be an http/],
  ['SET-075', 'general_setting.docs_link', 'docs', /general_setting.docs_link must be an http/],
];

const accepted: [id: string, key: string, value: string, stored: string][] = [
  ['SET-062', 'ServerAddress', ' https://gateway.example.com ', 'https://gateway.example.com'],
  ['SET-062', 'WorkerUrl', 'https://worker.example.workers.dev', 'https://worker.example.workers.dev'],
  ['SET-067', 'PasswordLoginEnabled', 'false', 'false'],
  ['SET-067', 'EmailAliasRestrictionEnabled', 'true', 'true'],
  ['SET-069', 'EmailDomainWhitelist', ' Example.com, mail.example.org ,', 'example.com,mail.example.org'],
  ['SET-071', 'SMTPPort', '465', '465'],
  ['SET-071', 'SMTPFrom', 'Gateway <noreply@example.com>', 'Gateway <noreply@example.com>'],
  ['SET-072', 'oidc.well_known', 'http://127.0.0.1:8080/.well-known/openid-configuration', 'http://127.0.0.1:8080/.well-known/openid-configuration'],
  ['SET-074', 'Logo', '/logo.png', '/logo.png'],
  ['SET-074', 'Notice', '<script>window.__xss(1)</script>**hello**', '<script>window.__xss(1)</script>**hello**'],
  ['SET-074', 'Footer', '<a href="https://example.com" onclick="x()">site</a>', '<a href="https://example.com" onclick="x()">site</a>'],
  ['SET-075', 'TopUpLink', 'https://shop.example.com', 'https://shop.example.com'],
];

const secretKeys = optionRegistry.filter((definition) => definition.visibility === 'secret').map((definition) => definition.key);

describeEachDialect('settings options: system and other tabs (PUT /api/option/)', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    root = await setUpRoot(harness);
  });

  const put = (body: Record<string, unknown>, session = root) => harness.request('/api/option/', { method: 'PUT', session, body });
  const stored = () => loadAllOptions(getDb());

  it.each(refused)('%s: refuses %s = %j with 400 and writes nothing', async (_id, key, value, message) => {
    const before = await stored();
    const response = await put({ key, value });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toMatch(message);
    expect(await stored()).toEqual(before);
    expect(harness.loggedErrors).toEqual([]);
  });

  it.each(accepted)('%s: stores %s (normalised)', async (_id, key, value, normalised) => {
    const response = await put({ key, value });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await stored())[key]).toBe(normalised);
  });

  it('SET-064, SET-065, SET-066: payment saves once the server address is set, and the address then cannot be cleared', async () => {
    expect((await put({ key: 'ServerAddress', value: 'https://gateway.example.com' })).status).toBe(200);
    for (const [key, value] of [
      ['PayAddress', 'https://pay.example.com'],
      ['EpayId', '1001'],
      ['EpayKey', 'merchant-key'],
      ['Price', '7.5'],
      ['MinTopUp', '5'],
      ['TopupGroupRatio', '{"default":1,"vip":0.9}'],
    ]) {
      expect((await put({ key, value })).status, key).toBe(200);
    }
    const options = await stored();
    expect(options).toMatchObject({ PayAddress: 'https://pay.example.com', EpayId: '1001', EpayKey: 'merchant-key', Price: '7.5', MinTopUp: '5' });
    const status = (await envelopeOf<{ price: number; min_topup: number; enable_online_topup: boolean }>(await harness.request('/api/status'))).data!;
    expect(status).toMatchObject({ price: 7.5, min_topup: 5, enable_online_topup: true });
    const clearing = await put({ key: 'ServerAddress', value: '' });
    expect(clearing.status).toBe(400);
    expect((await envelopeOf(clearing)).message).toMatch(/cannot be cleared while online payment is configured/);
  });

  it('SET-064: Price 7.3 and MinTopUp 1 by default', async () => {
    const status = (await envelopeOf<{ price: number; min_topup: number }>(await harness.request('/api/status'))).data!;
    expect(status).toMatchObject({ price: 7.3, min_topup: 1 });
  });

  it('SET-068: password login turned off is stored and published, and can be turned back on', async () => {
    expect((await put({ key: 'PasswordLoginEnabled', value: 'false' })).status).toBe(200);
    const off = (await envelopeOf<{ password_login_enabled: boolean }>(await harness.request('/api/status'))).data!;
    expect(off.password_login_enabled).toBe(false);
    expect((await put({ key: 'PasswordLoginEnabled', value: 'true' })).status).toBe(200);
    expect((await stored())['PasswordLoginEnabled']).toBe('true');
  });

  it('SET-067, SET-070: domain restriction needs a whitelist, and an empty whitelist cannot be saved while it is on', async () => {
    expect((await put({ key: 'EmailDomainWhitelist', value: '' })).status).toBe(200);
    expect((await envelopeOf(await put({ key: 'EmailDomainRestrictionEnabled', value: 'true' }))).message).toMatch(/whitelist cannot be empty/);
    expect((await put({ key: 'EmailDomainWhitelist', value: 'example.com' })).status).toBe(200);
    expect((await put({ key: 'EmailDomainRestrictionEnabled', value: 'true' })).status).toBe(200);
    expect((await put({ key: 'EmailDomainWhitelist', value: '' })).status).toBe(400);
  });

  it('SET-071: a blank credential keeps the stored one; a new one replaces it; clear removes it', async () => {
    expect((await put({ key: 'SMTPToken', value: 'first-password' })).status).toBe(200);
    const kept = await put({ key: 'SMTPToken', value: '' });
    expect(kept.status).toBe(200);
    expect((await stored())['SMTPToken']).toBe('first-password');
    expect((await put({ key: 'SMTPToken', value: '   ' })).status).toBe(200);
    expect((await stored())['SMTPToken']).toBe('first-password');
    expect((await put({ key: 'SMTPToken', value: 'second-password' })).status).toBe(200);
    expect((await stored())['SMTPToken']).toBe('second-password');
    expect((await put({ key: 'SMTPToken', value: '', clear: true })).status).toBe(200);
    expect((await stored())['SMTPToken']).toBe('');
  });

  it('SET-071: clear is refused for a plain option and for a credential a switch still needs', async () => {
    const plain = await put({ key: 'SystemName', value: '', clear: true });
    expect(plain.status).toBe(400);
    expect((await envelopeOf(plain)).message).toBe('Only a credential (write-only option) can be cleared: SystemName');
    expect((await put({ key: 'TelegramBotToken', value: '123:abc' })).status).toBe(200);
    expect((await put({ key: 'TelegramOAuthEnabled', value: 'true' })).status).toBe(200);
    const needed = await put({ key: 'TelegramBotToken', value: '', clear: true });
    expect(needed.status).toBe(400);
    expect((await stored())['TelegramBotToken']).toBe('123:abc');
    expect((await put({ key: 'clear-me', value: '', clear: 'yes' })).status).toBe(400);
  });

  it('SET-071: no endpoint answers a credential; GET /api/option/secrets says which are set', async () => {
    const values = Object.fromEntries(secretKeys.map((key) => [key, `stored-credential-${key}`]));
    await upsertOptions(getDb(), { ...values, TelegramOAuthEnabled: 'true', TelegramBotName: 'gateway_bot' });
    harness = createHarness(getDb(), dialect);
    const texts: string[] = [];
    for (const path of ['/api/option/', '/api/option/secrets', '/api/status', '/api/notice', '/api/about', '/api/home_page_content', '/api/user/self']) {
      const response = await harness.request(path, { session: root });
      expect(response.status, path).toBe(200);
      texts.push(await response.text());
    }
    for (const text of texts) expect(text).not.toContain('stored-credential-');
    const states = (await envelopeOf<{ key: string; set: boolean }[]>(await harness.request('/api/option/secrets', { session: root }))).data!;
    expect(states.map((state) => state.key).sort()).toEqual([...secretKeys].sort());
    expect(states.every((state) => state.set)).toBe(true);
    await upsertOptions(getDb(), { SMTPToken: '' });
    harness = createHarness(getDb(), dialect);
    const after = (await envelopeOf<{ key: string; set: boolean }[]>(await harness.request('/api/option/secrets', { session: root }))).data!;
    expect(after.find((state) => state.key === 'SMTPToken')).toEqual({ key: 'SMTPToken', set: false });
  });

  it('SET-003: only root reads which credentials are set', async () => {
    const { session: admin } = await seedAndLogin(harness, { username: 'admin', role: Role.Admin });
    expect((await harness.request('/api/option/secrets', { session: admin })).status).toBe(403);
    expect((await harness.request('/api/option/secrets')).status).toBe(401);
  });
});
