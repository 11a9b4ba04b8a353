/**
 * The System and Other tabs of /setting end to end, in Chromium against the real server on a fresh
 * SQLite database: root turns password sign-in off through its confirmation and back on, stores a
 * credential that is never shown again, fills the OIDC endpoints from a discovery document (and
 * sees the failure message), saves a notice and sees it shown, asks for updates while offline;
 * then both tabs in Chinese on a 390 px phone. Neither tab shows a placeholder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiSession, setUpRoot, signInThroughForm, type ApiCall } from './support/console-session.ts';
import { freePort } from './support/free-port.ts';
import { text, type Language } from './support/messages.ts';
import { noticeAfter } from './support/fresh-notice.ts';
import { saveSection, settingsSection } from './support/settings-form.ts';
import { startOidcProviderStandIn, type OidcProviderStandIn } from './support/oidc-provider-stand-in.ts';

let server: RunningServer;
let browser: Browser;
let oidc: OidcProviderStandIn;
let root: ApiCall;

const ROOT = { username: 'root', password: 'root-password-1' };
const WAIT = { timeout: 90_000 };
const SMTP_PASSWORD = 'smtp-password-never-shown-7f3a';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  oidc = await startOidcProviderStandIn();
  await setUpRoot(server.url, ROOT);
  root = await apiSession(server.url, ROOT);
});

afterAll(async () => {
  await browser?.close();
  await oidc?.stop();
  await server?.stop();
});

const t = (language: Language, key: string, values: Record<string, string> = {}) => text(language, 'settings', key, values);

async function newContext(language: Language, width = 1280): Promise<BrowserContext> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    isMobile: phone,
    hasTouch: phone,
  });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  return context;
}

async function stored(): Promise<Record<string, string>> {
  const entries = (await root('GET', '/api/option/')).data as { key: string; value: string }[];
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}

async function status(): Promise<Record<string, unknown>> {
  return ((await (await fetch(`${server.url}/api/status`)).json()) as { data: Record<string, unknown> }).data;
}

async function passwordLoginAnswer(): Promise<number> {
  const response = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ROOT) });
  return response.status;
}

const placeholders = (page: Page) => page.locator('[data-settings-placeholder="system-tab"], [data-settings-placeholder="other-tab"]');

describe('settings: system and other tabs', () => {
  it('SET-061, SET-068: password sign-in goes off only through the confirmation (cancel keeps it), and back on', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ROOT);
    await page.goto(`${server.url}/setting?tab=system`);
    const login = settingsSection(page, t('en', 'systemTab.login.title'));
    await login.waitFor(WAIT);
    expect(await placeholders(page).count()).toBe(0);
    const toggle = login.getByLabel(t('en', 'systemTab.login.passwordLogin'));
    const dialog = page.getByRole('dialog', { name: t('en', 'systemTab.login.passwordOffTitle') });

    await toggle.click();
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: text('en', 'common', 'actions.cancel') }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await expect.poll(() => toggle.isChecked(), WAIT).toBe(true);
    expect((await stored())['PasswordLoginEnabled']).toBe('true');

    await toggle.click();
    await noticeAfter(page, text('en', 'common', 'messages.updateSucceeded'), () =>
      dialog.getByRole('button', { name: t('en', 'systemTab.login.passwordOffConfirm') }).click(),
    );
    // The switch follows the refetched options, which may land a moment after the notice.
    await expect.poll(() => toggle.isChecked(), WAIT).toBe(false);
    expect((await status())['password_login_enabled']).toBe(false);
    expect(await passwordLoginAnswer()).toBe(403);

    // Still signed in: turn it back on with the section's Save.
    await toggle.click();
    expect(await dialog.count()).toBe(0);
    await saveSection(page, login, 'en');
    expect((await status())['password_login_enabled']).toBe(true);
    expect(await passwordLoginAnswer()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SET-071, SET-073: a credential is never shown again; OIDC endpoints come from the discovery document, a failure says so', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ROOT);
    await page.goto(`${server.url}/setting?tab=system`);
    const smtp = settingsSection(page, t('en', 'systemTab.smtp.title'));
    await smtp.locator('input[name="SMTPToken"]').fill(SMTP_PASSWORD);
    await saveSection(page, smtp, 'en');
    await smtp.locator('[data-option-key="SMTPToken"][data-secret-state="set"]').waitFor(WAIT);
    expect(await smtp.locator('input[name="SMTPToken"]').inputValue()).toBe('');
    expect(JSON.stringify(await root('GET', '/api/option/'))).not.toContain(SMTP_PASSWORD);
    await page.reload();
    await settingsSection(page, t('en', 'systemTab.smtp.title')).locator('[data-secret-state="set"]').first().waitFor(WAIT);
    expect(await page.content()).not.toContain(SMTP_PASSWORD);

    const form = settingsSection(page, t('en', 'systemTab.oidc.title'));
    await form.locator('input[name="oidc.well_known"]').fill(oidc.wellKnown);
    await form.getByRole('button', { name: t('en', 'systemTab.oidc.fetch') }).click();
    await expect.poll(() => form.locator('input[name="oidc.token_endpoint"]').inputValue(), WAIT).toBe(`${oidc.url}/token`);
    expect(await form.locator('input[name="oidc.authorization_endpoint"]').inputValue()).toBe(`${oidc.url}/authorize`);
    expect(oidc.requests).toEqual(['GET /.well-known/openid-configuration']);
    await saveSection(page, form, 'en');
    expect(await stored()).toMatchObject({
      'oidc.well_known': oidc.wellKnown,
      'oidc.token_endpoint': `${oidc.url}/token`,
      'oidc.user_info_endpoint': `${oidc.url}/userinfo`,
    });

    const closed = await freePort();
    await form.locator('input[name="oidc.well_known"]').fill(`http://127.0.0.1:${closed}/.well-known/openid-configuration`);
    await form.getByRole('button', { name: t('en', 'systemTab.oidc.fetch') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^OIDC configuration fetch failed: / })
      .waitFor(WAIT);
    expect(errors.filter((error) => !error.includes('502'))).toEqual([]);
    await context.close();
  });

  it('SET-074, SET-077, SET-078: a saved notice is shown on the home page and in the console; system information and an offline update check', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ROOT);
    await page.goto(`${server.url}/setting?tab=other`);
    const notice = settingsSection(page, t('en', 'otherTab.notice.title'));
    await notice.locator('textarea[name="Notice"]').fill('# Maintenance window\n\nThe gateway restarts at **22:00**.');
    await notice.locator('[data-content-preview]').getByRole('heading', { name: 'Maintenance window' }).waitFor(WAIT);
    await saveSection(page, notice, 'en');
    expect((await stored())['Notice']).toBe('# Maintenance window\n\nThe gateway restarts at **22:00**.');

    const info = page.getByRole('region', { name: t('en', 'otherTab.system.title') });
    expect(await info.textContent()).toContain(String((await status())['version']));
    await info.getByRole('button', { name: t('en', 'otherTab.system.checkUpdates') }).click();
    // No internet here: the server's release check fails and says so, nothing else breaks.
    await info
      .getByRole('alert')
      .filter({ hasText: /^Update check failed: / })
      .waitFor({ timeout: 90_000 });

    for (const path of ['/', '/token']) {
      const visit = await context.newPage();
      await visit.goto(`${server.url}${path}`);
      const shown = visit.getByRole('dialog', { name: text('en', 'shell', 'notice.title') });
      await shown.getByRole('heading', { level: 1, name: 'Maintenance window' }).waitFor(WAIT);
      expect(await shown.locator('strong').textContent()).toBe('22:00');
      await shown.getByRole('button', { name: text('en', 'shell', 'notice.close'), exact: true }).click();
      await shown.waitFor({ state: 'hidden', ...WAIT });
      await visit.close();
    }
    expect(errors.filter((error) => !error.includes('502'))).toEqual([]);
    await context.close();
  });

  it('SET-061, SET-070, SET-074: both tabs in Chinese on a 390 px phone: a whitelist domain added as a chip and saved, no placeholder, nothing wider than the screen', async () => {
    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ROOT, 'zh');
    // The notice saved above opens over every console page: read it, close it for today.
    const notice = page.getByRole('dialog', { name: text('zh', 'shell', 'notice.title') });
    await notice.getByRole('button', { name: text('zh', 'shell', 'notice.closeToday') }).click();
    await notice.waitFor({ state: 'hidden', ...WAIT });
    await page.goto(`${server.url}/setting?tab=system`);
    const whitelist = settingsSection(page, t('zh', 'systemTab.emailDomain.title'));
    await whitelist.waitFor(WAIT);
    const input = whitelist.getByLabel(t('zh', 'systemTab.emailDomain.add'));
    await input.fill('gmail.com');
    await whitelist.getByRole('button', { name: t('zh', 'systemTab.emailDomain.addButton'), exact: true }).click();
    await whitelist
      .getByText(text('zh', 'common', 'validation.option.emailDomain', { domain: 'gmail.com', key: t('zh', 'systemTab.emailDomain.list') }))
      .waitFor(WAIT);
    await input.fill('example.cn');
    await input.press('Enter');
    await whitelist.getByRole('list').getByText('example.cn', { exact: true }).waitFor(WAIT);
    await saveSection(page, whitelist, 'zh');
    expect((await stored())['EmailDomainWhitelist']).toMatch(/,example\.cn$/);
    for (const tab of ['system', 'other'] as const) {
      await page.getByRole('tab', { name: t('zh', `settings.tabs.${tab}.label`) }).click();
      await settingsSection(page, t('zh', tab === 'system' ? 'systemTab.general.title' : 'otherTab.notice.title')).waitFor(WAIT);
      expect(await placeholders(page).count()).toBe(0);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
      expect(overflow, tab).toBeLessThanOrEqual(1);
    }
    await page.getByRole('region', { name: t('zh', 'otherTab.system.title') }).waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
