/**
 * Tokens, redemption codes and the wallet end to end, in Chromium against the real server on a fresh SQLite database: a user makes
 * an API token on /token and calls the relay with it through the official `openai` client; an
 * admin mints redemption codes that a user redeems on /topup; an online top-up runs through a
 * stand-in Epay page back to the wallet; then the same in Chinese on a 390 px phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import OpenAI from 'openai';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { text, type Language } from './support/messages.ts';
import { keyControls } from './support/token-key.ts';
import { startPaymentStandIn, type PaymentStandIn } from './support/payment-stand-in.ts';

let server: RunningServer;
let browser: Browser;
let payment: PaymentStandIn;

const ROOT = { username: 'root', password: 'root-password-1' };
const ALICE = { username: 'alice', password: 'alice-password-1' };
const EPAY_KEY = 'stand-in-merchant-key';

/** Calls /api/* as a signed-in user from Node: the session cookie plus the New-Api-User header. */
async function apiSession(user: { username: string; password: string }) {
  const login = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(user) });
  const body = (await login.json()) as { success: boolean; message: string; data: { id: number } };
  if (!body.success) throw new Error(`login ${user.username}: ${body.message}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (method: string, path: string, payload?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { Cookie: cookie, 'New-Api-User': String(body.data.id), 'Content-Type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return (await response.json()) as { success: boolean; message: string; data: unknown };
  };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  payment = await startPaymentStandIn(EPAY_KEY);
  const setup = await fetch(`${server.url}/api/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ROOT.username, password: ROOT.password, confirmPassword: ROOT.password }),
  });
  expect(((await setup.json()) as { success: boolean }).success).toBe(true);
  const register = await fetch(`${server.url}/api/user/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ALICE.username, password: ALICE.password, password2: ALICE.password }),
  });
  expect(((await register.json()) as { success: boolean }).success).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  await payment?.stop();
  await server?.stop();
});

/** A form field by its visible label, with or without MUI's required asterisk. */
function field(page: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

async function newContext(language: Language, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // The console keeps the chosen language here (COM-033); set it before the first script runs.
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  return context;
}

async function signIn(page: Page, user: { username: string; password: string }, language: Language = 'en'): Promise<void> {
  await page.goto(`${server.url}/login`);
  await field(page, text(language, 'shell', 'login.username')).fill(user.username);
  await field(page, text(language, 'shell', 'login.password')).fill(user.password);
  await page.getByRole('button', { name: text(language, 'shell', 'login.submit'), exact: true }).click();
  await page.waitForURL('**/token', { timeout: 60_000 });
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible', timeout: 60_000 });
}

/** Creates a token through the drawer and returns its full key, read from the revealed key field. */
async function createToken(page: Page, name: string, language: Language): Promise<string> {
  await page.getByRole('button', { name: text(language, 'tokens_wallet', 'tokens.actions.create') }).click();
  const drawer = page.getByRole('dialog');
  await field(drawer, text(language, 'tokens_wallet', 'tokens.form.name')).fill(name);
  await drawer.getByRole('button', { name: text(language, 'common', 'actions.save') }).click();
  await page
    .getByText(text(language, 'tokens_wallet', 'tokens.messages.created', { count: '1' }))
    .first()
    .waitFor();
  const holder = await keyControls(page, name, language);
  await holder.getByRole('button', { name: text(language, 'tokens_wallet', 'tokens.actions.reveal') }).click();
  const key = (await holder.getByTestId('token-key').textContent()) ?? '';
  expect(key).toMatch(/^sk-[0-9A-Za-z]{48}$/);
  return key;
}

/** The balance figure on /topup once the self query has answered. */
async function balance(page: Page): Promise<string> {
  const figure = page.getByTestId('wallet-balance');
  await expect.poll(async () => (await figure.textContent()) ?? '', { timeout: 45_000 }).toMatch(/^\$\d/);
  return (await figure.textContent()) ?? '';
}

function dollars(value: string): number {
  return Number(value.replace(/[$,]/g, ''));
}

describe('tokens, redemption codes and wallet', () => {
  it('TW-001 / TW-004 / TW-010: a user creates a token, copies its key and lists models with the official openai client', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signIn(page, ALICE);
    await expectHeading(page, text('en', 'tokens_wallet', 'tokens.title'));
    await page.getByText(text('en', 'tokens_wallet', 'tokens.usageWarning')).waitFor();

    const key = await createToken(page, 'laptop', 'en');
    const controls = await keyControls(page, 'laptop', 'en');
    await controls.getByRole('button', { name: text('en', 'common', 'copy.button') }).click();
    await page
      .getByText(text('en', 'common', 'messages.copied', { text: key }))
      .first()
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const models = await new OpenAI({ apiKey: key, baseURL: `${server.url}/v1` }).models.list();
    expect(models.object).toBe('list');
    expect(Array.isArray(models.data)).toBe(true);
    // The same call with a key that does not exist is refused, so the success above means something.
    await expect(new OpenAI({ apiKey: `sk-${'x'.repeat(48)}`, baseURL: `${server.url}/v1`, maxRetries: 0 }).models.list()).rejects.toMatchObject({
      status: 401,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('TW-032 / TW-041: an admin creates three codes; the user redeems one and the balance rises once', async () => {
    const adminContext = await newContext('en');
    const admin = await openPage(adminContext);
    await signIn(admin.page, ROOT);
    await admin.page.goto(`${server.url}/redemption`);
    await expectHeading(admin.page, text('en', 'tokens_wallet', 'redemptions.title'));
    await admin.page.getByRole('button', { name: text('en', 'tokens_wallet', 'redemptions.actions.create') }).click();
    const drawer = admin.page.getByRole('dialog');
    await field(drawer, text('en', 'tokens_wallet', 'redemptions.form.name')).fill('welcome');
    await drawer.getByRole('button', { name: '1$', exact: true }).click();
    await field(drawer, text('en', 'tokens_wallet', 'redemptions.form.count')).fill('3');
    await drawer.getByRole('button', { name: text('en', 'common', 'actions.save') }).click();
    const codes = ((await admin.page.getByTestId('created-codes').textContent()) ?? '').split('\n');
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{32}$/);
    await admin.page.getByRole('button', { name: text('en', 'tokens_wallet', 'redemptions.created.close') }).click();
    await admin.page.getByRole('row').filter({ hasText: 'welcome' }).nth(2).waitFor();
    expect(admin.errors).toEqual([]);
    await adminContext.close();

    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signIn(page, ALICE);
    await page.goto(`${server.url}/topup`);
    await expectHeading(page, text('en', 'tokens_wallet', 'wallet.title'));
    const before = dollars(await balance(page));
    await field(page, text('en', 'tokens_wallet', 'wallet.redeem.code')).fill(codes[0]!);
    await page.getByRole('button', { name: text('en', 'tokens_wallet', 'wallet.redeem.submit'), exact: true }).click();
    await page.getByText(text('en', 'tokens_wallet', 'wallet.redeem.success', { amount: '$1.00' })).waitFor();
    await expect.poll(async () => dollars(await balance(page))).toBe(before + 1);

    // The same code a second time: refused with the server's message, and nothing is credited again.
    await field(page, text('en', 'tokens_wallet', 'wallet.redeem.code')).fill(codes[0]!);
    await page.getByRole('button', { name: text('en', 'tokens_wallet', 'wallet.redeem.submit'), exact: true }).click();
    await page.getByRole('alert').filter({ hasNotText: '$1.00' }).last().waitFor();
    await page.reload();
    expect(dollars(await balance(page))).toBe(before + 1);
    // Chromium logs a refused call itself; nothing else may have gone wrong.
    expect(errors.filter((error) => !error.startsWith('console: Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('TW-043..048: online top-up goes through the payment page and comes back to a credited wallet', async () => {
    const root = await apiSession(ROOT);
    // The server address first: payment settings are refused without it (SET-065).
    for (const [key, value] of [
      ['ServerAddress', server.url],
      ['PayAddress', payment.url],
      ['EpayId', '1001'],
      ['EpayKey', EPAY_KEY],
    ] as const) {
      const answer = await root('PUT', '/api/option/', { key, value });
      expect(answer, `PUT option ${key}`).toMatchObject({ success: true });
    }

    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signIn(page, ALICE);
    await page.goto(`${server.url}/topup`);
    const before = dollars(await balance(page));
    await field(page, text('en', 'tokens_wallet', 'wallet.online.amount')).fill('10');
    await page.getByText(text('en', 'tokens_wallet', 'wallet.online.payable', { money: '73.00' })).waitFor();
    await page.getByRole('button', { name: text('en', 'tokens_wallet', 'wallet.online.wechat') }).click();
    await page.getByRole('button', { name: text('en', 'tokens_wallet', 'wallet.online.pay'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('en', 'tokens_wallet', 'wallet.confirm.submit') })
      .click();

    // Posted form → stand-in page → signed notify → back to /topup.
    await page.waitForURL(`${payment.url}/submit.php`);
    await page.waitForURL(`${server.url}/topup`, { timeout: 60_000 });
    expect(payment.badlySigned).toEqual([]);
    expect(payment.orders).toHaveLength(1);
    expect(payment.orders[0]).toMatchObject({ pid: '1001', type: 'wxpay', money: '73.00', sign_type: 'MD5', return_url: `${server.url}/topup` });
    await expect.poll(async () => dollars(await balance(page)), { timeout: 45_000 }).toBe(before + 10);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('TW-001 / TW-040 / TW-041: in Chinese on a 390 px phone a user creates a token and redeems a code', async () => {
    const root = await apiSession(ROOT);
    const minted = await root('POST', '/api/redemption/', { name: 'phone', quota: 1_000_000, count: 1 });
    const [code] = minted.data as string[];

    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await signIn(page, ALICE, 'zh');
    await expectHeading(page, text('zh', 'tokens_wallet', 'tokens.title'));
    await page.getByText(text('zh', 'tokens_wallet', 'tokens.usageWarning')).waitFor();
    await createToken(page, 'phone', 'zh');
    // The table shows one card per token; the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`${server.url}/topup`);
    await expectHeading(page, text('zh', 'tokens_wallet', 'wallet.title'));
    const before = dollars(await balance(page));
    await page.getByRole('button', { name: text('zh', 'tokens_wallet', 'wallet.redeem.submit'), exact: true }).click();
    await page.getByText(text('zh', 'tokens_wallet', 'wallet.redeem.empty'), { exact: true }).waitFor();
    await field(page, text('zh', 'tokens_wallet', 'wallet.redeem.code')).fill(code!);
    await page.getByRole('button', { name: text('zh', 'tokens_wallet', 'wallet.redeem.submit'), exact: true }).click();
    await page.getByText(text('zh', 'tokens_wallet', 'wallet.redeem.success', { amount: '$2.00' })).waitFor();
    await expect.poll(async () => dollars(await balance(page))).toBe(before + 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
