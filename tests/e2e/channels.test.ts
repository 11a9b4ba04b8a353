/**
 * The channels journey, in real Chromium against the real server (fresh SQLite) and the
 * mock upstream on 127.0.0.1: an admin adds an OpenAI channel pointing at the mock, fetches its
 * models, saves, tests it, edits its priority inline, tags two channels and disables the tag,
 * batch-deletes one, and everything holds after a reload; then a shorter pass in Chinese at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { responseTimeLevel } from '@gateway/domain';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { text, type Language } from './support/messages.ts';
import { MOCK_MODELS, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';

let server: RunningServer;
let upstream: MockUpstream;
let browser: Browser;

const ROOT = { username: 'root', password: 'root-password-1' };
const UPSTREAM_KEY = 'sk-mock-upstream-key';

beforeAll(async () => {
  server = await startServer();
  upstream = await startMockUpstream({ key: UPSTREAM_KEY });
  browser = await launchBrowser();
  const response = await fetch(`${server.url}/api/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: ROOT.username,
      password: ROOT.password,
      confirmPassword: ROOT.password,
      SelfUseModeEnabled: false,
      DemoSiteEnabled: false,
    }),
  });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  await upstream?.stop();
  await server?.stop();
});

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form field by its visible label, with or without MUI's required asterisk. */
function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));
}

async function signIn(page: Page, language: Language): Promise<void> {
  await page.goto(`${server.url}/login`);
  await field(page, text(language, 'shell', 'login.username')).fill(ROOT.username);
  await field(page, text(language, 'shell', 'login.password')).fill(ROOT.password);
  await page.getByRole('button', { name: text(language, 'shell', 'login.submit'), exact: true }).click();
  await page.waitForURL('**/token', { timeout: 60_000 });
}

/** The table row of a channel, by its name. */
function row(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

async function openChannels(page: Page, language: Language): Promise<void> {
  await page.goto(`${server.url}/channel`);
  // The first visit loads the remote's container and chunks; give a loaded machine time.
  await page.getByRole('heading', { level: 1, name: text(language, 'channels', 'list.title') }).waitFor({ timeout: 90_000 });
}

/** Adds a channel through the drawer: OpenAI type, the mock upstream's URL, models fetched from it, optionally a price and input limit. */
async function addChannel(page: Page, language: Language, name: string, extra: { price?: string; maxInputTokens?: string } = {}): Promise<void> {
  const t = (key: string, values: Record<string, string> = {}) => text(language, 'channels', key, values);
  await page.getByRole('button', { name: t('toolbar.add') }).click();
  await page.waitForURL('**/channel/add');
  const drawer = page.locator('form').filter({ has: page.getByRole('heading', { name: t('editor.createTitle') }) });
  await field(drawer, t('editor.fields.name')).fill(name);
  await field(drawer, t('editor.fields.key')).fill(UPSTREAM_KEY);
  await field(drawer, t('editor.fields.baseUrl')).fill(`${upstream.url}/`);
  await drawer.getByRole('button', { name: t('editor.fields.fetchModels') }).click();
  await page
    .getByText(t('messages.modelsFetched', { count: String(MOCK_MODELS.length) }))
    .first()
    .waitFor();
  for (const model of MOCK_MODELS) await drawer.locator('.MuiChip-label', { hasText: new RegExp(`^${escape(model)}$`) }).waitFor();
  if (extra.price !== undefined) await field(drawer, t('editor.fields.price')).fill(extra.price);
  if (extra.maxInputTokens !== undefined) await field(drawer, t('editor.fields.maxInputTokens')).fill(extra.maxInputTokens);
  await drawer.getByRole('button', { name: t('editor.create') }).click();
  await page
    .getByText(t('messages.created', { count: '1' }))
    .first()
    .waitFor();
  await page.waitForURL((url) => url.pathname === '/channel');
  await row(page, name).waitFor();
}

/** Opens the test dialog of a row, tests with the first model, and waits for the answer. */
async function testChannel(page: Page, language: Language, name: string): Promise<void> {
  const t = (key: string, values: Record<string, string> = {}) => text(language, 'channels', key, values);
  await row(page, name)
    .getByRole('button', { name: t('row.test'), exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: MOCK_MODELS[0], exact: true }).click();
  await dialog.getByRole('button', { name: t('testDialog.run'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A tested channel's badge (CH-015 / CH-017): a time, in the level of exactly that time (the colour per
 * level is the channels app's unit test). The mock upstream answers at once, but on a busy machine a
 * test can take over a second end to end, so the level is the shown time's rather than always "fast".
 */
async function expectTestedBadge(page: Page, name: string): Promise<void> {
  const badge = row(page, name).locator('[data-response-level]');
  await expect.poll(() => badge.getAttribute('data-response-level'), { timeout: 30_000 }).not.toBe('untested');
  const milliseconds = Number.parseFloat(await badge.innerText()) * 1000;
  expect(milliseconds).toBeGreaterThan(0);
  // The badge rounds to 10 ms: at a level's edge either neighbour is the shown time's level.
  expect([responseTimeLevel(milliseconds - 5), responseTimeLevel(milliseconds + 5)]).toContain(await badge.getAttribute('data-response-level'));
}

describe('channels journey', () => {
  it('CH-002 / CH-017 / CH-019 / CH-023 / CH-030 / CH-013 / CH-029 / CH-058 / CH-036 / CH-052: add (with price and input limit), fetch models, test, priority, tag, disable tag, batch delete, reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const { page, errors } = await openPage(context);
    const t = (key: string, values: Record<string, string> = {}) => text('en', 'channels', key, values);
    await signIn(page, 'en');
    await openChannels(page, 'en');
    await page.getByText(t('list.emptyTitle')).waitFor();

    await addChannel(page, 'en', 'e2e-main', { price: '0.0001', maxInputTokens: '4096' });
    await addChannel(page, 'en', 'e2e-spare');
    expect(upstream.requests.filter((request) => request.path === '/v1/models').every((request) => request.authorization === `Bearer ${UPSTREAM_KEY}`)).toBe(
      true,
    );

    // CH-017 / CH-015: the test answers and the badge shows the time, in that time's level.
    await testChannel(page, 'en', 'e2e-main');
    await expectTestedBadge(page, 'e2e-main');
    expect(await row(page, 'e2e-main').locator('[data-response-level]').innerText()).toMatch(/^\d+\.\d+ s$/);
    expect(upstream.requests.some((request) => request.path === '/v1/chat/completions' && (request.body as { model?: string }).model === MOCK_MODELS[0])).toBe(
      true,
    );

    // CH-019: test all runs in the background and reports when it is done.
    await page.getByRole('button', { name: t('toolbar.testAll') }).click();
    await page.getByText(t('messages.testFinished')).first().waitFor({ timeout: 60_000 });
    await expectTestedBadge(page, 'e2e-spare');

    // CH-023: inline priority.
    const priority = row(page, 'e2e-main').getByLabel(t('row.priorityLabel', { name: 'e2e-main' }));
    await priority.fill('7');
    await priority.press('Enter');
    await page
      .getByText(t('messages.prioritySet', { name: 'e2e-main', value: '7' }))
      .first()
      .waitFor();

    // CH-030: tag both channels.
    const selectRow = text('en', 'common', 'table.selectRow');
    await row(page, 'e2e-main').getByRole('checkbox', { name: selectRow }).check();
    await row(page, 'e2e-spare').getByRole('checkbox', { name: selectRow }).check();
    await page.getByRole('button', { name: t('toolbar.batchTag') }).click();
    const tagDialog = page.getByRole('dialog');
    await field(tagDialog, t('batchTag.tag')).fill('team');
    await tagDialog.getByRole('button', { name: text('en', 'common', 'actions.save') }).click();
    await page
      .getByText(t('messages.tagged', { count: '2' }))
      .first()
      .waitFor();

    // CH-013: in tag mode, disable the whole tag.
    await page.getByLabel(t('toolbar.tagMode')).check();
    await page.waitForURL('**/channel?tag=1');
    const tagRow = page.getByRole('row').filter({ has: page.getByText(t('row.tagLabel', { tag: 'team' })) });
    await tagRow.getByRole('button', { name: t('row.disableAll') }).click();
    await tagRow.getByText(text('en', 'common', 'channelStatus.manuallyDisabled')).waitFor();
    await page.getByLabel(t('toolbar.tagMode')).uncheck();
    await expect
      .poll(() =>
        row(page, 'e2e-spare')
          .getByText(text('en', 'common', 'channelStatus.manuallyDisabled'))
          .count(),
      )
      .toBe(1);

    // CH-029: batch delete one channel.
    await row(page, 'e2e-spare').getByRole('checkbox', { name: selectRow }).check();
    await page.getByRole('button', { name: t('toolbar.batchDelete') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('en', 'common', 'actions.confirm') })
      .click();
    await page
      .getByText(t('messages.deleted', { count: '1' }))
      .first()
      .waitFor();
    await expect.poll(() => row(page, 'e2e-spare').count()).toBe(0);

    // Everything persists after a reload.
    await page.reload();
    await row(page, 'e2e-main').waitFor({ timeout: 60_000 });
    expect(await row(page, 'e2e-spare').count()).toBe(0);
    expect(
      await row(page, 'e2e-main')
        .getByLabel(t('row.priorityLabel', { name: 'e2e-main' }))
        .inputValue(),
    ).toBe('7');
    expect(
      await row(page, 'e2e-main')
        .getByText(text('en', 'common', 'channelStatus.manuallyDisabled'))
        .count(),
    ).toBe(1);
    await expectTestedBadge(page, 'e2e-main');

    // CH-036 / CH-052 / CH-037: price and input limit come back exactly; the error record is shown read-only.
    await row(page, 'e2e-main')
      .getByRole('button', { name: t('row.edit'), exact: true })
      .click();
    await page.waitForURL('**/channel/edit/*');
    const editor = page.locator('form').filter({ has: page.getByRole('heading', { name: new RegExp(`^${escape(t('editor.editTitle', { id: '' }))}`) }) });
    await expect.poll(() => field(editor, t('editor.fields.price')).inputValue(), { timeout: 30_000 }).toBe('0.0001');
    expect(await field(editor, t('editor.fields.maxInputTokens')).inputValue()).toBe('4096');
    await editor.getByText(t('editor.fields.errorStatus'), { exact: true }).waitFor();
    await page.goto(`${server.url}/channel`);
    await row(page, 'e2e-main').waitFor({ timeout: 60_000 });
    await page.getByLabel(t('toolbar.tagMode')).check();
    await page.getByText(t('row.tagLabel', { tag: 'team' })).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('CH-028: the journey in Chinese at 390 px: the drawer is full width, the table shows cards, tag and delete work', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', isMobile: true, hasTouch: true });
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
    const { page, errors } = await openPage(context);
    const t = (key: string, values: Record<string, string> = {}) => text('zh', 'channels', key, values);
    await signIn(page, 'zh');
    await openChannels(page, 'zh');

    await page.getByRole('button', { name: t('toolbar.add') }).click();
    const paper = page.locator('.MuiDrawer-paper');
    await paper.waitFor();
    expect(Math.round((await paper.boundingBox())?.width ?? 0)).toBe(390);
    await page.getByRole('button', { name: text('zh', 'common', 'drawer.close') }).click();
    await page.waitForURL((url) => url.pathname === '/channel');

    await addChannel(page, 'zh', 'e2e-zh');
    await testChannel(page, 'zh', 'e2e-zh');
    await expectTestedBadge(page, 'e2e-zh');
    // A phone shows one card per channel, nothing scrolls sideways (neither the frame nor the page).
    const fits = await page.getByRole('table', { name: t('list.tableLabel') }).evaluate((table) => {
      const container = table.parentElement!;
      return (
        container.dataset['layout'] === 'cards' &&
        container.scrollWidth <= container.clientWidth + 1 &&
        document.documentElement.scrollWidth <= window.innerWidth + 1
      );
    });
    expect(fits).toBe(true);

    const priority = row(page, 'e2e-zh').getByLabel(t('row.priorityLabel', { name: 'e2e-zh' }));
    await priority.fill('3');
    await priority.press('Enter');
    await page
      .getByText(t('messages.prioritySet', { name: 'e2e-zh', value: '3' }))
      .first()
      .waitFor();
    await row(page, 'e2e-zh')
      .getByRole('checkbox', { name: text('zh', 'common', 'table.selectRow') })
      .check();
    await page.getByRole('button', { name: t('toolbar.batchTag') }).click();
    await field(page.getByRole('dialog'), t('batchTag.tag')).fill('移动');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('zh', 'common', 'actions.save') })
      .click();
    await page
      .getByText(t('messages.tagged', { count: '1' }))
      .first()
      .waitFor();
    await page.getByLabel(t('toolbar.tagMode')).check();
    const tagRow = page.getByRole('row').filter({ has: page.getByText(t('row.tagLabel', { tag: '移动' })) });
    await tagRow.getByRole('button', { name: t('row.disableAll') }).click();
    await tagRow.getByText(text('zh', 'common', 'channelStatus.manuallyDisabled')).waitFor();

    await page.reload();
    await tagRow.waitFor({ timeout: 60_000 });
    await tagRow.getByRole('button', { name: t('row.expand', { tag: '移动' }) }).click();
    expect(
      await row(page, 'e2e-zh')
        .getByLabel(t('row.priorityLabel', { name: 'e2e-zh' }))
        .inputValue(),
    ).toBe('3');

    // CH-028: delete one channel from its row menu.
    await page.getByLabel(t('toolbar.tagMode')).uncheck();
    await row(page, 'e2e-zh')
      .getByRole('button', { name: t('row.more', { name: 'e2e-zh' }) })
      .click();
    await page.getByRole('menuitem', { name: t('row.delete') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('zh', 'common', 'actions.confirm') })
      .click();
    await page.getByText(t('messages.deletedOne')).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('list.title') }).waitFor({ timeout: 60_000 });
    await row(page, 'e2e-main').waitFor();
    expect(await row(page, 'e2e-zh').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
