/**
 * Prerendered signed-out pages end to end against the real server and built shell: they come
 * as prerendered HTML in the visitor's language (the form is in the document before any script),
 * React hydrates that very markup in Chromium without a hydration error or a layout shift, in
 * English/light and Chinese/dark, and signing in still works (ADR 0023).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { text, type Language } from './support/messages.ts';

let server: RunningServer;
let browser: Browser;
const ROOT = { username: 'root', password: 'root-password-1' };
const acceptLanguage: Record<Language, string> = { en: 'en-US,en;q=0.9', zh: 'zh-CN,zh;q=0.9' };

async function documentOf(path: string, language: Language): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Language': acceptLanguage[language] } });
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Before any script of the page: remembers the password input the parser made, and sums layout shifts. */
function watchDocument() {
  const watched = window as unknown as { firstPassword?: Element; layoutShift: number };
  watched.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) watched.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    const input = document.querySelector('input[type=password]');
    if (input !== null) {
      watched.firstPassword = input;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function openSignIn(context: BrowserContext, language: Language): Promise<{ page: Page; messages: string[]; errors: string[] }> {
  const { page, errors } = await openPage(context);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.addInitScript(watchDocument);
  await page.goto(`${server.url}/login`);
  // The show/hide button only works once React has taken the markup over.
  await page.getByRole('button', { name: text(language, 'shell', 'auth.showPassword') }).click();
  await expect.poll(() => page.locator('#password').getAttribute('type'), { timeout: 60_000 }).toBe('text');
  await page.getByRole('button', { name: text(language, 'shell', 'auth.hidePassword') }).click();
  return { page, messages, errors };
}

describe('prerendered signed-out pages (ADR 0023)', () => {
  it('the server sends /setup (before setup) and /login, /register, /reset (after) as prerendered documents in en and zh', async () => {
    for (const language of ['en', 'zh'] as const) {
      const html = await documentOf('/setup', language);
      expect(html).toContain('data-prerender="/setup"');
      expect(html).toContain(`lang="${language === 'zh' ? 'zh-CN' : 'en'}"`);
      expect(html).toContain(text(language, 'shell', 'setup.title'));
      expect(html).toContain('id="gateway-status"');
    }
    const setup = await fetch(`${server.url}/api/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: ROOT.username, password: ROOT.password, confirmPassword: ROOT.password }),
    });
    expect(((await setup.json()) as { success: boolean }).success).toBe(true);
    for (const language of ['en', 'zh'] as const) {
      for (const path of ['/login', '/register']) {
        const html = await documentOf(path, language);
        expect(html, `${path} ${language}`).toContain(`data-prerender="${path}"`);
        expect(html, `${path} ${language}`).toMatch(/<input[^>]*type="password"/);
      }
      expect(await documentOf('/login', language)).toContain(`>${text(language, 'shell', 'login.password')}`);
      const reset = await documentOf('/reset', language);
      expect(reset).toContain('data-prerender="/reset"');
      expect(reset).toContain(text(language, 'shell', 'reset.title'));
    }
    // Setup is done: /setup is no longer the document made for a pending setup.
    expect(await documentOf('/setup', 'en')).not.toContain('data-prerender');
  });

  it.each<[Language, 'light' | 'dark']>([
    ['en', 'light'],
    ['zh', 'dark'],
  ])('%s/%s: React hydrates the prerendered form (same input element), no hydration error, no layout shift', async (language, colorScheme) => {
    const context = await browser.newContext({ locale: language === 'zh' ? 'zh-CN' : 'en-US', colorScheme, viewport: { width: 1280, height: 800 } });
    try {
      const { page, messages, errors } = await openSignIn(context, language);
      const facts = await page.evaluate(() => {
        const watched = window as unknown as { firstPassword?: Element; layoutShift: number };
        return {
          sameInput: watched.firstPassword !== undefined && watched.firstPassword === document.getElementById('password'),
          layoutShift: watched.layoutShift,
          theme: document.documentElement.getAttribute('data-theme'),
          lang: document.documentElement.lang,
        };
      });
      expect(facts).toMatchObject({ sameInput: true, theme: colorScheme, lang: language === 'zh' ? 'zh-CN' : 'en' });
      expect(facts.layoutShift).toBeLessThan(0.01);
      expect(errors).toEqual([]);
      expect(messages.filter((message) => /hydrat|#418|#423|#425/i.test(message))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ADR 0036 addendum: each signed-out page draws three type strikes (16 px regular and 600, 12 px), as prerendered', async () => {
    // Every distinct size and weight costs the renderer a font lookup before its first layout, so a fourth
    // one on these pages is a measurable cost at 4x CPU (tests/load/console-bench.mjs), not a matter of taste.
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    try {
      const { page, errors } = await openPage(context);
      for (const path of ['/login', '/register', '/reset']) {
        await page.goto(`${server.url}${path}`);
        const strikes = await page.evaluate(() => {
          const found = new Set<string>();
          const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
            if (node.textContent?.trim() === '' || node.parentElement === null) continue;
            const style = getComputedStyle(node.parentElement);
            found.add(`${style.fontSize} ${style.fontWeight}`);
          }
          return [...found].sort();
        });
        expect(strikes, path).toEqual(['12px 400', '16px 400', '16px 600']);
        // Still the document the server sent: nothing was hydrated before the check.
        expect(await page.locator('html').getAttribute('data-prerender'), path).toBe(path);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signing in on the hydrated page works, and a signed-in visitor opening /login lands in the console', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    try {
      const { page, errors } = await openSignIn(context, 'en');
      await page.getByLabel(text('en', 'shell', 'login.username')).fill(ROOT.username);
      await page.locator('#password').fill(ROOT.password);
      await page.getByRole('button', { name: text('en', 'shell', 'login.submit'), exact: true }).click();
      await page.waitForURL(/\/token$/, { timeout: 60_000 });
      await page.goto(`${server.url}/login`);
      await page.waitForURL(/\/token$/, { timeout: 60_000 });
      expect(await page.locator('#password').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
