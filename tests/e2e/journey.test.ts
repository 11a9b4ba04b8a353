/**
 * The first-run journey, in real Chromium against the real server on a fresh SQLite
 * database: setup → sign in → every admin route renders its remote → Chinese + dark mode survive a
 * reload → mobile layout → logout; then a second, ordinary user sees no admin section and the
 * server refuses them the admin API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { text } from './support/messages.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const ROOT = { username: 'root', password: 'root-password-1' };
const ALICE = { username: 'alice', password: 'alice-password-1' };

/** A form field by its visible label, with or without MUI's required asterisk. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** Waits for the page heading of a console page (the remote's PageFrame title). */
async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible', timeout: 60_000 });
}

async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto(`${server.url}/login`);
  await field(page, text('en', 'shell', 'login.username')).fill(user.username);
  await field(page, text('en', 'shell', 'login.password')).fill(user.password);
  await page.getByRole('button', { name: text('en', 'shell', 'login.submit'), exact: true }).click();
  await page.waitForURL('**/token', { timeout: 60_000 });
}

/**
 * For each shared package: how many versions the page's share scope holds, whether the remotes
 * consumed it (loaded), and whether what they got is the shell's own module object. Remotes ship
 * no copy of these libraries (build-output.test.ts), so together this shows each is loaded once.
 */
async function sharedModuleFacts(page: Page, packages: string[]): Promise<Record<string, { versions: number; loaded: boolean; shellInstance: boolean }>> {
  return page.evaluate(async (names) => {
    type Entry = { loaded?: boolean; lib?: () => unknown };
    type Instance = {
      name: string;
      loadShare: (name: string) => Promise<false | (() => unknown)>;
      shareScopeMap: Record<string, Record<string, Record<string, Entry>>>;
    };
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    const shell = instances.find((instance) => instance.name === 'shell')!;
    const result: Record<string, { versions: number; loaded: boolean; shellInstance: boolean }> = {};
    for (const name of names) {
      const entries = Object.values(shell.shareScopeMap.default?.[name] ?? {});
      const loaded = entries.length === 1 && entries[0]!.loaded === true && typeof entries[0]!.lib === 'function';
      const factory = await shell.loadShare(name);
      result[name] = {
        versions: entries.length,
        loaded,
        // Not loaded yet means nobody but the shell uses it so far; loaded means it must be the shell's.
        shellInstance: factory !== false && (!entries[0]?.loaded || entries[0].lib!() === factory()),
      };
    }
    return result;
  }, packages);
}

describe('first-run journey', () => {
  it('SH-009 / SH-061..071 / SH-030..034: fresh database → /setup → root account → sign in → /token', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const { page, errors } = await openPage(context);

    await page.goto(`${server.url}/`);
    await page.waitForURL('**/setup');
    await field(page, text('en', 'shell', 'setup.username')).fill(ROOT.username);
    await field(page, text('en', 'shell', 'setup.password')).fill(ROOT.password);
    await field(page, text('en', 'shell', 'setup.confirmPassword')).fill(ROOT.password);
    await page.getByRole('button', { name: text('en', 'shell', 'setup.submit') }).click();
    await page
      .getByText(text('en', 'shell', 'setup.success'))
      .first()
      .waitFor();
    await page.waitForURL((url) => !url.pathname.startsWith('/setup'), { timeout: 45_000 });

    await signIn(page, ROOT);
    await expectHeading(page, text('en', 'tokens_wallet', 'tokens.title'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SH-018..022: every sidebar route an admin sees renders its remote page, with no console errors', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const { page, errors } = await openPage(context);
    await signIn(page, ROOT);

    const navigation = page.getByRole('navigation', { name: text('en', 'shell', 'sidebar.label') });
    await navigation.getByRole('link', { name: text('en', 'channels', 'nav.channels') }).waitFor();
    const links = await navigation
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim() ?? '', new URL((anchor as HTMLAnchorElement).href).pathname] as const));
    const paths = links.map(([, path]) => path);
    for (const expected of ['/playground', '/detail', '/token', '/log', '/channel', '/redemption', '/user', '/setting', '/topup', '/personal']) {
      expect(paths, `sidebar has ${expected}`).toContain(expected);
    }
    // Chat entries open configured third-party chat sites in a frame; every other entry is a console page.
    for (const [label, path] of links.filter(([, path]) => !path.startsWith('/chat/'))) {
      await navigation.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 60_000 });
      expect(errors, `console errors on ${path}`).toEqual([]);
    }

    // Several remotes are on this page now: each shared singleton must come from the shell only.
    const instances = await page.evaluate(() =>
      (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }).__FEDERATION__.__INSTANCES__.map(
        (instance) => instance.name.split(':')[0],
      ),
    );
    expect(instances.sort()).toEqual(['channels', 'logs', 'pricing_playground', 'settings', 'shell', 'tokens_wallet']);
    const facts = await sharedModuleFacts(page, [
      'react',
      'react/jsx-runtime',
      'react-dom',
      '@mui/material/styles',
      '@mui/material/SvgIcon',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
      '@gateway/ui/page-frame',
    ]);
    for (const [name, fact] of Object.entries(facts)) {
      expect(fact.versions, `${name}: one version in the share scope`).toBe(1);
      expect(fact.shellInstance, `${name}: the remotes got the shell's own instance`).toBe(true);
    }
    // What the remote pages render with was consumed from the shell, not merely offered.
    for (const name of ['react/jsx-runtime', '@mui/material/SvgIcon', 'react-i18next', '@gateway/ui/page-frame']) {
      expect(facts[name]?.loaded, `${name} consumed by the remotes`).toBe(true);
    }
    await context.close();
  });

  it('COM-033/034, SH-013, SH-016, SH-023, SH-029: Chinese and dark mode survive a reload; 390 px shows the mobile layout; logout', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const { page, errors } = await openPage(context);
    await signIn(page, ROOT);
    await expectHeading(page, text('en', 'tokens_wallet', 'tokens.title'));

    await page.getByRole('button', { name: text('en', 'shell', 'topBar.switchLanguage', { language: '中文' }) }).click();
    await expectHeading(page, text('zh', 'tokens_wallet', 'tokens.title'));
    await page.getByRole('button', { name: text('zh', 'common', 'theme.switchToDark') }).click();
    await page.reload();
    await expectHeading(page, text('zh', 'tokens_wallet', 'tokens.title'));
    expect(await page.evaluate(() => [localStorage.getItem('i18nextLng'), localStorage.getItem('theme-mode')])).toEqual(['zh', 'dark']);
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^zh/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
    expect((red! + green! + blue!) / 3, `dark background, got ${background}`).toBeLessThan(80);

    await page.setViewportSize({ width: 390, height: 844 });
    const openNavigation = page.getByRole('button', { name: text('zh', 'shell', 'sidebar.open') });
    await openNavigation.waitFor({ state: 'visible' });
    // The desktop sidebar leaves with the layout switch (a transition): wait for it rather than sample it once.
    await page.getByRole('navigation', { name: text('zh', 'shell', 'sidebar.label') }).waitFor({ state: 'hidden', timeout: 20_000 });
    await openNavigation.click();
    await page.getByRole('navigation', { name: text('zh', 'shell', 'sidebar.label') }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: text('zh', 'shell', 'topBar.accountMenu', { name: 'Root User' }) }).click();
    await page.getByRole('menuitem', { name: text('zh', 'common', 'actions.logout') }).click();
    await page.waitForURL('**/login');
    await page.getByText(text('zh', 'common', 'messages.logoutSuccessful')).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SH-041..047 / SH-021 / API-USR-001: a registered ordinary user sees no admin section and is refused the admin API', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/register`);
    await field(page, text('en', 'shell', 'register.username')).fill(ALICE.username);
    await field(page, text('en', 'shell', 'register.password')).fill(ALICE.password);
    await field(page, text('en', 'shell', 'register.password2')).fill(ALICE.password);
    await page.getByRole('button', { name: text('en', 'shell', 'register.submit'), exact: true }).click();
    await page.waitForURL('**/login');

    await signIn(page, ALICE);
    await expectHeading(page, text('en', 'tokens_wallet', 'tokens.title'));
    const navigation = page.getByRole('navigation', { name: text('en', 'shell', 'sidebar.label') });
    await navigation.getByRole('link', { name: text('en', 'tokens_wallet', 'nav.tokens') }).waitFor();
    expect(await navigation.getByRole('link', { name: text('en', 'channels', 'nav.channels') }).count()).toBe(0);
    expect(await navigation.getByRole('link', { name: text('en', 'settings', 'nav.users') }).count()).toBe(0);

    expect(errors).toEqual([]);
    const refusal = await page.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number };
      const response = await fetch('/api/user/', { headers: { 'New-Api-User': String(user.id) } });
      return { status: response.status, body: (await response.json()) as { success: boolean } };
    });
    expect(refusal.status).toBe(403);
    expect(refusal.body.success).toBe(false);
    // Chromium logs the refused call itself; nothing else may have gone wrong.
    expect(errors.splice(0)).toEqual(['console: Failed to load resource: the server responded with a status of 403 (Forbidden)']);

    // The console hides the admin pages too: a direct visit shows the no-permission page.
    await page.goto(`${server.url}/channel`);
    await page.getByText(text('en', 'shell', 'noPermission.title'), { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a remote that fails to load shows an error panel with a retry, and the rest of the shell keeps working', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const { page } = await openPage(context);
    let channelsReachable = false;
    await context.route('**/remotes/channels/**', (route) => (channelsReachable ? route.continue() : route.abort()));

    await signIn(page, ROOT);
    await expectHeading(page, text('en', 'tokens_wallet', 'tokens.title'));
    const navigation = page.getByRole('navigation', { name: text('en', 'shell', 'sidebar.label') });
    await navigation.getByRole('link', { name: text('en', 'logs', 'nav.usageLog') }).click();
    await expectHeading(page, text('en', 'logs', 'usageLog.title'));

    await page.goto(`${server.url}/channel`);
    await page.getByText(text('en', 'shell', 'remote.title')).waitFor();
    // The other areas still work while channels is down.
    await page
      .getByRole('navigation', { name: text('en', 'shell', 'sidebar.label') })
      .getByRole('link', { name: text('en', 'tokens_wallet', 'nav.tokens') })
      .click();
    await expectHeading(page, text('en', 'tokens_wallet', 'tokens.title'));

    await page.goto(`${server.url}/channel`);
    await page.getByText(text('en', 'shell', 'remote.title')).waitFor();
    channelsReachable = true;
    await page.getByRole('button', { name: text('en', 'common', 'actions.retry') }).click();
    await expectHeading(page, text('en', 'channels', 'list.title'));
    await context.close();
  });

  it('SH-007 (resolution) / SH-006 / SH-053: a visitor sees home, about, pricing and the reset-link page; guarded pages send them to /login', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/pricing`);
    await expectHeading(page, text('en', 'pricing_playground', 'pricing.title'));
    await page.goto(`${server.url}/about`);
    const status = (await (await fetch(`${server.url}/api/status`)).json()) as { data: { system_name: string } };
    await page.getByText(text('en', 'shell', 'about.defaultText', { name: status.data.system_name })).waitFor();
    await page.goto(`${server.url}/user/reset?email=a%40example.com&token=abc`);
    await expectHeading(page, text('en', 'shell', 'reset.confirmTitle'));
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/log`);
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
