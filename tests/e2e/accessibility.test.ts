/**
 * Accessibility end to end: axe-core (support/axe.ts) over every page of the console, in Chromium
 * against the real server, in English and Chinese, light and dark — no serious or critical violation
 * (labels, contrast, focus order, landmarks). Signed out: /setup on the fresh server, then the sign-in
 * pages, /about, /pricing, / and /user/reset; signed in as root: every destination the navigation
 * offers plus /setting with each ?tab=, the channel editor drawer over a seeded row and /detail.
 * Theme and language come from the app's own stored choices ('theme-mode', 'i18nextLng'); one
 * server, one browser and one context per language × theme. Signed-out pages are loaded (they are
 * prerendered documents); signed-in ones are reached inside the running app, as its links do
 * (history.pushState, which the router follows): the same page without starting the app and
 * loading axe again for each (the suite's longest file otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import OpenAI from 'openai';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { CONTRACT_ROOT, setUpAndSignIn } from '../contract/support/console-api.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage, type WatchedPage } from './support/browser.ts';
import { signInThroughForm } from './support/console-session.ts';
import type { Language } from './support/messages.ts';
import { blockingViolations, settled, unaccepted, watchNetwork, type AcceptedViolation, type NetworkWatch, type Violation } from './support/axe.ts';

type Theme = 'light' | 'dark';

const LANGUAGES: Language[] = ['en', 'zh'];
const THEMES: Theme[] = ['light', 'dark'];
const MODEL = 'gpt-4o-mini';

const SIGNED_OUT_PATHS = ['/login', '/register', '/reset', '/user/reset?email=someone%40example.com&token=reset-token', '/about', '/pricing', '/'];

const SETTINGS_TABS = ['operation', 'ratelimit', 'models', 'system', 'other'];

/** Signed-in pages beyond what the navigation links to (the navigation's own links are added when the test runs). */
const SIGNED_IN_PATHS = [
  '/token',
  '/redemption',
  '/topup',
  '/log',
  '/detail',
  '/channel',
  '/channel/edit/1',
  '/personal',
  ...SETTINGS_TABS.map((tab) => `/setting?tab=${tab}`),
  '/user',
  '/playground',
  '/pricing',
  '/about',
  '/',
];

/**
 * Violations accepted for now, each keyed by rule id and page, with the reason. Empty: every
 * serious or critical violation found was fixed where it lives.
 */
const ACCEPTED: readonly AcceptedViolation[] = [];

let server: RunningServer;
let upstream: MockUpstream;
let browser: Browser;

beforeAll(async () => {
  upstream = await startMockUpstream();
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await upstream?.stop();
});

/** Root, a channel (row 1, opened in the editor), a token, redemption codes and one relayed request in the usage log. */
async function seed(): Promise<void> {
  const admin = await setUpAndSignIn(server.url);
  await admin.call('POST', '/api/channel/', {
    mode: 'single',
    channel: { name: 'a11y channel', type: 1, key: 'sk-upstream', base_url: upstream.url, models: `${MODEL},gpt-4o`, group: 'default' },
  });
  const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
    name: 'a11y-token',
    unlimited_quota: true,
    remain_quota: 0,
    expired_time: -1,
  });
  await admin.call('POST', '/api/redemption/', { name: 'a11y-codes', quota: 500000, count: 2 });
  const client = new OpenAI({ apiKey: `sk-${token!.key}`, baseURL: `${server.url}/v1`, maxRetries: 0 });
  await client.chat.completions.create({ model: MODEL, messages: [{ role: 'user', content: 'hi' }] });
  // Usage rows are written in batches (ADR 0011): wait until the record is readable.
  await expect
    .poll(async () => (await admin.call<{ total: number }>('GET', '/api/log/?p=0&page_size=10&type=2')).total, { timeout: 90_000 })
    .toBeGreaterThan(0);
}

/** A context whose stored preferences are `language` and `theme`, as the app's own toggles leave them. */
type CheckedPage = WatchedPage & { network: NetworkWatch };

async function preferring(language: Language, theme: Theme): Promise<CheckedPage & { context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: language === 'zh' ? 'zh-CN' : 'en-US', colorScheme: theme });
  await context.addInitScript(
    ([lng, mode]) => {
      window.localStorage.setItem('i18nextLng', lng!);
      window.localStorage.setItem('theme-mode', mode!);
    },
    [language, theme],
  );
  const watched = await openPage(context);
  return { context, ...watched, network: watchNetwork(watched.page) };
}

/** The page really is in the chosen theme and language (else axe would check the wrong colours or texts). */
async function expectPreferences(page: Page, path: string, language: Language, theme: Theme): Promise<void> {
  const shown = await page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).map(Number);
    return { lang: document.documentElement.lang, luminance: (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255 };
  });
  expect(shown.lang, path).toMatch(language === 'zh' ? /^zh/ : /^en/);
  if (theme === 'dark') expect(shown.luminance, path).toBeLessThan(0.25);
  else expect(shown.luminance, path).toBeGreaterThan(0.75);
}

/** What must be on screen before a page is checked, beyond the page having settled. */
const READY: Record<string, string> = { '/channel/edit/1': '.MuiDrawer-paper form' };

/** Loads `path` as a new document, or (`inApp`) moves the running app there as its own links do. */
async function open(page: Page, path: string, inApp: boolean): Promise<void> {
  if (!inApp) {
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    return;
  }
  // The router renders on the pushState it patched; a redirect the app makes from there stands, as after a link.
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

async function check({ page, errors, network }: CheckedPage, path: string, language: Language, theme: Theme, inApp = false): Promise<Violation[]> {
  try {
    const since = Date.now();
    await open(page, path, inApp);
    if (READY[path] !== undefined) await page.locator(READY[path]).first().waitFor({ state: 'visible', timeout: 60_000 });
    await settled(page, network, since);
    await expectPreferences(page, path, language, theme);
    return await blockingViolations(page, path);
  } catch (error) {
    // The page's own errors say why it never rendered.
    throw new Error(`${language}/${theme} ${path}: ${(error as Error).message}\n${errors.join('\n')}`, { cause: error });
  }
}

/** Every internal link of the navigation (top bar and sidebar) of the page on screen. */
async function navigationPaths(page: Page): Promise<string[]> {
  const hrefs = await page.locator('header a[href], nav a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

function report(violations: Violation[]): string[] {
  return violations.map((violation) => `${violation.page} ${violation.rule} (${violation.impact}): ${violation.help} — ${violation.targets.join(' | ')}`);
}

describe('accessibility: axe finds no serious or critical violation', () => {
  it('the setup page of a fresh server, in both languages, light and dark', async () => {
    const found: Violation[] = [];
    for (const language of LANGUAGES) {
      for (const theme of THEMES) {
        const { context, ...watched } = await preferring(language, theme);
        found.push(
          ...unaccepted(await check(watched, '/setup', language, theme), ACCEPTED).map((violation) => ({
            ...violation,
            page: `${language}/${theme} ${violation.page}`,
          })),
        );
        await context.close();
      }
    }
    await seed();
    expect(report(found)).toEqual([]);
  }, 300_000);

  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      it(`${language}, ${theme}: every page signed out, then signed in as root`, async () => {
        const { context, ...watched } = await preferring(language, theme);
        const { page } = watched;
        const found: Violation[] = [];
        for (const path of SIGNED_OUT_PATHS) found.push(...(await check(watched, path, language, theme)));
        const signedIn = Date.now();
        await signInThroughForm(page, server.url, CONTRACT_ROOT, language);
        await settled(page, watched.network, signedIn);
        // The other remotes' links join the sidebar once their entries have loaded (while the browser is idle):
        // wait for them, then read the navigation, so a destination added to it is checked too.
        await expect.poll(() => navigationPaths(page), { timeout: 120_000 }).toEqual(expect.arrayContaining(['/token', '/channel', '/setting', '/personal']));
        const navigation = await navigationPaths(page);
        const paths = [...new Set([...SIGNED_IN_PATHS, ...navigation])];
        for (const path of paths) found.push(...(await check(watched, path, language, theme, true)));
        await context.close();
        const left = unaccepted(found, ACCEPTED).map((violation) => ({ ...violation, page: `${language}/${theme} ${violation.page}` }));
        expect(report(left)).toEqual([]);
      }, 900_000);
    }
  }
});
