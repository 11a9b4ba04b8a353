/**
 * The operation, rate-limit and models tabs of /setting end to end, in Chromium against the real server on a fresh SQLite database: root changes
 * options on the operation, rate-limit and models tabs of /setting, sees them after a reload and in
 * GET /api/option/, cleans old logs, is asked before unsaved edits are dropped; then the same in
 * Chinese on a 390 px phone. None of these tabs shows a placeholder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { text, type Language } from './support/messages.ts';
import { saveSection, settingsSection } from './support/settings-form.ts';
import { dateTimeField, dateTimeText } from './support/date-time-field.ts';

let server: RunningServer;
let browser: Browser;

const ROOT = { username: 'root', password: 'root-password-1' };
const WAIT = { timeout: 60_000 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const setup = await fetch(`${server.url}/api/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ROOT.username, password: ROOT.password, confirmPassword: ROOT.password }),
  });
  expect(((await setup.json()) as { success: boolean }).success).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** GET /api/option/ as root from Node, key → value. */
async function storedOptions(): Promise<Record<string, string>> {
  const login = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ROOT) });
  const user = ((await login.json()) as { data: { id: number } }).data;
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const response = await fetch(`${server.url}/api/option/`, { headers: { Cookie: cookie, 'New-Api-User': String(user.id) } });
  const entries = ((await response.json()) as { data: { key: string; value: string }[] }).data;
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}

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

async function signIn(page: Page, language: Language): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel(new RegExp(`^${text(language, 'shell', 'login.username')}(\\s*\\*)?$`)).fill(ROOT.username);
  await page.getByLabel(new RegExp(`^${text(language, 'shell', 'login.password')}(\\s*\\*)?$`)).fill(ROOT.password);
  await page.getByRole('button', { name: text(language, 'shell', 'login.submit'), exact: true }).click();
  await page.waitForURL('**/token', WAIT);
}

const t = (language: Language, key: string, values: Record<string, string> = {}) => text(language, 'settings', key, values);

/** The placeholders left on the open tab, other than the nested ratio editors (another feature's). */
function ownPlaceholders(page: Page): Locator {
  return page.locator('[data-settings-placeholder]:not([data-settings-placeholder="ratio-settings"])');
}

async function openTab(page: Page, language: Language, tab: 'operation' | 'ratelimit' | 'models', firstSection: string): Promise<void> {
  await page.getByRole('tab', { name: t(language, `settings.tabs.${tab}.label`) }).click();
  await settingsSection(page, firstSection).waitFor(WAIT);
  expect(await ownPlaceholders(page).count()).toBe(0);
}

describe('settings: operation, rate-limit and models tabs', () => {
  it('SET-001 … SET-024, SET-046 … SET-060: root changes options on three tabs and sees them after a reload (English, desktop)', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signIn(page, 'en');
    await page.goto(`${server.url}/setting`);
    const general = settingsSection(page, t('en', 'operation.general.title'));
    await general.waitFor(WAIT);
    expect(await ownPlaceholders(page).count()).toBe(0);

    await general.getByLabel(t('en', 'operation.general.retryTimes'), { exact: true }).fill('4');
    await general.getByLabel(t('en', 'operation.general.displayTokenStat')).uncheck();
    await saveSection(page, general, 'en');

    // Unsaved edits are not dropped silently: changing tab asks first.
    const quota = settingsSection(page, t('en', 'operation.quota.title'));
    await quota.getByLabel(t('en', 'operation.quota.newUser'), { exact: true }).fill('250000');
    await page.getByRole('tab', { name: t('en', 'settings.tabs.ratelimit.label') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'settings.unsaved.title') });
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: t('en', 'settings.unsaved.stay') }).click();
    await saveSection(page, quota, 'en');

    await openTab(page, 'en', 'ratelimit', t('en', 'rateLimit.title'));
    const limits = settingsSection(page, t('en', 'rateLimit.title'));
    await limits.getByLabel(t('en', 'rateLimit.enabled')).check();
    await limits.getByLabel(t('en', 'rateLimit.count'), { exact: true }).fill('30');
    await saveSection(page, limits, 'en');

    await openTab(page, 'en', 'models', t('en', 'modelSettings.global.title'));
    const global = settingsSection(page, t('en', 'modelSettings.global.title'));
    const interval = global.getByLabel(t('en', 'modelSettings.global.pingSeconds'), { exact: true });
    expect(await interval.isDisabled()).toBe(true);
    await global.getByLabel(t('en', 'modelSettings.global.pingEnabled')).check();
    await interval.fill('15');
    await saveSection(page, global, 'en');

    await page.reload();
    await settingsSection(page, t('en', 'modelSettings.global.title')).waitFor(WAIT);
    expect(await page.getByLabel(t('en', 'modelSettings.global.pingSeconds'), { exact: true }).inputValue()).toBe('15');
    await openTab(page, 'en', 'operation', t('en', 'operation.general.title'));
    expect(await page.getByLabel(t('en', 'operation.general.retryTimes'), { exact: true }).inputValue()).toBe('4');
    expect(await page.getByLabel(t('en', 'operation.general.displayTokenStat')).isChecked()).toBe(false);
    expect(await page.getByLabel(t('en', 'operation.quota.newUser'), { exact: true }).inputValue()).toBe('250000');

    expect(await storedOptions()).toMatchObject({
      RetryTimes: '4',
      DisplayTokenStatEnabled: 'false',
      QuotaForNewUser: '250000',
      ModelRequestRateLimitEnabled: 'true',
      ModelRequestRateLimitCount: '30',
      'general_setting.ping_interval_enabled': 'true',
      'general_setting.ping_interval_seconds': '15',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SET-018 / SET-019: log cleanup offers one month back and reports how many entries it deleted', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signIn(page, 'en');
    await page.goto(`${server.url}/setting?tab=operation`);
    const logs = settingsSection(page, t('en', 'operation.log.title'));
    await logs.waitFor(WAIT);
    const expected = await page.evaluate(() => {
      const date = new Date();
      const day = date.getDate();
      date.setDate(1);
      date.setMonth(date.getMonth() - 1);
      date.setDate(Math.min(day, new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate()));
      return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
    });
    expect(await dateTimeText(dateTimeField(logs, t('en', 'operation.log.cleanupTime')))).toContain(expected);
    await logs.getByRole('button', { name: t('en', 'operation.log.cleanupButton') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'operation.log.cleanupConfirmTitle') });
    await dialog.getByRole('button', { name: t('en', 'operation.log.cleanupConfirmButton') }).click();
    // A fresh database has no entry older than a month.
    await page
      .getByRole('alert')
      .filter({ hasText: t('en', 'operation.log.cleaned', { count: '0' }) })
      .waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SET-046 / SET-050: the rate-limit tab in Chinese on a 390 px phone saves, survives a reload and fits the width', async () => {
    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await signIn(page, 'zh');
    await page.goto(`${server.url}/setting?tab=ratelimit`);
    const limits = settingsSection(page, t('zh', 'rateLimit.title'));
    await limits.waitFor(WAIT);
    expect(await ownPlaceholders(page).count()).toBe(0);
    const success = limits.getByLabel(t('zh', 'rateLimit.successCount'), { exact: true });
    await success.fill('0');
    await limits.getByRole('button', { name: /^保存/ }).click();
    // The message names the field as it reads, not by its option key.
    await limits.getByText(text('zh', 'common', 'validation.option.min', { key: t('zh', 'rateLimit.successCount'), min: '1' }), { exact: true }).waitFor(WAIT);
    expect(await limits.innerText()).not.toContain('ModelRequestRateLimitSuccessCount');
    await success.fill('500');
    await saveSection(page, limits, 'zh');
    await page.reload();
    await settingsSection(page, t('zh', 'rateLimit.title')).waitFor(WAIT);
    expect(await page.getByLabel(t('zh', 'rateLimit.successCount'), { exact: true }).inputValue()).toBe('500');
    for (const [tab, first] of [
      ['models', t('zh', 'modelSettings.global.title')],
      ['operation', t('zh', 'operation.general.title')],
    ] as const) {
      await openTab(page, 'zh', tab, first);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
      expect(overflow, tab).toBeLessThanOrEqual(1);
    }
    expect((await storedOptions())['ModelRequestRateLimitSuccessCount']).toBe('500');
    expect(errors).toEqual([]);
    await context.close();
  });
});
