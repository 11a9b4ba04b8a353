/**
 * Notices in real Chromium against the real server: several actions in quick succession
 * (five failing saves, then successes) never put more than three notices on screen, and no notice
 * ever covers the top app bar — at 1440 px and at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiSession, field, setUpRoot, signInThroughForm } from './support/console-session.ts';
import { text } from './support/messages.ts';
import { noticeRecord, visibleNotices, watchNotices, watchNoticesFromStart } from './support/notice-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

const ROOT = { username: 'root', password: 'root-password-1' };
const CHANNELS = ['n1', 'n2', 'n3', 'n4', 'n5'];
const t = (key: string, values: Record<string, string> = {}) => text('en', 'channels', key, values);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await setUpRoot(server.url, ROOT);
  const api = await apiSession(server.url, ROOT);
  for (const name of CHANNELS) {
    const created = await api('POST', '/api/channel/', {
      mode: 'single',
      channel: { name, type: 1, key: `sk-${name}`, base_url: 'http://127.0.0.1:9', models: 'gpt-4o-mini', group: 'default' },
    });
    expect(created.success).toBe(true);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openChannels(page: Page): Promise<void> {
  await page.goto(`${server.url}/channel`);
  await page.getByRole('heading', { level: 1, name: t('list.title') }).waitFor({ timeout: 90_000 });
  for (const name of CHANNELS) await page.getByLabel(t('row.priorityLabel', { name }), { exact: true }).waitFor({ timeout: 90_000 });
}

/** An inline priority the editor refuses: a failing save whose error stays until dismissed. */
async function failPriority(page: Page, name: string): Promise<void> {
  const priority = page.getByLabel(t('row.priorityLabel', { name }), { exact: true });
  await priority.fill('-5000');
  await priority.press('Enter');
}

describe('notices', () => {
  it('five failing saves and then successes never show more than three notices, none over the app bar (1440 px)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, ROOT);
    await openChannels(page);
    await watchNotices(page);

    const refused = (name: string) => t('messages.invalidRowPriority', { name });
    for (const name of CHANNELS) await failPriority(page, name);
    await expect.poll(() => visibleNotices(page), { timeout: 60_000 }).toEqual(['n3', 'n4', 'n5'].map(refused));
    // Wide enough that a sentence like these stays on one line.
    const { linesWhenShown } = await noticeRecord(page);
    expect(['n3', 'n4', 'n5'].map((name) => linesWhenShown[refused(name)])).toEqual([1, 1, 1]);
    // Successes of two rows: each replaces nothing visible (their errors were pushed out), the oldest error gives way.
    for (const name of CHANNELS.slice(0, 2)) {
      await page
        .getByRole('row')
        .filter({ has: page.getByLabel(t('row.priorityLabel', { name }), { exact: true }) })
        .getByRole('button', { name: t('row.disable'), exact: true })
        .click();
    }
    await page.getByText(t('messages.disabledOne', { name: 'n2' })).waitFor({ timeout: 60_000 });
    // A failing row action followed by its success: the success replaces the error of the same row.
    await failPriority(page, 'n3');
    const n3 = page.getByLabel(t('row.priorityLabel', { name: 'n3' }), { exact: true });
    await n3.fill('4');
    await n3.press('Enter');
    await page.getByText(t('messages.prioritySet', { name: 'n3', value: '4' })).waitFor({ timeout: 60_000 });

    const record = await noticeRecord(page);
    expect(record.mostAtOnce).toBe(3);
    expect(record.overAppBar).toEqual([]);
    expect(record.offScreen).toEqual([]);
    expect(record.notStacked).toEqual([]);
    // Errors stay until dismissed; successes go by themselves.
    await expect.poll(() => visibleNotices(page), { timeout: 90_000 }).toEqual(['n4', 'n5'].map(refused));
    await page
      .locator('[data-notices]')
      .getByRole('button', { name: text('en', 'common', 'notify.close') })
      .first()
      .click();
    await expect.poll(() => visibleNotices(page), { timeout: 30_000 }).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 390 px a short notice stays on one line and a form summary sits below the app bar', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const { page, errors } = await openPage(context);
    // The sign-in success hides after 4 s, possibly before a busy machine has drawn the tokens page: record from the start.
    await watchNoticesFromStart(page);
    await signInThroughForm(page, server.url, ROOT);
    await page.getByRole('heading', { level: 1, name: text('en', 'tokens_wallet', 'tokens.title') }).waitFor({ timeout: 90_000 });
    const signedIn = text('en', 'common', 'messages.loginSuccessful');
    await expect.poll(async () => Object.keys((await noticeRecord(page)).linesWhenShown), { timeout: 60_000 }).toContain(signedIn);
    expect((await noticeRecord(page)).linesWhenShown[signedIn]).toBe(1);
    await page.getByRole('button', { name: text('en', 'tokens_wallet', 'tokens.actions.create') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: text('en', 'common', 'actions.save') }).click();
    const details = text('en', 'tokens_wallet', 'tokens.form.errors.nameRequired');
    await expect.poll(() => visibleNotices(page), { timeout: 60_000 }).toContain(text('en', 'common', 'form.summary', { count: '1', details }));
    expect(await field(drawer, text('en', 'tokens_wallet', 'tokens.form.name')).getAttribute('aria-invalid')).toBe('true');
    const record = await noticeRecord(page);
    expect(record.overAppBar).toEqual([]);
    expect(record.offScreen).toEqual([]);
    expect(record.notStacked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
