/**
 * Every column a person chose is reachable on the row, in Chromium against the real server: at 1440×900
 * (the sidebar open) and 390×844, in English and Chinese, on the usage log, the tokens and the channels
 * (also grouped by tag). A column shows as a header (a card's label on a phone) or, folded for width, in
 * the row's expansion behind a visible "+N" that counts it; the Columns dialog marks exactly the folded
 * ones "Folded"; a tag's weight is edited at 1440 px wherever it is; and at 1440 px no page and no table
 * scrolls sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import OpenAI from 'openai';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { CONTRACT_ROOT, setUpAndSignIn, type ConsoleSession } from '../contract/support/console-api.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { blockingViolations } from './support/axe.ts';
import { signInThroughForm } from './support/console-session.ts';
import { text, type Language } from './support/messages.ts';

let server: RunningServer;
let upstream: MockUpstream;
let browser: Browser;
let admin: ConsoleSession;

const MODEL = 'gpt-4o-mini';
const TAG = 'reach-team';
const CHANNEL = 'reach channel with a fairly long name';
const HOUR_TOKEN = 'reach-one-hour-token';

beforeAll(async () => {
  upstream = await startMockUpstream();
  server = await startServer();
  browser = await launchBrowser();
  admin = await setUpAndSignIn(server.url);
  const channel = { type: 1, key: 'sk-upstream', base_url: upstream.url, models: MODEL, group: 'default,vip' };
  await admin.call('POST', '/api/channel/', { mode: 'single', channel: { ...channel, name: `${CHANNEL} 1`, tag: TAG } });
  await admin.call('POST', '/api/channel/', { mode: 'single', channel: { ...channel, name: `${CHANNEL} 2`, tag: TAG } });
  await admin.call('POST', '/api/channel/', { mode: 'single', channel: { ...channel, name: CHANNEL } });
  const [caller] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
    name: 'reach-caller',
    unlimited_quota: true,
    remain_quota: 0,
    expired_time: -1,
  });
  const client = new OpenAI({ apiKey: `sk-${caller!.key}`, baseURL: `${server.url}/v1`, maxRetries: 0 });
  await client.chat.completions.create({ model: MODEL, messages: [{ role: 'user', content: 'hi' }] });
  // The newest token leads the list: one that ends in an hour, with a limited quota.
  await admin.call('POST', '/api/token/', {
    name: HOUR_TOKEN,
    unlimited_quota: false,
    remain_quota: 500000,
    expired_time: Math.floor(Date.now() / 1000) + 3600,
    group: 'default',
  });
  // Usage rows are written in batches (ADR 0011): wait until the record is readable.
  const deadline = Date.now() + 15_000;
  while ((await admin.call<{ total: number }>('GET', '/api/log/?p=0&page_size=10&type=2')).total < 1) {
    if (Date.now() > deadline) throw new Error('the usage record never became readable');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await upstream?.stop();
});

const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

type TableCase = {
  path: string;
  namespace: 'tokens_wallet' | 'channels' | 'logs';
  tableLabel: string;
  /** The row checked: the first one whose text matches. */
  row: (language: Language) => string;
  /** The label key of a column by its key. */
  columnLabel: (key: string) => string;
  /** The Columns button's label key; undefined: the page has no column settings (every column is chosen). */
  columnsButton?: string;
  /** Every column key, for a page without column settings. */
  allColumns?: string[];
};

const tokens: TableCase = {
  path: '/token',
  namespace: 'tokens_wallet',
  tableLabel: 'tokens.tableLabel',
  row: () => HOUR_TOKEN,
  columnLabel: (key) => `tokens.columns.${key}`,
  allColumns: ['name', 'status', 'key', 'remainQuota', 'usedQuota', 'createdTime', 'expiredTime', 'group'],
};
const channels: TableCase = {
  path: '/channel',
  namespace: 'channels',
  tableLabel: 'list.tableLabel',
  row: () => `${CHANNEL} 2`,
  columnLabel: (key) => `columns.${key}`,
  columnsButton: 'toolbar.columns',
};
const tagMode: TableCase = { ...channels, path: '/channel?tag=1', row: (language) => text(language, 'channels', 'row.tagLabel', { tag: TAG }) };
const usageLog: TableCase = {
  path: '/log',
  namespace: 'logs',
  tableLabel: 'usageLog.tableLabel',
  row: () => MODEL,
  columnLabel: (key) => `usageLog.columns.${key}`,
  columnsButton: 'usageLog.filters.columns',
};

/** Client-side navigation (the router follows pushState), so each page costs its remote once. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.scrollTo(0, 0);
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

type Choice = { key: string; label: string; checked: boolean; marked: boolean };

/** The Columns dialog's lines: each column's label, whether it is ticked and whether it is marked folded. */
async function readColumnChoices(page: Page, language: Language, table: TableCase): Promise<Choice[]> {
  await page.getByRole('button', { name: text(language, table.namespace, table.columnsButton!), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-column-choice]').first().waitFor();
  const mark = text(language, 'common', 'table.foldedColumn');
  const choices = await dialog.locator('[data-column-choice]').evaluateAll(
    (lines, word) =>
      lines.map((line) => {
        const chip = line.querySelector('.MuiChip-root');
        const box = line.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
        return {
          key: line.getAttribute('data-column-choice')!,
          label: line.querySelector('label')!.textContent!,
          checked: box.checked,
          // Marked: the word shows beside the box and is the box's description.
          marked: chip !== null && chip.textContent === word && box.getAttribute('aria-describedby') === chip.id,
        };
      }),
    mark,
  );
  if (choices.some((choice) => choice.marked)) {
    await dialog.getByText(text(language, 'common', 'table.foldedHint')).waitFor();
    // Checked once the dialog has faded in (mid-fade its text has a contrast it never keeps).
    await expect.poll(() => dialog.evaluate((paper) => getComputedStyle(paper.closest('.MuiDialog-container')!).opacity)).toBe('1');
    expect(await blockingViolations(page, `${table.path} Columns dialog`)).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return choices;
}

type Reach = { shown: string[]; folded: string[]; plus: number };

/** What the row offers: the headers (a card's labels on a phone) and, behind its "+N", the folded fields. */
async function readRow(grid: Locator, row: Locator, cards: boolean): Promise<Reach> {
  const shown = cards ? await row.locator('[data-card-label]').allTextContents() : await grid.locator('thead th').allTextContents();
  const plusButton = row.locator('button[data-folded-count]');
  if ((await plusButton.count()) === 0) return { shown, folded: [], plus: 0 };
  const plus = Number(await plusButton.getAttribute('data-folded-count'));
  expect(await plusButton.textContent(), 'the row shows "+N"').toBe(`+${plus}`);
  expect(await plusButton.isVisible()).toBe(true);
  await plusButton.click();
  const detail = row.locator('xpath=following-sibling::tr[1]');
  await detail.locator('[data-folded-fields]').waitFor();
  const folded = await detail.locator('[data-folded-fields] dt').allTextContents();
  // The "+N" control and the fields it opened hold to the page's accessibility rules.
  expect(await blockingViolations(row.page(), `${new URL(row.page().url()).pathname} +N open`)).toEqual([]);
  await plusButton.click();
  await detail.locator('[data-folded-fields]').waitFor({ state: 'detached' });
  return { shown, folded, plus };
}

/** No sideways scroll: the document, the table's scroll frame and the frame's outlined paper. */
async function checkNoSidewaysScroll(page: Page, grid: Locator, where: string): Promise<void> {
  const sizes = await grid.evaluate((table) => {
    const frame = table.closest('[data-layout]')!;
    const paper = frame.parentElement!;
    const documentElement = document.scrollingElement!;
    return [documentElement, frame, paper].map((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  });
  const [documentSize, frameSize, paperSize] = sizes;
  expect(documentSize!.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(documentSize!.clientWidth);
  expect(frameSize!.scrollWidth, `${where}: the table scrolls sideways`).toBeLessThanOrEqual(frameSize!.clientWidth);
  expect(paperSize!.scrollWidth, `${where}: the table's frame overflows`).toBeLessThanOrEqual(paperSize!.clientWidth);
}

async function checkTable(page: Page, language: Language, table: TableCase, phone: boolean): Promise<Reach> {
  const where = `${table.path} ${language} ${phone ? 390 : 1440}`;
  await go(page, table.path);
  const grid = page.getByRole('table', { name: text(language, table.namespace, table.tableLabel) });
  const row = grid
    .locator('tbody > tr')
    .filter({ hasText: table.row(language) })
    .first();
  await row.waitFor({ timeout: 90_000 });
  const cards = (await grid.locator('xpath=..').getAttribute('data-layout')) === 'cards';
  expect(cards, `${where}: layout`).toBe(phone);
  const choices = table.columnsButton === undefined ? undefined : await readColumnChoices(page, language, table);
  const chosen = choices?.filter((choice) => choice.checked && choice.key !== 'actions').map((choice) => choice.key) ?? table.allColumns!;
  const reach = await readRow(grid, row, cards);
  expect(reach.plus, `${where}: "+N" counts the folded fields`).toBe(reach.folded.length);
  for (const key of chosen) {
    const label = text(language, table.namespace, table.columnLabel(key));
    expect(reach.shown.includes(label) || reach.folded.includes(label), `${where}: the chosen column ${label} is on the row`).toBe(true);
  }
  if (choices !== undefined) {
    const marked = choices.filter((choice) => choice.marked).map((choice) => choice.label);
    expect(marked, `${where}: the dialog marks the folded columns`).toEqual(reach.folded);
  }
  if (phone) expect(reach.folded, `${where}: cards fold nothing`).toEqual([]);
  else await checkNoSidewaysScroll(page, grid, where);
  return reach;
}

/** The tag's weight, wherever the row keeps it (a cell or its folded fields), set through its inline field. */
async function editTagWeight(page: Page, language: Language, weight: number): Promise<void> {
  const grid = page.getByRole('table', { name: text(language, 'channels', 'list.tableLabel') });
  const row = grid
    .locator('tbody > tr')
    .filter({ hasText: text(language, 'channels', 'row.tagLabel', { tag: TAG }) })
    .first();
  const label = text(language, 'channels', 'row.weightLabel', { name: TAG });
  const plusButton = row.locator('button[data-folded-count]');
  if ((await row.getByLabel(label, { exact: true }).count()) === 0) await plusButton.click();
  const field = grid.getByLabel(label, { exact: true });
  await field.fill(String(weight));
  await field.blur();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text(language, 'common', 'actions.confirm'), exact: true })
    .click();
  await expect
    .poll(async () => {
      const listed = await admin.call<{ items: Array<{ tag: string | null; weight: number }> }>('GET', '/api/channel/?p=0&page_size=100');
      return listed.items.filter((channel) => channel.tag === TAG).map((channel) => channel.weight);
    })
    .toEqual([weight, weight]);
}

async function checkEveryTable(language: Language, viewport: { width: number; height: number }): Promise<void> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, locale: language === 'zh' ? 'zh-CN' : 'en-US' });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  const { page, errors } = await openPage(context);
  await signInThroughForm(page, server.url, CONTRACT_ROOT, language);
  await checkTable(page, language, tokens, phone);
  const log = await checkTable(page, language, usageLog, phone);
  // Thirteen columns never fit beside the sidebar: the folding path is what this checks at 1440 px.
  if (!phone) expect(log.plus, 'the usage log folds at 1440 px').toBeGreaterThan(0);
  await checkTable(page, language, channels, phone);
  await checkTable(page, language, tagMode, phone);
  if (!phone) await editTagWeight(page, language, language === 'zh' ? 7 : 3);
  expect(errors).toEqual([]);
  await context.close();
}

describe('chosen columns are reachable on the row; folded ones say so', () => {
  it('LOG-016 / CH-006 / CH-027 / TW-005: 1440×900 in English: every chosen column is a header or behind the row\'s "+N", the dialogs mark the folded ones, a tag\'s weight is editable, nothing scrolls sideways', async () => {
    await checkEveryTable('en', viewports.desktop);
  }, 240_000);

  it('LOG-016 / CH-006 / CH-027 / TW-005: 1440×900 in Chinese: the same', async () => {
    await checkEveryTable('zh', viewports.desktop);
  }, 240_000);

  it('LOG-016 / CH-006 / TW-005: 390×844 in English: every chosen column is a card line, nothing is folded or marked', async () => {
    await checkEveryTable('en', viewports.phone);
  }, 240_000);

  it('LOG-016 / CH-006 / TW-005: 390×844 in Chinese: the same', async () => {
    await checkEveryTable('zh', viewports.phone);
  }, 240_000);
});
