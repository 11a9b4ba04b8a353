/**
 * The pricing page and the chat links end to end, in Chromium against the real server on a fresh SQLite database: a visitor reads
 * the model prices of the default group; a signed-in user in another group sees theirs and switches
 * groups; the configured chat client opens framed in /chat/0 with the user's key and the server
 * address filled in (and the console's CSP lets it), /chat2link sends the user on to the ChatLink
 * client; then Chinese on a 390 px phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { text, type Language } from './support/messages.ts';
import { apiSession, setUpRoot, signInThroughForm, type ApiCall } from './support/console-session.ts';
import { CHAT_STAND_IN_TEXT, startChatStandIn, type ChatStandIn } from './support/chat-stand-in.ts';

let server: RunningServer;
let browser: Browser;
let chat: ChatStandIn;
let aliceKey = '';

const ROOT = { username: 'root', password: 'root-password-1' };
const ALICE = { username: 'alice', password: 'alice-password-1' };
const t = (language: Language, key: string, values: Record<string, string> = {}) => text(language, 'pricing_playground', key, values);

async function configure(root: ApiCall): Promise<void> {
  const options: Record<string, string> = {
    ModelRatio: JSON.stringify({ 'gpt-4o-mini': 0.075, 'gpt-4o': 1.25 }),
    ModelPrice: JSON.stringify({ 'dall-e-3': 0.04 }),
    GroupRatio: JSON.stringify({ default: 1, vip: 2 }),
    UserUsableGroups: JSON.stringify({ default: 'Default group', vip: 'VIP group' }),
    Chats: JSON.stringify([{ 'Stand-in chat': `${chat.url}/chat?key={key}&url={address}` }]),
    ChatLink: `${chat.url}/next`,
  };
  for (const [key, value] of Object.entries(options)) {
    const saved = await root('PUT', '/api/option/', { key, value });
    expect(saved.success, `${key}: ${saved.message}`).toBe(true);
  }
  const channel = {
    name: 'mock',
    type: 1,
    key: 'sk-upstream',
    base_url: 'http://127.0.0.1:9',
    models: 'gpt-4o-mini,gpt-4o,dall-e-3',
    group: 'default,vip',
    model_mapping: '',
    priority: 0,
    weight: 0,
    tag: '',
  };
  const created = await root('POST', '/api/channel/', { mode: 'single', channel });
  expect(created.success, created.message).toBe(true);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  chat = await startChatStandIn();
  await setUpRoot(server.url, ROOT);
  const register = await fetch(`${server.url}/api/user/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...ALICE, password2: ALICE.password }),
  });
  expect(((await register.json()) as { success: boolean }).success).toBe(true);
  const root = await apiSession(server.url, ROOT);
  await configure(root);
  const users = (await root('GET', '/api/user/?p=0&page_size=10')).data as { items: { id: number; username: string }[] };
  const alice = users.items.find((user) => user.username === ALICE.username)!;
  const moved = await root('PUT', '/api/user/', {
    id: alice.id,
    username: ALICE.username,
    display_name: ALICE.username,
    password: '',
    group: 'vip',
    quota: 0,
    role: 1,
  });
  expect(moved.success, moved.message).toBe(true);
  const aliceApi = await apiSession(server.url, ALICE);
  const token = await aliceApi('POST', '/api/token/', {
    name: 'chat',
    remain_quota: 0,
    expired_time: -1,
    unlimited_quota: true,
    model_limits_enabled: false,
    model_limits: '',
    allow_ips: '',
    group: '',
  });
  expect(token.success, token.message).toBe(true);
  aliceKey = (token.data as { key: string }[])[0]!.key;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await chat?.stop();
  await server?.stop();
});

async function newContext(language: Language, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  // CSP reports surface as console errors, which every test asserts away.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`csp-violation: ${event.violatedDirective} blocked ${event.blockedURI}`));
  });
  return context;
}

/** A price line as the page writes it ("Input $0.15 / 1M tokens"). */
function priceLine(page: Page, language: Language, kind: 'input' | 'output', amount: string) {
  return page.getByText(`${t(language, `pricing.price.${kind}`)} ${amount} ${t(language, 'pricing.price.perMillion')}`, { exact: true });
}

async function openPricing(page: Page, language: Language): Promise<void> {
  await page.goto(`${server.url}/pricing`);
  await page.getByRole('heading', { level: 1, name: t(language, 'pricing.title') }).waitFor({ timeout: 90_000 });
  await page
    .getByRole('button', { name: t(language, 'pricing.copyName', { name: 'gpt-4o-mini' }) })
    .first()
    .waitFor({ timeout: 90_000 });
}

describe('pricing and chat links', () => {
  it('SH-007 / PP-001 / PP-004 / PP-005: a visitor sees the prices of the default group ratio', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await openPricing(page, 'en');
    await page.getByText(t('en', 'pricing.banner.visitor', { ratio: '1' })).waitFor();
    await page.getByText(t('en', 'pricing.formula.tokens')).waitFor();
    await priceLine(page, 'en', 'input', '$0.15').waitFor();
    await priceLine(page, 'en', 'output', '$0.60').waitFor();
    await page.getByText(`$0.04 ${t('en', 'pricing.price.perCall')}`, { exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: t('en', 'pricing.group.label') }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('PP-004 / PP-010 / PP-011: a user of group vip sees their prices, switches group and the prices change', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ALICE);
    await openPricing(page, 'en');
    await page.getByText(t('en', 'pricing.banner.yourGroup', { group: 'vip', ratio: '2' })).waitFor();
    await priceLine(page, 'en', 'input', '$0.30').waitFor();
    await priceLine(page, 'en', 'output', '$1.20').waitFor();

    await page.getByRole('combobox', { name: t('en', 'pricing.group.label') }).click();
    await page.getByRole('option', { name: t('en', 'pricing.group.option', { group: 'default', description: 'Default group', ratio: '1' }) }).click();
    await priceLine(page, 'en', 'input', '$0.15').waitFor();
    await priceLine(page, 'en', 'output', '$0.60').waitFor();
    expect(new URL(page.url()).search).toBe('?group=default');
    await page.getByText(t('en', 'pricing.group.viewing', { group: 'default', ratio: '1' })).waitFor();

    await page.getByRole('button', { name: t('en', 'pricing.copyName', { name: 'gpt-4o-mini' }) }).click();
    await page.getByText(text('en', 'common', 'messages.copied', { text: 'gpt-4o-mini' })).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('gpt-4o-mini');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('PP-033 / PP-034: /chat/0 frames the stand-in client with the key and address filled in; /chat2link goes to ChatLink', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ALICE);
    await page.goto(`${server.url}/chat/0`);
    const frame = page.locator('iframe');
    await frame.waitFor({ timeout: 90_000 });
    expect(await frame.getAttribute('src')).toBe(`${chat.url}/chat?key=sk-${aliceKey}&url=${encodeURIComponent(server.url)}`);
    // The console's CSP (frame-src from the Chats option) lets the client load inside the frame.
    await page.frameLocator('iframe').getByText(CHAT_STAND_IN_TEXT).waitFor({ timeout: 90_000 });
    expect(chat.visits).toContain(`/chat?key=sk-${aliceKey}&url=${encodeURIComponent(server.url)}`);

    await page.goto(`${server.url}/chat2link`);
    await page.waitForURL(`${chat.url}/next/**`, { timeout: 90_000 });
    expect(decodeURIComponent(page.url())).toBe(`${chat.url}/next/#/?settings={"key":"sk-${aliceKey}","url":"${server.url}"}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Chinese on a 390 px phone: the visitor warning, prices in cards without overflow, and the framed chat', async () => {
    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await openPricing(page, 'zh');
    await page.getByText(t('zh', 'pricing.banner.visitor', { ratio: '1' })).waitFor();
    await priceLine(page, 'zh', 'input', '$0.15').waitFor();
    expect(await page.locator('[data-layout="cards"]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await signInThroughForm(page, server.url, ALICE, 'zh');
    await openPricing(page, 'zh');
    await page.getByText(t('zh', 'pricing.banner.yourGroup', { group: 'vip', ratio: '2' })).waitFor();
    await priceLine(page, 'zh', 'input', '$0.30').waitFor();
    await page.goto(`${server.url}/chat/0`);
    await page.frameLocator('iframe').getByText(CHAT_STAND_IN_TEXT).waitFor({ timeout: 90_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${server.url}/chat/7`);
    await page.getByText(t('zh', 'chat.notFound', { number: '8' })).waitFor({ timeout: 90_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
