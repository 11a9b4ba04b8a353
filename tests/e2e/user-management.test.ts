/**
 * User management end to end, in Chromium against the real server on a fresh SQLite database: root adds a
 * user on /user, edits the display name and the quota (typed in dollars, stored as an integer),
 * promotes them, and disables them while they are signed in elsewhere: their open session stops
 * working at its next request. Then the list in Chinese on a 390 px phone: search, enable, demote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiSession, field, setUpRoot, signInThroughForm, type ApiCall } from './support/console-session.ts';
import { text, type Language } from './support/messages.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let rootApi: ApiCall;

const ROOT = { username: 'root', password: 'root-password-1' };
const BOB = { username: 'bob', password: 'bob-password-1' };
const WAIT = { timeout: 90_000 };

const s = (language: Language, key: string, values: Record<string, string> = {}) => text(language, 'settings', `users.${key}`, values);
const common = (language: Language, key: string) => text(language, 'common', key);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await setUpRoot(server.url, ROOT);
  rootApi = await apiSession(server.url, ROOT);
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

/** The row (or, on a phone, the card) of a user. */
function userRow(page: Page, username: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: new RegExp(`: ${username}$`) }) })
    .first();
}

async function openUsers(page: Page, language: Language): Promise<void> {
  await page.goto(`${server.url}/user`);
  await page.getByRole('heading', { level: 1, name: s(language, 'title') }).waitFor(WAIT);
}

/** Picks a manage action from the row's menu, confirming it when the page asks. */
async function manage(page: Page, language: Language, username: string, action: string, confirm: boolean): Promise<void> {
  await page.getByRole('button', { name: `${s(language, 'actions.more')}: ${username}` }).click();
  await page.getByRole('menuitem', { name: s(language, `actions.${action}`) }).click();
  if (confirm) {
    const dialog = page.getByRole('dialog', { name: s(language, `confirm.${action}.title`, { name: username }) });
    await dialog.getByRole('button', { name: s(language, `actions.${action}`) }).click();
  }
  await page
    .getByText(s(language, `messages.${action}`, { name: username }))
    .first()
    .waitFor(WAIT);
}

async function storedUser(username: string): Promise<{ id: number; role: number; status: number; quota: number; display_name: string }> {
  const found = await rootApi('GET', `/api/user/search?keyword=${username}&p=0&page_size=10`);
  const items = (found.data as { items: { id: number; username: string; role: number; status: number; quota: number; display_name: string }[] }).items;
  const user = items.find((candidate) => candidate.username === username);
  if (user === undefined) throw new Error(`no user ${username}`);
  return user;
}

/** Each labelled line of a card: its label, and whether the label reads before (left of) its value. */
async function cardLines(card: Locator): Promise<Array<{ label: string; labelFirst: boolean }>> {
  return card.locator('[data-card-label]').evaluateAll((labels) =>
    labels.map((label) => {
      const value = label.nextElementSibling!.getBoundingClientRect();
      return { label: label.textContent ?? '', labelFirst: label.getBoundingClientRect().right <= value.left + 0.5 };
    }),
  );
}

async function pageWidth(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
}

describe('user management (USR-001…021)', () => {
  it('root adds, edits, promotes and disables a user, whose open session stops working', async () => {
    const adminContext = await newContext('en');
    const { page, errors } = await openPage(adminContext);
    await signInThroughForm(page, server.url, ROOT);
    await openUsers(page, 'en');
    await userRow(page, 'root').waitFor(WAIT);

    // USR-013…015: add.
    await page.getByRole('button', { name: s('en', 'add') }).click();
    const add = page.getByRole('dialog', { name: s('en', 'form.createTitle') });
    await field(add, s('en', 'form.username')).fill(BOB.username);
    await field(add, s('en', 'form.displayName')).fill('Bob');
    await field(add, s('en', 'form.password')).fill(BOB.password);
    await add.getByRole('button', { name: common('en', 'actions.save') }).click();
    await page.getByText(common('en', 'messages.accountCreated')).first().waitFor(WAIT);
    await userRow(page, BOB.username).waitFor(WAIT);

    // USR-016…019: edit at /user/edit/:id, quota typed in dollars.
    await page.getByRole('button', { name: `${s('en', 'actions.edit')}: ${BOB.username}` }).click();
    const bob = await storedUser(BOB.username);
    await page.waitForURL(`**/user/edit/${bob.id}?**`, WAIT);
    const edit = page.getByRole('dialog', { name: s('en', 'form.editTitle', { id: String(bob.id) }) });
    await field(edit, s('en', 'form.displayName')).fill('Bobby');
    await field(edit, s('en', 'form.quotaAmount')).fill('12.5');
    expect(await edit.getByLabel('GitHub').getAttribute('readonly')).not.toBeNull();
    await edit.getByRole('button', { name: common('en', 'actions.save') }).click();
    await page.getByText(common('en', 'messages.updateSucceeded')).first().waitFor(WAIT);
    await page.waitForURL(/\/user\?/, WAIT);
    await expect.poll(async () => (await userRow(page, BOB.username).textContent()) ?? '', WAIT).toContain('$12.50');
    expect(await storedUser(BOB.username)).toMatchObject({ display_name: 'Bobby', quota: 6_250_000 });

    // USR-009 / USR-011: promote; the row takes the answered role.
    await manage(page, 'en', BOB.username, 'promote', false);
    await expect.poll(async () => (await userRow(page, BOB.username).textContent()) ?? '', WAIT).toContain(common('en', 'role.admin'));
    expect((await storedUser(BOB.username)).role).toBe(10);

    // Bob signs in elsewhere, then root disables him: his next request is refused and he is sent to sign in.
    const bobContext = await newContext('en');
    const bobPage = (await openPage(bobContext)).page;
    await signInThroughForm(bobPage, server.url, BOB);
    const bobApi = await apiSession(server.url, BOB);
    expect((await bobApi('GET', '/api/user/self')).success).toBe(true);
    await manage(page, 'en', BOB.username, 'disable', true);
    await expect.poll(async () => (await userRow(page, BOB.username).textContent()) ?? '', WAIT).toContain(common('en', 'userStatus.disabled'));
    expect((await storedUser(BOB.username)).status).toBe(2);
    expect((await bobApi('GET', '/api/user/self')).success).toBe(false);
    // Bob's open page is sent to sign in: by its own next request (a refetch: /login?expired=true), or at the
    // latest when he opens another page (signed out by then: /login).
    await bobPage.goto(`${server.url}/personal`);
    await bobPage.waitForURL(/\/login(\?expired=true)?$/, WAIT);
    expect(await bobPage.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

    // USR-007: a deleted user stays listed, marked, without actions.
    await rootApi('POST', '/api/user/', { username: 'gone', password: 'gone-password-1' });
    await page.reload();
    await manage(page, 'en', 'gone', 'delete', true);
    const goneRow = page.getByRole('row').filter({ hasText: 'gone' }).first();
    await expect.poll(async () => (await goneRow.textContent()) ?? '', WAIT).toContain(common('en', 'userStatus.deleted'));
    expect(await goneRow.getByRole('button').count()).toBe(0);

    expect(errors.filter((line) => !line.includes('401'))).toEqual([]);
    await bobContext.close();
    await adminContext.close();
  });

  it('in Chinese on a 390 px phone: search by keyword, enable, demote, and the edit drawer fills the screen', async () => {
    const context = await newContext('zh', 390);
    const { page } = await openPage(context);
    await signInThroughForm(page, server.url, ROOT, 'zh');
    await openUsers(page, 'zh');
    await field(page, s('zh', 'search.keyword')).fill(BOB.username);
    await page.getByRole('button', { name: s('zh', 'search.submit') }).click();
    await page.waitForURL(/keyword=bob/, WAIT);
    await userRow(page, BOB.username).waitFor(WAIT);
    await expect.poll(() => page.getByRole('button', { name: /^更多操作: / }).count(), WAIT).toBe(1);
    // USR-003: every line of the card reads label then value, the counters too ("请求次数 0", never "0 请求次数").
    const lines = await cardLines(userRow(page, BOB.username));
    expect(lines.map((line) => line.label)).toEqual(expect.arrayContaining([s('zh', 'columns.requests'), s('zh', 'columns.invites')]));
    expect(lines.filter((line) => !line.labelFirst)).toEqual([]);

    await manage(page, 'zh', BOB.username, 'enable', false);
    await manage(page, 'zh', BOB.username, 'demote', true);
    await expect.poll(async () => (await userRow(page, BOB.username).textContent()) ?? '', WAIT).toContain(text('zh', 'common', 'role.common'));
    // A common user is not offered demote any more (USR-009).
    await page.getByRole('button', { name: `${s('zh', 'actions.more')}: ${BOB.username}` }).click();
    expect(await page.getByRole('menuitem', { name: s('zh', 'actions.demote') }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The edit drawer fills the phone; nothing scrolls sideways.
    await page.getByRole('button', { name: `${s('zh', 'actions.edit')}: ${BOB.username}` }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^${s('zh', 'form.editTitle', { id: '\\d+' })}$`) });
    await drawer.waitFor(WAIT);
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    const width = await pageWidth(page);
    expect(width.scrollWidth).toBeLessThanOrEqual(width.clientWidth);
    await context.close();
  });
});
