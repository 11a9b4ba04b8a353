/**
 * The console layout end to end, in Chromium against the real server with seeded rows (a channel,
 * a token, redemption codes and one relayed request in the usage log): at 1440×900 and 390×844, in
 * English and Chinese, no console page scrolls sideways, every table fits its frame and the first row's
 * actions are on screen without scrolling sideways; at 390 px every top-navigation destination is
 * reachable through the menu; the sidebar shows whole labels and keeps Personal settings reachable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import OpenAI from 'openai';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { CONTRACT_ROOT, setUpAndSignIn } from '../contract/support/console-api.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { text, type Language } from './support/messages.ts';

let server: RunningServer;
let upstream: MockUpstream;
let browser: Browser;

const CHANNEL = 'layout channel with a fairly long name';
const TOKEN = 'layout-token';
const CODES = 'layout-codes';
const MODEL = 'gpt-4o-mini';

beforeAll(async () => {
  upstream = await startMockUpstream();
  server = await startServer();
  browser = await launchBrowser();
  const admin = await setUpAndSignIn(server.url);
  await admin.call('POST', '/api/channel/', {
    mode: 'single',
    channel: { name: CHANNEL, type: 1, key: 'sk-upstream', base_url: upstream.url, models: `${MODEL},gpt-4o`, group: 'default' },
  });
  const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', { name: TOKEN, unlimited_quota: true, remain_quota: 0, expired_time: -1 });
  await admin.call('POST', '/api/redemption/', { name: CODES, quota: 500000, count: 2 });
  const client = new OpenAI({ apiKey: `sk-${token!.key}`, baseURL: `${server.url}/v1`, maxRetries: 0 });
  await client.chat.completions.create({ model: MODEL, messages: [{ role: 'user', content: 'hi' }] });
  // Usage rows are written in batches (ADR 0011): wait until the record is readable.
  const deadline = Date.now() + 15_000;
  while ((await admin.call<{ total: number }>('GET', '/api/log/?p=0&page_size=10&type=2')).total < 1) {
    if (Date.now() > deadline) throw new Error('the usage record never became readable');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await upstream?.stop();
});

const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function signedIn(language: Language, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: language === 'zh' ? 'zh-CN' : 'en-US' });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  const { page, errors } = await openPage(context);
  await page.goto(`${server.url}/login`);
  const field = (key: string) => page.getByLabel(new RegExp(`^${escape(text(language, 'shell', key))}(\\s*\\*)?$`));
  await field('login.username').fill(CONTRACT_ROOT.username);
  await field('login.password').fill(CONTRACT_ROOT.password);
  await page.getByRole('button', { name: text(language, 'shell', 'login.submit'), exact: true }).click();
  await page.waitForURL('**/token', { timeout: 60_000 });
  return { context, page, errors };
}

/** The visible page title, or '' while none shows. */
async function title(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  return (await heading.isVisible()) ? ((await heading.textContent()) ?? '') : '';
}

/** Client-side navigation (the router follows pushState), so each page costs its remote, not a reload. */
async function go(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  const before = await title(page);
  await page.evaluate((target) => {
    window.scrollTo(0, 0);
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Every page has its own title: wait for the new one, not the one still on screen.
  await expect.poll(() => title(page), { timeout: 90_000 }).toSatisfy((now: string) => now !== '' && now !== before);
}

/** The page-level overflow: the document must never be wider than the window. */
function pageOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
}

type Placement = { label: string; left: number; right: number; top: number; bottom: number; onTop: boolean; frameLeft: number; frameRight: number };

/** Where each control sits, relative to the window and to its table frame, and whether a tap would reach it. */
function placements(controls: Locator): Promise<Placement[]> {
  return controls.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const frame = element.closest('[data-layout]')!.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        label: element.getAttribute('aria-label') ?? element.textContent ?? element.tagName,
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        // Nothing covers it (e.g. another cell scrolled under a sticky column).
        onTop: hit !== null && (element.contains(hit) || hit.contains(element)),
        frameLeft: frame.left,
        frameRight: frame.right,
      };
    }),
  );
}

type TablePage = { path: string; namespace: 'tokens_wallet' | 'channels' | 'logs' | 'settings'; labelKey: string; seeded: string };

const tablePages: TablePage[] = [
  { path: '/token', namespace: 'tokens_wallet', labelKey: 'tokens.tableLabel', seeded: TOKEN },
  { path: '/redemption', namespace: 'tokens_wallet', labelKey: 'redemptions.tableLabel', seeded: CODES },
  { path: '/channel', namespace: 'channels', labelKey: 'list.tableLabel', seeded: CHANNEL },
  { path: '/log', namespace: 'logs', labelKey: 'usageLog.tableLabel', seeded: MODEL },
  // Root is the only account, so the newest row is root's.
  { path: '/user', namespace: 'settings', labelKey: 'users.tableLabel', seeded: 'root' },
];

/** Every landed page of the console (the placeholder pages of unfinished areas are left out). */
const otherPages = ['/', '/topup', '/about', '/pricing', '/personal'];

async function checkTable(page: Page, language: Language, table: TablePage, phone: boolean): Promise<void> {
  const frameLabel = text(language, table.namespace, table.labelKey);
  const grid = page.getByRole('table', { name: frameLabel });
  const firstRow = grid.locator('tbody > tr').first();
  await firstRow.filter({ hasText: table.seeded }).waitFor({ timeout: 60_000 });
  const frame = grid.locator('xpath=..');
  expect(await frame.getAttribute('data-layout'), `${table.path}: layout`).toBe(phone ? 'cards' : 'table');
  // The table fits its frame: nothing hides to the right.
  const sizes = await frame.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(sizes.scrollWidth, `${table.path}: the table fits its frame`).toBeLessThanOrEqual(sizes.clientWidth + 1);

  // The row's actions (the pinned column), or its expand button where the row has no action column.
  const sticky = firstRow.locator('[data-sticky] button, [data-sticky] input');
  const controls = (await sticky.count()) > 0 ? sticky : firstRow.getByRole('button', { name: text(language, 'common', 'table.expandRow') });
  expect(await controls.count(), `${table.path}: the first row has actions`).toBeGreaterThan(0);
  // On a phone the page may scroll down to the row, never sideways.
  if (phone) await firstRow.evaluate((row) => window.scrollTo(0, window.scrollY + row.getBoundingClientRect().bottom - window.innerHeight / 2));
  const { width, height } = page.viewportSize()!;
  for (const place of await placements(controls)) {
    const where = `${table.path}: ${place.label}`;
    expect(place.left, where).toBeGreaterThanOrEqual(Math.max(0, place.frameLeft - 0.5));
    expect(place.right, where).toBeLessThanOrEqual(Math.min(width, place.frameRight + 0.5));
    expect(place.top, where).toBeGreaterThanOrEqual(0);
    expect(place.bottom, where).toBeLessThanOrEqual(height);
    expect(place.onTop, `${where} is not covered`).toBe(true);
  }
  expect(await page.evaluate(() => window.scrollX), `${table.path}: no sideways page scroll`).toBe(0);
}

async function checkEveryPage(language: Language, viewport: { width: number; height: number }): Promise<void> {
  const phone = viewport.width < 600;
  const { context, page, errors } = await signedIn(language, viewport);
  for (const table of tablePages) {
    await go(page, table.path);
    await checkTable(page, language, table, phone);
    const overflow = await pageOverflow(page);
    expect(overflow.scrollWidth, `${table.path} scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
  }
  for (const path of otherPages) {
    await go(page, path);
    const overflow = await pageOverflow(page);
    expect(overflow.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
  }
  expect(errors).toEqual([]);
  await context.close();
}

describe('console layout (tables fit, mobile navigation, sidebar)', () => {
  it("1440×900 in English: no page scrolls sideways; each table fits and its first row's actions are on screen", async () => {
    await checkEveryPage('en', viewports.desktop);
  }, 180_000);

  it('1440×900 in Chinese: the same', async () => {
    await checkEveryPage('zh', viewports.desktop);
  }, 180_000);

  it('390×844 in English: no page scrolls sideways; tables show cards with their actions on screen', async () => {
    await checkEveryPage('en', viewports.phone);
  }, 180_000);

  it('390×844 in Chinese: the same', async () => {
    await checkEveryPage('zh', viewports.phone);
  }, 180_000);

  for (const language of ['en', 'zh'] as const) {
    it(`390 px in ${language}: every top-navigation destination is reachable through the menu, with finger-sized rows`, async () => {
      const { context, page, errors } = await signedIn(language, viewports.phone);
      const shell = (key: string) => text(language, 'shell', key);
      // The inline links are folded away; only the menu button shows.
      expect(
        await page
          .getByRole('navigation', { name: shell('topBar.navigation') })
          .getByRole('link')
          .count(),
      ).toBe(0);
      const menuButton = page.getByRole('button', { name: new RegExp(`^${escape(text(language, 'shell', 'topBar.navigationMenu', { current: '' }))}`) });
      const destinations = [
        { key: 'topBar.home', path: '/' },
        { key: 'topBar.console', path: '/token' },
        { key: 'topBar.pricing', path: '/pricing' },
        { key: 'topBar.about', path: '/about' },
      ];
      for (const destination of destinations) {
        await menuButton.click();
        const item = page.getByRole('menu').getByRole('menuitem', { name: shell(destination.key), exact: true });
        // The menu grows in (a scale transition): read its size once it has settled.
        await expect.poll(async () => (await item.boundingBox())?.height ?? 0, { message: destination.key }).toBeGreaterThanOrEqual(44);
        const box = (await item.boundingBox())!;
        expect(box.x, destination.key).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, destination.key).toBeLessThanOrEqual(viewports.phone.width);
        await item.click();
        await page.waitForURL((url) => url.pathname === destination.path);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 90_000 });
        // The button names where the reader is.
        await expect.poll(() => menuButton.textContent()).toBe(shell(destination.key));
      }
      // Docs opens the configured documentation in a new tab.
      await menuButton.click();
      const docs = page.getByRole('menu').getByRole('menuitem', { name: shell('topBar.docs') });
      expect(await docs.getAttribute('href')).toBe('https://docs.newapi.pro');
      expect(await docs.getAttribute('target')).toBe('_blank');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const language of ['en', 'zh'] as const) {
    it(`sidebar in ${language}: labels are whole, Personal settings is on screen at 900 px and reachable by scrolling the sidebar at 600 px`, async () => {
      const { context, page, errors } = await signedIn(language, viewports.desktop);
      const navigation = page.getByRole('navigation', { name: text(language, 'shell', 'sidebar.label') });
      const personal = navigation.getByRole('link', { name: text(language, 'shell', 'nav.personal') });
      await personal.waitFor();
      const clipped = await navigation
        .locator('.MuiListItemText-primary')
        .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent));
      expect(clipped).toEqual([]);
      const box = (await personal.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewports.desktop.height);

      await page.setViewportSize({ width: 1440, height: 600 });
      await expect.poll(async () => (await personal.boundingBox())!.y > 600).toBe(true);
      const list = navigation.locator('xpath=./div[1]');
      expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect
        .poll(async () => {
          const after = (await personal.boundingBox())!;
          return after.y >= 56 && after.y + after.height <= 600;
        })
        .toBe(true);
      // The sidebar scrolled, not the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await personal.click();
      await page.waitForURL('**/personal');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
