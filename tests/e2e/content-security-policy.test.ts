/**
 * The console under its Content-Security-Policy, in real Chromium against the real server:
 * every console route (shell pages and each remote) renders signed in with no CSP violation reported — MUI's
 * run-time <style> elements included — and the console refuses to be framed by another page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { setUpAndSignIn } from '../contract/support/console-api.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser } from './support/browser.ts';
import { text } from './support/messages.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await setUpAndSignIn(server.url);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Pages a visitor sees before signing in (the shell's public pages and the public pricing page). */
const SIGNED_OUT_PATHS = ['/', '/about', '/register', '/reset', '/pricing'];
/** Pages of the shell and of every remote (packages/mf-config remote-apps.ts). */
const SIGNED_IN_PATHS = [
  '/',
  '/token',
  '/redemption',
  '/topup',
  '/channel',
  '/log',
  '/detail',
  '/setting',
  '/user',
  '/pricing',
  '/playground',
  '/chat2link',
  '/personal',
  '/about',
];

interface Watched {
  page: Page;
  /** CSP reports: `securitypolicyviolation` events and Chromium's "Refused to …" console lines. */
  violations: string[];
}

async function watchedPage(context: BrowserContext): Promise<Watched> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Surfaced through the console so it survives navigations.
      console.error(`csp-violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    const line = message.text();
    if (line.startsWith('csp-violation:') || /Content Security Policy/i.test(line)) violations.push(`${page.url()}: ${line}`);
  });
  return { page, violations };
}

/** The document of `path`, loaded until its scripts settled; answers its CSP header. */
async function visit(page: Page, path: string): Promise<string | undefined> {
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 90_000 });
  await page.locator('#root > *').first().waitFor({ state: 'attached', timeout: 90_000 });
  return (await response?.allHeaders())?.['content-security-policy'];
}

describe('the console under its Content-Security-Policy', () => {
  it('renders the sign-in page and every route signed in without a CSP violation; emotion styles apply', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const { page, violations } = await watchedPage(context);

    for (const path of SIGNED_OUT_PATHS) expect(await visit(page, path), path).toContain("script-src 'self'");
    const policy = await visit(page, '/login');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // CssBaseline (emotion, injected at run time) sets body margin 0; the browser default is 8px.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(await page.locator('style[data-emotion]').count()).toBeGreaterThan(0);

    await page.getByLabel(new RegExp(`^${text('en', 'shell', 'login.username')}(\\s*\\*)?$`)).fill('root');
    await page.getByLabel(new RegExp(`^${text('en', 'shell', 'login.password')}(\\s*\\*)?$`)).fill('root-password-1');
    await page.getByRole('button', { name: text('en', 'shell', 'login.submit'), exact: true }).click();
    await page.waitForURL('**/token', { timeout: 90_000 });

    for (const path of SIGNED_IN_PATHS) {
      expect(await visit(page, path), path).toContain("script-src 'self'");
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('another page cannot frame the console (frame-ancestors none)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.setContent(`<iframe id="framed" src="${server.url}/login" width="400" height="300"></iframe>`);
    await expect.poll(() => refusals.length, { timeout: 90_000 }).toBeGreaterThan(0);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    // The refused frame never runs the console: no root element is rendered in it.
    expect(
      await framed
        ?.locator('#root')
        .count()
        .catch(() => 0),
    ).toBe(0);
    await context.close();
  });
});
