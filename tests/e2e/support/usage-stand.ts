/**
 * The stand of the usage-log and dashboard tests: the real server on a fresh SQLite
 * database, the mock upstream behind one OpenAI channel, Chromium, the root's API session and an
 * unlimited token whose `openai` client relays the calls the pages then show. Also the page helpers
 * those tests share: a context in a language and width, and signing in to open a console page.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import OpenAI from 'openai';
import { insertLogs, type NewLogEntry } from '@gateway/db';
import { createSqliteDatabase } from '@gateway/db/sqlite';
import { startMockUpstream, type MockUpstream } from '../../fixtures/mock-upstream/index.ts';
import { CONTRACT_ROOT, setUpAndSignIn, type ConsoleSession } from '../../contract/support/console-api.ts';
import { startServer, type RunningServer } from './server.ts';
import { launchBrowser } from './browser.ts';
import { field } from './console-session.ts';
import { text, type Language } from './messages.ts';

export type UsageStand = {
  server: RunningServer;
  upstream: MockUpstream;
  browser: Browser;
  admin: ConsoleSession;
  /** The `openai` client on the stand's token. */
  client: OpenAI;
  stop: () => Promise<void>;
};

export type UsageStandOptions = {
  /** Name of the token the calls are made with (shown in the log's token column). */
  tokenName: string;
  /** Options set before any call (ModelRatio 5000 for both models is the default: costs show in cents). */
  options?: Record<string, string>;
};

/** Starts everything and configures the channel (gpt-4o-mini, gpt-4o), the options and the token. */
export async function startUsageStand({ tokenName, options = {} }: UsageStandOptions): Promise<UsageStand> {
  const upstream = await startMockUpstream();
  const server = await startServer();
  const browser = await launchBrowser();
  const admin = await setUpAndSignIn(server.url);
  await admin.call('POST', '/api/channel/', {
    mode: 'single',
    channel: { name: 'mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: 'gpt-4o-mini,gpt-4o', group: 'default' },
  });
  for (const [key, value] of Object.entries({ ModelRatio: JSON.stringify({ 'gpt-4o-mini': 5000, 'gpt-4o': 5000 }), ...options })) {
    await admin.call('PUT', '/api/option/', { key, value });
  }
  const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
    name: tokenName,
    unlimited_quota: true,
    remain_quota: 0,
    expired_time: -1,
  });
  const client = new OpenAI({ apiKey: `sk-${token!.key}`, baseURL: `${server.url}/v1`, maxRetries: 0 });
  const stop = async () => {
    await browser.close();
    await server.stop();
    await upstream.stop();
  };
  return { server, upstream, browser, admin, client, stop };
}

/** Relays one streamed chat completion and reads it to the end (the record is written once the stream ends). */
export async function relayStreamed(client: OpenAI, model: string): Promise<void> {
  const stream = await client.chat.completions.create({ model, messages: [{ role: 'user', content: 'hi' }], stream: true });
  for await (const _chunk of stream) {
    // Drain.
  }
}

/**
 * The log rows of `type` once `count` are readable: usage rows (and their rollups) are written in
 * batches (ADR 0011), so the test waits on the state, not on a delay.
 */
export async function waitForLogRows<Row>(admin: ConsoleSession, count: number, type: number): Promise<Row[]> {
  const deadline = Date.now() + 90_000;
  let rows: Row[] = [];
  do {
    rows = (await admin.call<{ items: Row[] }>('GET', `/api/log/?p=0&page_size=100&type=${type}`)).items;
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  throw new Error(`expected ${count} log records of type ${type}, found ${rows.length}`);
}

/**
 * Writes log rows straight into the stand's SQLite file (the server's own database; WAL lets it keep
 * serving meanwhile): a list past the 1,000-row counted window (ADR 0042) needs more rows than
 * relaying them one by one is worth.
 */
export async function seedLogRows(stand: UsageStand, rows: readonly NewLogEntry[]): Promise<void> {
  const database = createSqliteDatabase({ filename: join(stand.server.dataDir, 'gateway.db') });
  try {
    await insertLogs(database.db, rows);
  } finally {
    await database.close();
  }
}

/** A browser context in `language` (stored for i18next before the first script), `width` px wide (phones 844 px high). */
export async function newLanguageContext(browser: Browser, language: Language, width = 1280, timezoneId?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    timezoneId,
    acceptDownloads: true,
  });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  return context;
}

/**
 * Signs the root in through /login, opens `path` and waits for its heading (the logs remote's `headingKey`).
 * /login is prerendered (ADR 0023): a click before React hydrated it would submit the plain form, so the
 * form is used only once the show-password button works. The landing page only has to be reached, not
 * loaded: `path` is opened next, and on a loaded machine its own chunks can take longer than the sign-in.
 */
export async function openLogsPage(page: Page, url: string, language: Language, path: string, headingKey: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: text(language, 'shell', 'auth.showPassword') }).click();
  await page.locator('#password[type="text"]').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: text(language, 'shell', 'auth.hidePassword') }).click();
  await field(page, text(language, 'shell', 'login.username')).fill(CONTRACT_ROOT.username);
  await field(page, text(language, 'shell', 'login.password')).fill(CONTRACT_ROOT.password);
  await page.getByRole('button', { name: text(language, 'shell', 'login.submit'), exact: true }).click();
  await page.waitForURL('**/token', { waitUntil: 'commit', timeout: 60_000 });
  await page.goto(`${url}${path}`);
  // The first visit loads the remote's container and chunks; give a loaded machine time.
  await page.getByRole('heading', { level: 1, name: text(language, 'logs', headingKey) }).waitFor({ timeout: 90_000 });
}
