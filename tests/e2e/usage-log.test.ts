/**
 * The usage log (/log, CHECKLIST LOG-001…028) end to end, in Chromium against the real server on a fresh
 * SQLite database and the mock upstream: an admin's channel and token carry two relay requests made with
 * the official `openai` client (one plain, one streamed); /log lists both with model, tokens and cost, the
 * quota chip equals their sum, the model filter narrows the list, and an expanded row explains its billing.
 * Then the same page in Chinese on a 390 px phone, and a time range picked in the date-time pickers in both
 * languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { formatQuota } from '@gateway/domain';
import { openPage } from './support/browser.ts';
import { field } from './support/console-session.ts';
import { text, type Language } from './support/messages.ts';
import { dateTimeField, dateTimeText, pageLocalSeconds, typeDateTime } from './support/date-time-field.ts';
import { newLanguageContext, openLogsPage, relayStreamed, startUsageStand, waitForLogRows, type UsageStand } from './support/usage-stand.ts';

type Log = { id: number; model_name: string; prompt_tokens: number; completion_tokens: number; quota: number; is_stream: boolean; other: string };

const QUOTA_PER_UNIT = 500000;
let stand: UsageStand;
let logs: Log[];

/** The billing text's figures (COM-023): "$" and `digits` decimals. */
const dollars = (quota: number, digits: number) => `$${(quota / QUOTA_PER_UNIT).toFixed(digits)}`;
/** An amount as the console shows it everywhere else: the one domain formatter. */
const shown = (quota: number, language: Language) => formatQuota(quota, { quotaPerUnit: QUOTA_PER_UNIT, displayInCurrency: true }, { language });

beforeAll(async () => {
  // Ratios large enough that each cost shows in cents on the chip. Both models are in new-api's built-in
  // completion-ratio table (4), which wins over the CompletionRatio option, as in new-api.
  stand = await startUsageStand({ tokenName: 'log-e2e', options: { CompletionRatio: JSON.stringify({ 'gpt-4o-mini': 2, 'gpt-4o': 4 }) } });
  await stand.client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
  await relayStreamed(stand.client, 'gpt-4o');
  logs = await waitForLogRows<Log>(stand.admin, 2, 2);
  if (logs.length !== 2) throw new Error(`expected 2 usage records, found ${logs.length}`);
}, 90_000);

afterAll(async () => {
  await stand?.stop();
});

const newContext = (language: Language, width = 1280, timezoneId?: string): Promise<BrowserContext> =>
  newLanguageContext(stand.browser, language, width, timezoneId);
const openLog = (page: Page, language: Language) => openLogsPage(page, stand.server.url, language, '/log', 'usageLog.title');

/** The table row of a record, by its exact model name. */
function logRow(page: Page, model: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(model, { exact: true }) });
}

const logOf = (model: string) => logs.find((log) => log.model_name === model)!;

describe('usage log page (/log)', () => {
  it('LOG-001 / LOG-012 / LOG-017 / LOG-003 / LOG-023 / LOG-024: both requests are listed, the chip sums them, the model filter and the billing text work', async () => {
    const t = (key: string, values: Record<string, string> = {}) => text('en', 'logs', key, values);
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await openLog(page, 'en');

    for (const model of ['gpt-4o-mini', 'gpt-4o']) {
      const log = logOf(model);
      const row = logRow(page, model);
      await row.waitFor({ timeout: 45_000 });
      const cells = (await row.getByRole('cell').allTextContents()).map((cell) => cell.trim());
      expect(cells, model).toEqual(expect.arrayContaining([String(log.prompt_tokens), String(log.completion_tokens), shown(log.quota, 'en'), 'log-e2e']));
    }
    // The streamed request says so: in its row, or in the row's expansion where the duration column folded.
    const streamed = logOf('gpt-4o');
    await logRow(page, 'gpt-4o')
      .getByRole('button', { name: text('en', 'common', 'table.expandRow') })
      .click();
    await page
      .locator(`tr[data-detail-of="${streamed.id}"]`)
      .or(logRow(page, 'gpt-4o'))
      .getByText(text('en', 'logs', 'usageLog.cells.stream'), { exact: true })
      .first()
      .waitFor();
    await logRow(page, 'gpt-4o')
      .getByRole('button', { name: text('en', 'common', 'table.collapseRow') })
      .click();

    // LOG-001: the quota chip is the sum of the listed costs.
    const total = logs.reduce((sum, log) => sum + log.quota, 0);
    const chip = page.getByTestId('log-stat-quota');
    await expect.poll(async () => chip.textContent()).toBe(t('usageLog.stats.quota', { quota: shown(total, 'en') }));

    // LOG-003 / LOG-004: filter by model.
    const filters = page.getByRole('search', { name: t('usageLog.filters.label') });
    await field(filters, t('usageLog.filters.modelName')).fill('gpt-4o-mini');
    await filters.getByRole('button', { name: t('usageLog.filters.search') }).click();
    await expect.poll(async () => logRow(page, 'gpt-4o').count()).toBe(0);
    await logRow(page, 'gpt-4o-mini').waitFor();
    await expect.poll(async () => chip.textContent()).toBe(t('usageLog.stats.quota', { quota: shown(logOf('gpt-4o-mini').quota, 'en') }));

    // LOG-023 / LOG-024: clicking the row expands its billing process, computed from the recorded ratios.
    const mini = logOf('gpt-4o-mini');
    await logRow(page, 'gpt-4o-mini').click();
    const billing = page.getByTestId('billing-process');
    await billing.waitFor();
    await billing.getByText(t('usageLog.billing.total', { quota: dollars(mini.quota, 6) }), { exact: true }).waitFor();
    const formula = t('usageLog.billing.ratioFormula', {
      terms: [
        t('usageLog.billing.term.input', { tokens: String(mini.prompt_tokens) }),
        t('usageLog.billing.term.output', {
          tokens: String(mini.completion_tokens),
          ratio: String((JSON.parse(mini.other) as { completion_ratio: number }).completion_ratio),
        }),
      ].join(' + '),
      modelRatio: '5000',
      groupRatio: '1',
    });
    await billing.getByText(formula, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('LOG-003 / LOG-024: in Chinese on a 390 px phone the filters stack, the rows show as cards and a row expands', async () => {
    const t = (key: string, values: Record<string, string> = {}) => text('zh', 'logs', key, values);
    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await openLog(page, 'zh');
    const filters = page.getByRole('search', { name: t('usageLog.filters.label') });
    // Two separate time pickers, each a full line.
    const start = await dateTimeField(filters, text('zh', 'common', 'timeRange.start')).boundingBox();
    const end = await dateTimeField(filters, text('zh', 'common', 'timeRange.end')).boundingBox();
    expect(start!.y).toBeLessThan(end!.y);
    await filters.getByRole('button', { name: t('usageLog.filters.search') }).waitFor();
    await logRow(page, 'gpt-4o-mini').waitFor({ timeout: 45_000 });
    const total = logs.reduce((sum, log) => sum + log.quota, 0);
    await expect.poll(async () => page.getByTestId('log-stat-quota').textContent()).toBe(t('usageLog.stats.quota', { quota: shown(total, 'zh') }));
    // Neither the page nor the table frame scrolls sideways: the rows are cards.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await logRow(page, 'gpt-4o').click();
    await page
      .getByTestId('billing-process')
      .getByText(t('usageLog.billing.total', { quota: dollars(logOf('gpt-4o').quota, 6) }), { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // Each language in a fixed zone away from UTC (no DST in January for either), so local and UTC differ.
  const pickerCases = [
    {
      language: 'en',
      timezoneId: 'America/New_York',
      utcOffset: -5,
      typedStart: '01052026083015P',
      typedEnd: '01062026071005A',
      shownStart: '01/05/2026 08:30:15 PM',
      shownEnd: '01/06/2026 07:10:05 AM',
    },
    {
      language: 'zh',
      timezoneId: 'Asia/Shanghai',
      utcOffset: 8,
      typedStart: '20260105203015',
      typedEnd: '20260106071005',
      shownStart: '2026-01-05 20:30:15',
      shownEnd: '2026-01-06 07:10:05',
    },
  ] as const;

  it.each(pickerCases)('LOG-007: a range picked in the pickers reaches GET /api/log/ as the picked local times ($language, $timezoneId)', async (pick) => {
    const t = (namespace: 'logs' | 'common', key: string) => text(pick.language, namespace, key);
    const context = await newContext(pick.language, 1440, pick.timezoneId);
    const { page, errors } = await openPage(context);
    await openLog(page, pick.language);
    const filters = page.getByRole('search', { name: t('logs', 'usageLog.filters.label') });
    const listRequest = () => page.waitForRequest((request) => new URL(request.url()).pathname === '/api/log/', { timeout: 90_000 });
    const search = async () => {
      const request = listRequest();
      await filters.getByRole('button', { name: t('logs', 'usageLog.filters.search') }).click();
      const query = new URL((await request).url()).searchParams;
      return [Number(query.get('start_timestamp')), Number(query.get('end_timestamp'))];
    };

    // Typed into the fields: 2026-01-05 20:30:15 to 2026-01-06 07:10:05, in the language's own format.
    const start = dateTimeField(filters, t('common', 'timeRange.start'));
    const end = dateTimeField(filters, t('common', 'timeRange.end'));
    await typeDateTime(page, start, pick.typedStart);
    await typeDateTime(page, end, pick.typedEnd);
    await expect.poll(() => dateTimeText(start)).toBe(pick.shownStart);
    await expect.poll(() => dateTimeText(end)).toBe(pick.shownEnd);
    const typed = await search();
    const utc = (day: number, hour: number, minute: number, second: number) => Date.UTC(2026, 0, day, hour, minute, second) / 1000 - pick.utcOffset * 3600;
    expect(typed).toEqual([utc(5, 20, 30, 15), utc(6, 7, 10, 5)]);
    expect(typed).toEqual([await pageLocalSeconds(page, [2026, 1, 5, 20, 30, 15]), await pageLocalSeconds(page, [2026, 1, 6, 7, 10, 5])]);

    // A quick range: today and the six days before, midnight to 23:59:59 in the page's zone.
    await filters
      .getByRole('group', { name: t('common', 'timeRange.quick') })
      .getByRole('button', { name: t('common', 'timeRange.last7Days') })
      .click();
    const quick = await search();
    const expected = await page.evaluate(() => {
      const now = new Date();
      return [
        new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6).getTime() / 1000,
        new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59).getTime() / 1000,
      ];
    });
    expect(quick).toEqual(expected);

    // Today's rows are in range; their Details read in the page's language (stored as message keys).
    const mini = logOf('gpt-4o-mini');
    const ratios = JSON.parse(mini.other) as { model_ratio: number; completion_ratio: number; group_ratio: number };
    const details = text(pick.language, 'logs', 'logContent.modelRatio', {
      modelRatio: ratios.model_ratio.toFixed(2),
      completionRatio: ratios.completion_ratio.toFixed(2),
      groupRatio: ratios.group_ratio.toFixed(2),
    });
    // Narrow columns fold into the row's expansion (ADR 0020): open the row, whose details name the content too.
    await logRow(page, 'gpt-4o-mini').first().click();
    await page.getByTestId(`log-details-${mini.id}`).getByText(details, { exact: true }).waitFor({ timeout: 45_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
