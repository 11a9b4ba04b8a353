/**
 * The app taking over a prerendered page (ADR 0036) end to end against the real server and built shell: a prerendered
 * signed-out page downloads none of the app until the visitor does something (mouse, touch, key,
 * typing); what they typed and submitted before the app took over is kept and sent by the app,
 * never by the plain form; the takeover leaves the focus where the visitor put it meanwhile (moving it
 * back to the field noted at the start typed the password into the user name); a script that failed
 * to download is asked for again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot, startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { field } from './support/console-session.ts';
import { text } from './support/messages.ts';

let server: RunningServer;
let browser: Browser;
const ROOT = { username: 'root', password: 'root-password-1' };
const APP_SCRIPT = /\/static\/js\/(?!negotiate\.)[^/]+\.js$/;
const INDEX_SCRIPT = '**/static/js/index.*.js';
/** A text only the login page's own chunk (the lazy page React waits for while hydrating) carries. */
const LOGIN_PAGE_CODE = 'login.passwordDisabled';
const ASYNC_CHUNKS = join(repositoryRoot, 'apps', 'shell', 'dist', 'static', 'js', 'async');

function loginPageChunk(): string {
  const name = readdirSync(ASYNC_CHUNKS).find((file) => file.endsWith('.js') && readFileSync(join(ASYNC_CHUNKS, file), 'utf8').includes(LOGIN_PAGE_CODE));
  if (name === undefined) throw new Error(`no chunk of the built shell carries ${LOGIN_PAGE_CODE}`);
  return `**/static/js/async/${name}`;
}

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

/** Every address the page's main frame navigated to, and every app script it requested. */
function watch(page: Page): { addresses: string[]; scripts: string[] } {
  const watched = { addresses: [] as string[], scripts: [] as string[] };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watched.addresses.push(frame.url());
  });
  page.on('request', (request) => {
    if (APP_SCRIPT.test(new URL(request.url()).pathname)) watched.scripts.push(request.url());
  });
  return watched;
}

async function fillSignIn(page: Page): Promise<void> {
  await field(page, text('en', 'shell', 'login.username')).fill(ROOT.username);
  await field(page, text('en', 'shell', 'login.password')).fill(ROOT.password);
  await page.getByRole('button', { name: text('en', 'shell', 'login.submit'), exact: true }).click();
}

async function withContext(run: (context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    await run(context);
  } finally {
    await context.close();
  }
}

describe('prerendered pages load the app on the first interaction (ADR 0036)', () => {
  it('/login loads no app script until the mouse moves; then React takes the form over', async () => {
    await withContext(async (context) => {
      const { page, errors } = await openPage(context);
      const watched = watch(page);
      await page.goto(`${server.url}/login`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#password').isVisible()).toBe(true);
      expect(watched.scripts).toEqual([]);
      await page.mouse.move(200, 200);
      await expect.poll(() => watched.scripts.length, { timeout: 90_000 }).toBeGreaterThanOrEqual(3);
      // The show/hide button only works once React owns the markup.
      await page.getByRole('button', { name: text('en', 'shell', 'auth.showPassword') }).click();
      await expect.poll(() => page.locator('#password').getAttribute('type'), { timeout: 60_000 }).toBe('text');
      expect(errors).toEqual([]);
    });
  });

  it('SH-032 / SH-034: a sign-in typed and submitted before the app arrived is held, then sent by the app with the typed values', async () => {
    await withContext(async (context) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await context.route(INDEX_SCRIPT, async (route) => {
        await released;
        await route.continue();
      });
      const { page, errors } = await openPage(context);
      const watched = watch(page);
      await page.goto(`${server.url}/login`);
      await fillSignIn(page);
      // The app's entry is still held back: the plain form must not have gone anywhere.
      expect(new URL(page.url()).pathname).toBe('/login');
      release();
      await page.waitForURL(/\/token$/, { timeout: 60_000 });
      expect(watched.addresses.filter((address) => address.includes('password'))).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it('SH-032 / SH-034: an app script that failed to download is asked for again on the next interaction, and signing in works', async () => {
    await withContext(async (context) => {
      let attempts = 0;
      await context.route(INDEX_SCRIPT, async (route) => {
        attempts += 1;
        await (attempts === 1 ? route.abort() : route.continue());
      });
      const { page } = await openPage(context);
      const watched = watch(page);
      await page.goto(`${server.url}/login`);
      await page.mouse.move(200, 200);
      await expect.poll(() => attempts, { timeout: 90_000 }).toBe(1);
      // The head script drops the failed tag, so the next interaction adds it again.
      await expect.poll(() => page.locator('script[src*="/static/js/index."]').count(), { timeout: 90_000 }).toBe(0);
      await fillSignIn(page);
      await page.waitForURL(/\/token$/, { timeout: 60_000 });
      expect(attempts).toBe(2);
      expect(watched.addresses.filter((address) => address.includes('password'))).toEqual([]);
    });
  });

  it('SH-032 / SH-034: the visitor moving to the password field while the app starts keeps the focus there, and the sign-in they type is sent', async () => {
    await withContext(async (context) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Holds the login page's chunk: the app has started taking the page over, React waits for it.
      await context.route(loginPageChunk(), async (route) => {
        await released;
        await route.continue();
      });
      await context.addInitScript(() => {
        document.addEventListener('gateway:hydrated', () => document.documentElement.setAttribute('data-test-taken-over', ''));
      });
      const { page, errors } = await openPage(context);
      await page.goto(`${server.url}/login`);
      await field(page, text('en', 'shell', 'login.username')).fill(ROOT.username);
      // hydrateRoot marks the root: the takeover has begun, with the focus in the user name.
      await expect.poll(() => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')))).toBe(true);
      await page.locator('#password').click();
      release();
      await page.locator('html[data-test-taken-over]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
      await page.keyboard.type(ROOT.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/token$/, { timeout: 60_000 });
      expect(errors).toEqual([]);
    });
  });
});
