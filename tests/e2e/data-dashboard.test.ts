/**
 * The data dashboard (/detail, LOG-053/054) end to end, in Chromium against the real server on a
 * fresh SQLite database and the mock upstream: an admin relays three chat completions (two models, one
 * streamed); /detail shows them in the cards (requests, quota used = the usage-log sum, tokens), in the
 * spend-by-model chart's legend, in the requests-by-model chart and in the top users; the granularity
 * choice goes into the URL and survives a reload; the chart code (MUI X) is fetched only by /detail. Then the
 * same page in Chinese on a 390 px phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatQuota } from '@gateway/domain';
import { CONTRACT_ROOT } from '../contract/support/console-api.ts';
import { openPage } from './support/browser.ts';
import { signInThroughForm } from './support/console-session.ts';
import { text, type Language } from './support/messages.ts';
import { newLanguageContext, openLogsPage, relayStreamed, startUsageStand, waitForLogRows, type UsageStand } from './support/usage-stand.ts';

type Log = { model_name: string; prompt_tokens: number; completion_tokens: number; quota: number };

let stand: UsageStand;
let logs: Log[];

const shown = (quota: number, language: Language) => formatQuota(quota, { quotaPerUnit: 500000, displayInCurrency: true }, { language });

beforeAll(async () => {
  stand = await startUsageStand({ tokenName: 'dashboard-e2e' });
  await stand.client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
  await stand.client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello' }] });
  await relayStreamed(stand.client, 'gpt-4o');
  logs = await waitForLogRows<Log>(stand.admin, 3, 2);
  if (logs.length !== 3) throw new Error(`expected 3 usage records, found ${logs.length}`);
}, 120_000);

afterAll(async () => {
  await stand?.stop();
});

const newContext = (language: Language, width = 1280): Promise<BrowserContext> => newLanguageContext(stand.browser, language, width);
const signIn = (page: Page, language: Language) => signInThroughForm(page, stand.server.url, CONTRACT_ROOT, language);
const openDashboard = (page: Page, language: Language) => openLogsPage(page, stand.server.url, language, '/detail', 'dashboard.title');

const totalQuota = () => logs.reduce((sum, log) => sum + log.quota, 0);
const totalTokens = () => logs.reduce((sum, log) => sum + log.prompt_tokens + log.completion_tokens, 0);

describe('data dashboard (/detail)', () => {
  it('LOG-053: the relayed calls appear in the cards, both charts and the top users; the granularity is kept in the URL', async () => {
    const t = (key: string) => text('en', 'logs', key);
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await openDashboard(page, 'en');

    await expect.poll(() => page.getByTestId('dashboard-card-requests').textContent(), { timeout: 60_000 }).toBe(`${t('dashboard.cards.requests')}3`);
    expect(await page.getByTestId('dashboard-card-quota').textContent()).toBe(`${t('dashboard.cards.quota')}${shown(totalQuota(), 'en')}`);
    expect(await page.getByTestId('dashboard-card-tokens').textContent()).toBe(`${t('dashboard.cards.tokens')}${totalTokens()}`);

    const spend = page.getByRole('region', { name: t('dashboard.charts.spend') });
    for (const model of ['gpt-4o-mini', 'gpt-4o']) await spend.getByText(model, { exact: true }).first().waitFor({ timeout: 60_000 });
    expect(await spend.locator('svg rect, svg path').count()).toBeGreaterThan(0);
    const requests = page.getByRole('region', { name: t('dashboard.charts.requests') });
    await requests.getByText('gpt-4o-mini', { exact: true }).first().waitFor({ timeout: 60_000 });
    const topUsers = page.getByRole('table', { name: t('dashboard.topUsers.title') });
    await topUsers.getByRole('cell', { name: CONTRACT_ROOT.username, exact: true }).waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: t('dashboard.granularity.week'), exact: true }).click();
    await page.waitForURL(/granularity=week/);
    await page.reload();
    await page.getByRole('button', { name: t('dashboard.granularity.week'), exact: true, pressed: true }).waitFor({ timeout: 90_000 });
    await expect.poll(() => page.getByTestId('dashboard-card-requests').textContent(), { timeout: 60_000 }).toBe(`${t('dashboard.cards.requests')}3`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('only /detail downloads MUI X Charts: the shell serves them in one lazy chunk, no remote bundles a copy', async () => {
    const context = await newContext('en');
    const { page } = await openPage(context);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    const chartCode = async (urls: string[]) => {
      const bodies = await Promise.all(urls.map(async (url) => (await (await context.request.get(url)).text()).includes('MuiChartsAxis')));
      return urls.filter((_url, index) => bodies[index]);
    };
    await signIn(page, 'en');
    await page.goto(`${stand.server.url}/log`);
    await page.getByRole('heading', { level: 1, name: text('en', 'logs', 'usageLog.title') }).waitFor({ timeout: 90_000 });
    expect(await chartCode(scripts)).toEqual([]);
    const beforeDashboard = scripts.length;
    await page
      .getByRole('link', { name: text('en', 'logs', 'nav.dashboard') })
      .first()
      .click();
    await page
      .getByRole('region', { name: text('en', 'logs', 'dashboard.charts.spend') })
      .getByText('gpt-4o', { exact: true })
      .first()
      .waitFor({ timeout: 90_000 });
    const loaded = await chartCode(scripts.slice(beforeDashboard));
    expect(loaded).toHaveLength(1);
    expect(new URL(loaded[0]!).pathname).toMatch(/^\/static\/js\/async\//);
    await context.close();
  });

  it('LOG-054: in Chinese on a 390 px phone the cards, the charts and the top users fit the width', async () => {
    const t = (key: string) => text('zh', 'logs', key);
    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await openDashboard(page, 'zh');
    await expect.poll(() => page.getByTestId('dashboard-card-requests').textContent(), { timeout: 60_000 }).toBe(`${t('dashboard.cards.requests')}3`);
    expect(await page.getByTestId('dashboard-card-quota').textContent()).toBe(`${t('dashboard.cards.quota')}${shown(totalQuota(), 'zh')}`);
    await page
      .getByRole('region', { name: t('dashboard.charts.spend') })
      .getByText('gpt-4o', { exact: true })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.getByRole('table', { name: t('dashboard.topUsers.title') }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: t('dashboard.granularity.day'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
