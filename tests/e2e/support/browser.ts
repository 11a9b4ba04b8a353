/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this
 * closed network needs.
 */
import { chromium, type Browser, type BrowserContext, type Page, type ConsoleMessage } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Playwright's default bound on a wait (30 s) is short for a busy two-core CI running two suites at once. */
const WAIT_BOUND_MS = 90_000;

/** Chromium, whose every context (newContext, or the one newPage makes) bounds its waits by WAIT_BOUND_MS. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_BOUND_MS);
    return context;
  };
  return browser;
}

export type WatchedPage = { page: Page; errors: string[] };

/** A page that records console errors and uncaught exceptions, so a test can assert there were none. */
export async function openPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}
