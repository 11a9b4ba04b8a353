/**
 * In real Chromium against the real server: an error notice goes when its
 * form later saves, when the form closes, and when the visitor moves to another page or settings
 * tab; never more than three notices are on screen; and every settings message names the option
 * by the label its field shows, in English and in Chinese — the form's own checks and the
 * server's refusal alike (ADR 0021 addendum).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { field, setUpRoot, signInThroughForm } from './support/console-session.ts';
import { text, type Language } from './support/messages.ts';
import { noticeRecord, visibleNotices, watchNotices } from './support/notice-watch.ts';
import { saveSection, settingsSection } from './support/settings-form.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

const ROOT = { username: 'root', password: 'root-password-1' };
const WAIT = { timeout: 60_000 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await setUpRoot(server.url, ROOT);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const settings = (language: Language, key: string) => text(language, 'settings', key);
const common = (language: Language, key: string, values: Record<string, string> = {}) => text(language, 'common', key, values);
/** "Please fix 1 field: <message>" in the language. */
const summary = (language: Language, details: string) => common(language, 'form.summary', { count: '1', details });

async function newContext(language: Language, width: number): Promise<BrowserContext> {
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

/** Fills a field of a section and presses the section's Save. */
async function saveWith(page: Page, section: Locator, label: string, value: string): Promise<void> {
  await field(section, label).fill(value);
  await section.getByRole('button', { name: /^(Save|保存)/ }).click();
}

/** The error notices on screen ("Please fix …" and server refusals), by their filled red Alert. */
async function errorNotices(page: Page): Promise<string[]> {
  return page.locator('[data-notices] [role="alert"].MuiAlert-colorError').allTextContents();
}

describe('notices follow the page, messages name fields', () => {
  it('SET-066 / USR-014: errors go after a successful save, when a form closes and on navigation; never more than three (1440 px, English)', async () => {
    const context = await newContext('en', 1440);
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ROOT);
    await page.goto(`${server.url}/setting`);
    const general = settingsSection(page, settings('en', 'operation.general.title'));
    await general.waitFor(WAIT);
    await watchNotices(page);

    // Four refused sections in a row: each says why, naming its field as the form shows it.
    const refusals: [section: string, label: string, value: string, message: string][] = [
      ['operation.general.title', 'operation.general.retryTimes', '11', 'validation.option.max'],
      ['operation.monitor.title', 'operation.monitor.disableThreshold', '-1', 'validation.option.min'],
      ['operation.dashboard.title', 'operation.dashboard.interval', '0', 'validation.option.min'],
      ['operation.quota.title', 'operation.quota.newUser', '-5', 'validation.option.min'],
    ];
    const bounds: Record<string, Record<string, string>> = {
      'operation.general.retryTimes': { max: '10' },
      'operation.monitor.disableThreshold': { min: '0' },
      'operation.dashboard.interval': { min: '1' },
      'operation.quota.newUser': { min: '0' },
    };
    const summaries: string[] = [];
    for (const [title, label, value, rule] of refusals) {
      const section = settingsSection(page, settings('en', title));
      const message = common('en', rule, { key: settings('en', label), ...bounds[label] });
      await saveWith(page, section, settings('en', label), value);
      await section.getByText(message, { exact: true }).waitFor(WAIT);
      summaries.push(summary('en', message));
      await expect.poll(() => visibleNotices(page), WAIT).toContain(summaries.at(-1));
    }
    // The oldest error gave way to the fourth: three on screen.
    expect(await visibleNotices(page)).toEqual(summaries.slice(1));
    const body = await page.locator('body').innerText();
    for (const key of ['RetryTimes', 'ChannelDisableThreshold', 'DataExportInterval', 'QuotaForNewUser']) expect(body, key).not.toContain(key);

    // The quota section saves: its error goes, the success takes its place; the others stay.
    const quota = settingsSection(page, settings('en', 'operation.quota.title'));
    await field(quota, settings('en', 'operation.quota.newUser')).fill('250000');
    await saveSection(page, quota, 'en');
    await expect.poll(() => errorNotices(page), WAIT).toEqual(summaries.slice(1, 3));

    // Another page: every error of this one goes (the success hides by itself).
    await page
      .getByRole('navigation', { name: text('en', 'shell', 'sidebar.label') })
      .getByRole('link', { name: settings('en', 'nav.users') })
      .click();
    await page.getByRole('heading', { level: 1, name: settings('en', 'users.title') }).waitFor(WAIT);
    await expect.poll(() => errorNotices(page), WAIT).toEqual([]);

    // The empty add-user form names both fields; closing the drawer takes the error away.
    await page.getByRole('button', { name: settings('en', 'users.add') }).click();
    const drawer = page.getByRole('dialog', { name: settings('en', 'users.form.createTitle') });
    await drawer.getByRole('button', { name: common('en', 'actions.save') }).click();
    const empty = common('en', 'form.requiredFields', { fields: `${settings('en', 'users.form.username')} and ${settings('en', 'users.form.password')}` });
    await expect.poll(() => errorNotices(page), WAIT).toEqual([common('en', 'form.summary', { count: '2', details: empty })]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', ...WAIT });
    await expect.poll(() => errorNotices(page), WAIT).toEqual([]);

    // A settings tab is a page too: the payment section's error stays on its tab only.
    await page
      .getByRole('navigation', { name: text('en', 'shell', 'sidebar.label') })
      .getByRole('link', { name: settings('en', 'nav.settings') })
      .click();
    await page.getByRole('tab', { name: settings('en', 'settings.tabs.system.label') }).click();
    const payment = settingsSection(page, settings('en', 'systemTab.payment.title'));
    await payment.waitFor(WAIT);
    const groupRatio = settings('en', 'systemTab.payment.groupRatio');
    await saveWith(page, payment, groupRatio, '{"default": 1');
    const invalid = common('en', 'validation.option.json', { key: groupRatio });
    await expect.poll(() => errorNotices(page), WAIT).toEqual([summary('en', invalid)]);
    expect(await payment.getByText(invalid, { exact: true }).count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toContain('TopupGroupRatio');
    await page.getByRole('tab', { name: settings('en', 'settings.tabs.other.label') }).click();
    await page
      .getByRole('dialog', { name: settings('en', 'settings.unsaved.title') })
      .getByRole('button', { name: settings('en', 'settings.unsaved.discard') })
      .click();
    await settingsSection(page, settings('en', 'otherTab.branding.title')).waitFor(WAIT);
    await expect.poll(() => errorNotices(page), WAIT).toEqual([]);

    const record = await noticeRecord(page);
    expect(record.mostAtOnce).toBe(3);
    expect(record.overAppBar).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SET-050 / COM-002: in Chinese on a 390 px phone, the form’s check and the server’s refusal name the field by its label, and leave with the page', async () => {
    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ROOT, 'zh');
    await page.goto(`${server.url}/setting?tab=ratelimit`);
    const limits = settingsSection(page, settings('zh', 'rateLimit.title'));
    await limits.waitFor(WAIT);
    await watchNotices(page);

    // The form's own check, before anything is sent.
    const successCount = settings('zh', 'rateLimit.successCount');
    const atLeastOne = common('zh', 'validation.option.min', { key: successCount, min: '1' });
    await saveWith(page, limits, successCount, '0');
    await limits.getByText(atLeastOne, { exact: true }).waitFor(WAIT);
    await expect.poll(() => errorNotices(page), WAIT).toEqual([summary('zh', atLeastOne)]);
    await field(limits, successCount).fill('500');

    // The server's refusal: the value is changed on its way, so the server's own rule answers.
    await page.route('**/api/option/', async (route) => {
      const request = route.request();
      const body = request.method() === 'PUT' ? (request.postDataJSON() as { key: string; value: string }) : undefined;
      if (body?.key !== 'ModelRequestRateLimitCount') return route.continue();
      return route.continue({ postData: JSON.stringify({ ...body, value: '-3' }) });
    });
    const count = settings('zh', 'rateLimit.count');
    await saveWith(page, limits, count, '30');
    const refused = common('zh', 'validation.option.min', { key: count, min: '0' });
    await limits.getByText(refused, { exact: true }).waitFor(WAIT);
    await expect.poll(() => errorNotices(page), WAIT).toEqual([text('zh', 'settings', 'form.partialSaveFailed', { count: '1', details: refused })]);
    const body = await page.locator('body').innerText();
    for (const key of ['ModelRequestRateLimitSuccessCount', 'ModelRequestRateLimitCount']) expect(body, key).not.toContain(key);

    // Another page, reached through the phone's navigation drawer: the error stays behind.
    await page.getByRole('button', { name: text('zh', 'shell', 'sidebar.open') }).click();
    await page
      .getByRole('navigation', { name: text('zh', 'shell', 'sidebar.label') })
      .getByRole('link', { name: settings('zh', 'nav.users') })
      .click();
    await page.getByRole('heading', { level: 1, name: settings('zh', 'users.title') }).waitFor(WAIT);
    await expect.poll(() => errorNotices(page), WAIT).toEqual([]);
    expect((await noticeRecord(page)).mostAtOnce).toBeLessThanOrEqual(3);
    // The one refused PUT, made to fail on purpose above.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });
});
