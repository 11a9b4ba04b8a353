/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this
 * closed network needs.
 */
import { chromium, type Browser, type BrowserContext, type Page, type ConsoleMessage } from 'playwright-core';
import { chromiumCost } from './chromium-cost.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's default bound on a wait (30 s) is short for a busy two-core CI running two suites at once. */
const WAIT_BOUND_MS = 90_000;

/**
 * The Chromium of this test worker. A worker runs its files one after another and keeps their loaded
 * modules (isolate: false, tests/vitest.config.ts), so one browser process serves them all: starting
 * Chromium cost ~1.6 CPU s per file, and CI is short of CPU (ADR 0049). Started again if it went away.
 */
let workerChromium: Promise<Browser> | undefined;

function chromiumOfThisWorker(): Promise<Browser> {
  workerChromium ??= chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true }).then(
    (browser) => {
      browser.once('disconnected', () => {
        workerChromium = undefined;
      });
      return browser;
    },
    (error: unknown) => {
      // A failed start is not kept: the next file tries again rather than failing on this one's error.
      workerChromium = undefined;
      throw error;
    },
  );
  return workerChromium;
}

/**
 * A browser for one test file: the worker's Chromium, seen through a view whose contexts (newContext,
 * or the one newPage makes) bound their waits by WAIT_BOUND_MS, and whose `close()` closes the
 * contexts this file opened, so the file leaves nothing behind and never stops another's browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromiumOfThisWorker();
  const opened = new Set<BrowserContext>();
  const cost = chromiumCost(browser);
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    context.setDefaultTimeout(WAIT_BOUND_MS);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    cost.opened(context);
    return context;
  };
  const newPage: Browser['newPage'] = async (options) => (await newContext(options)).newPage();
  const close: Browser['close'] = async () => {
    cost.report();
    await Promise.all([...opened].map((context) => context.close()));
  };
  const own: Record<PropertyKey, unknown> = { newContext, newPage, close };
  return new Proxy(browser, {
    get(target, property) {
      if (property in own) return own[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
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
