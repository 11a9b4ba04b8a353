/**
 * Personal settings end to end, in Chromium against the real server on a fresh SQLite database: a user on
 * /personal transfers the invitation reward a sign-up earned them into the balance, makes a system
 * access token and calls /api/user/self with it, sets a webhook quota warning, and changes the
 * password (the new one signs in, the old one no longer does); then the page in Chinese at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiSession, field, setUpRoot, signInThroughForm, type ApiCall } from './support/console-session.ts';
import { text, type Language } from './support/messages.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let rootApi: ApiCall;

const ROOT = { username: 'root', password: 'root-password-1' };
const ALICE = { username: 'alice', password: 'alice-password-1' };
const NEW_PASSWORD = 'alice-password-2';
const INVITE_REWARD = 1_000_000;
const WAIT = { timeout: 90_000 };

const p = (language: Language, key: string, values: Record<string, string> = {}) => text(language, 'personal', key, values);

async function register(username: string, password: string, affCode?: string): Promise<void> {
  const response = await fetch(`${server.url}/api/user/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password, password2: password, aff_code: affCode }),
  });
  const body = (await response.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(`register ${username}: ${body.message}`);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await setUpRoot(server.url, ROOT);
  rootApi = await apiSession(server.url, ROOT);
  expect((await rootApi('PUT', '/api/option/', { key: 'QuotaForInviter', value: String(INVITE_REWARD) })).success).toBe(true);
  await register(ALICE.username, ALICE.password);
  // Someone signs up with Alice's invitation code: the reward waits in her invitation balance.
  const alice = await apiSession(server.url, ALICE);
  const code = (await alice('GET', '/api/user/aff')).data as string;
  await register('dave', 'dave-password-1', code);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newContext(language: Language, width = 1280): Promise<BrowserContext> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 800 },
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    isMobile: phone,
    hasTouch: phone,
  });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  return context;
}

async function openPersonal(page: Page, language: Language): Promise<void> {
  await page.goto(`${server.url}/personal`);
  await page.getByRole('heading', { level: 1, name: p(language, 'title') }).waitFor(WAIT);
  await page.getByRole('region', { name: p(language, 'profile.title') }).waitFor(WAIT);
}

type Self = { id: number; quota: number; aff_quota: number; aff_count: number; setting: string };

async function self(api: ApiCall): Promise<Self> {
  const answer = await api('GET', '/api/user/self');
  if (!answer.success) throw new Error(`self: ${answer.message}`);
  return answer.data as Self;
}

async function login(username: string, password: string): Promise<boolean> {
  const response = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { success: boolean }).success;
}

describe('personal settings (SH-073…095)', () => {
  it('a user transfers the invitation reward, calls the API with an access token, sets a webhook warning and changes the password', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ALICE);
    await openPersonal(page, 'en');
    const aliceApi = await apiSession(server.url, ALICE);
    const before = await self(aliceApi);
    expect(before.aff_quota).toBe(INVITE_REWARD);

    // SH-079: the invitation link carries the code; SH-080: the reward moves into the balance.
    const invite = page.getByRole('region', { name: p('en', 'invite.title') });
    await expect.poll(() => invite.getByTestId('invite-link').inputValue(), WAIT).toMatch(/\/register\?aff=\w+$/);
    expect(await invite.getByTestId('invite-count').textContent()).toBe('1');
    await invite.getByRole('button', { name: p('en', 'invite.transfer') }).click();
    const transfer = page.getByRole('dialog', { name: p('en', 'invite.transferTitle') });
    expect(await field(transfer, p('en', 'invite.amountUsd')).inputValue()).toBe('2');
    await transfer.getByRole('button', { name: p('en', 'invite.transfer') }).click();
    await page
      .getByText(p('en', 'invite.transferred', { amount: '$2.00' }))
      .first()
      .waitFor(WAIT);
    const after = await self(aliceApi);
    expect(after.aff_quota).toBe(0);
    expect(after.quota).toBe(before.quota + INVITE_REWARD);
    await expect.poll(async () => (await invite.getByTestId('invite-pending').textContent()) ?? '', WAIT).toBe('$0.00');

    // SH-078: a system access token, shown once, signs API calls in as Alice.
    await page.getByRole('button', { name: p('en', 'security.generate') }).click();
    await page
      .getByRole('dialog', { name: p('en', 'security.regenerateTitle') })
      .getByRole('button', { name: p('en', 'security.generate') })
      .click();
    const shown = page.getByRole('dialog', { name: p('en', 'security.tokenTitle') });
    const token = await shown.getByTestId('access-token').inputValue();
    expect(token.length).toBeGreaterThanOrEqual(24);
    const withToken = await fetch(`${server.url}/api/user/self`, { headers: { Authorization: token, 'New-Api-User': String(before.id) } });
    const answer = (await withToken.json()) as { success: boolean; data: { username: string } };
    expect(answer).toMatchObject({ success: true, data: { username: ALICE.username } });
    await shown.getByRole('button', { name: p('en', 'security.done') }).click();
    await shown.waitFor({ state: 'hidden', ...WAIT });

    // SH-087 / SH-090 / SH-093: a webhook warning at the 1$ preset.
    await page.getByRole('tab', { name: p('en', 'tabs.notifications') }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('radio', { name: p('en', 'notifications.webhook') }).check();
    await field(panel, p('en', 'notifications.webhookUrl')).fill('https://hooks.example.com/quota');
    await field(panel, p('en', 'notifications.webhookSecret')).fill('hook-secret');
    await panel.getByText('500,000 ($1.00)').click();
    await panel.getByRole('button', { name: p('en', 'notifications.save') }).click();
    await page.getByText(p('en', 'notifications.saved')).first().waitFor(WAIT);
    expect(JSON.parse((await self(aliceApi)).setting)).toMatchObject({
      notify_type: 'webhook',
      quota_warning_threshold: 500000,
      webhook_url: 'https://hooks.example.com/quota',
      webhook_secret: 'hook-secret',
    });

    // SH-076: the password changes with the current one; the page stays signed in, the old password is refused.
    await page.getByRole('tab', { name: p('en', 'tabs.account') }).click();
    await page.getByRole('button', { name: p('en', 'security.changePassword') }).click();
    const change = page.getByRole('dialog', { name: p('en', 'security.changePassword') });
    await field(change, p('en', 'security.currentPassword')).fill(ALICE.password);
    await field(change, p('en', 'security.newPassword')).fill(NEW_PASSWORD);
    await field(change, p('en', 'security.confirmPassword')).fill(NEW_PASSWORD);
    await change.getByRole('button', { name: p('en', 'security.changePassword') }).click();
    await page.getByText(p('en', 'security.passwordChanged')).first().waitFor(WAIT);
    expect(await login(ALICE.username, ALICE.password)).toBe(false);
    expect(await login(ALICE.username, NEW_PASSWORD)).toBe(true);
    // Other sessions (and the access token) ended with the old password; this page still works.
    expect((await aliceApi('GET', '/api/user/self')).success).toBe(false);
    await page.reload();
    await page.getByRole('region', { name: p('en', 'profile.title') }).waitFor(WAIT);
    expect(page.url()).toContain('/personal');

    const fresh = await newContext('en');
    const second = (await openPage(fresh)).page;
    await signInThroughForm(second, server.url, { username: ALICE.username, password: NEW_PASSWORD });
    await fresh.close();
    expect(errors.filter((line) => !line.includes('401'))).toEqual([]);
    await context.close();
  });

  it('in Chinese on a 390 px phone: the cards, tabs and dialogs fit, the presets are labelled from quota_per_unit', async () => {
    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, { username: ALICE.username, password: NEW_PASSWORD }, 'zh');
    await openPersonal(page, 'zh');
    await page.getByRole('region', { name: p('zh', 'invite.title') }).waitFor(WAIT);
    await page.getByRole('region', { name: p('zh', 'models.title') }).waitFor(WAIT);
    const overflow = () => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: p('zh', 'tabs.notifications') }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('1,000,000 ($2.00)').waitFor(WAIT);
    expect(await field(panel, p('zh', 'notifications.webhookUrl')).inputValue()).toBe('https://hooks.example.com/quota');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: p('zh', 'tabs.account') }).click();
    await page.getByRole('button', { name: p('zh', 'security.deleteAccount') }).click();
    const dialog = page.getByRole('dialog', { name: p('zh', 'security.deleteTitle') });
    await field(dialog, p('zh', 'security.deleteField')).fill('not-alice');
    await dialog.getByRole('button', { name: p('zh', 'security.deleteAccount') }).click();
    await dialog.getByText(p('zh', 'security.deleteMismatch')).waitFor(WAIT);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
