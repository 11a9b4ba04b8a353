/**
 * Cost receipts and CSV export of the usage log end to end, in Chromium against the real server (fresh SQLite) and the mock
 * upstream: calls relayed with the `openai` client — two answered with usage, one without (the relay
 * estimates it), two refused by the upstream with 429 and one with 503. On /log the admin filters to
 * errors with status 429 and exports CSV: the downloaded file holds exactly the listed rows. A usage
 * row's expansion holds its cost receipt: where each token count came from, the arithmetic to the
 * billed quota and the reservation's settlement. English at 1280 px and Chinese at 390 px.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { chooseOption, openSelect } from './support/select-field.ts';
import { text, type Language } from './support/messages.ts';
import { newLanguageContext, openLogsPage, startUsageStand, waitForLogRows, type UsageStand } from './support/usage-stand.ts';

type Log = { id: number; type: number; model_name: string; prompt_tokens: number; completion_tokens: number; quota: number; content: string; other: string };

let stand: UsageStand;
let usage: Log[];
let errorRows: Log[];

/** The receipt's figures (COM-023): "$" and six decimals, the same in both languages. */
const money = (quota: number) => `$${(quota / 500000).toFixed(6)}`;

/** RFC 4180 records of a downloaded file (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(body: string): Record<string, string>[] {
  const records: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted && char === '"' && body[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') {
      records.at(-1)!.push(field);
      field = '';
    } else if (!quoted && char === '\n') {
      records.at(-1)!.push(field.replace(/\r$/, ''));
      records.push([]);
      field = '';
    } else field += char;
  }
  const [header, ...rows] = records.filter((record) => record.length > 1);
  return rows.map((row) => Object.fromEntries(header!.map((key, index) => [key, row[index]!])));
}

beforeAll(async () => {
  stand = await startUsageStand({ tokenName: 'export-e2e', options: { RetryTimes: '0' } });
  const { client, upstream } = stand;
  const ask = (model: string) => client.chat.completions.create({ model, messages: [{ role: 'user', content: 'hi' }] });
  await ask('gpt-4o-mini');
  await ask('gpt-4o');
  upstream.script.next(1, { noUsage: true });
  await ask('gpt-4o-mini');
  upstream.script.next(2, { status: 429 });
  upstream.script.next(1, { status: 503 });
  for (let call = 0; call < 3; call += 1) await expect(ask('gpt-4o-mini')).rejects.toThrow();
  usage = await waitForLogRows<Log>(stand.admin, 3, 2);
  errorRows = await waitForLogRows<Log>(stand.admin, 3, 5);
}, 120_000);

afterAll(async () => {
  await stand?.stop();
});

/** Picks errors with status 429 in the filters and searches. */
async function filterTo429(page: Page, language: Language): Promise<void> {
  const t = (key: string) => text(language, 'logs', key);
  const filters = page.getByRole('search', { name: t('usageLog.filters.label') });
  await chooseOption(page, filters.getByRole('combobox', { name: t('usageLog.filters.type') }), text(language, 'common', 'logType.error'));
  // The status choice starts with the default codes selected: leave 429 alone selected.
  const listbox = await openSelect(page, filters.getByRole('combobox', { name: t('usageLog.filters.statusCodes') }));
  for (const option of await listbox.getByRole('option', { selected: true }).all()) {
    if ((await option.textContent()) !== '429') await option.click();
  }
  if ((await listbox.getByRole('option', { name: '429', exact: true, selected: true }).count()) === 0)
    await listbox.getByRole('option', { name: '429', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => filters.getByRole('combobox', { name: t('usageLog.filters.statusCodes') }).textContent()).toBe('429');
  const listed = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/log/' && new URL(request.url()).searchParams.get('status_code') === '429',
    { timeout: 90_000 },
  );
  await filters.getByRole('button', { name: t('usageLog.filters.search') }).click();
  await listed;
  await expect.poll(() => miniRows(page).count(), { timeout: 60_000 }).toBe(2);
}

/** Exports, waits for the file and answers its records. */
async function exportCsv(page: Page, language: Language): Promise<{ records: Record<string, string>[]; bytes: Buffer; filename: string }> {
  const download = page.waitForEvent('download', { timeout: 90_000 });
  const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/log/export', { timeout: 90_000 });
  await page.getByRole('button', { name: text(language, 'logs', 'usageLog.export.button') }).click();
  expect(Object.fromEntries(new URL((await request).url()).searchParams)).toMatchObject({ type: '5', status_code: '429' });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^usage-log-\d{8}-\d{6}\.csv$/);
  const bytes = await readFile((await file.path())!);
  return { records: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')), bytes, filename: file.suggestedFilename() };
}

/** Table rows of gpt-4o-mini records. */
const miniRows = (page: Page) => page.getByRole('row').filter({ has: page.getByText('gpt-4o-mini', { exact: true }) });

const status429 = () => errorRows.filter((row) => JSON.parse(row.other).status_code === 429);

describe('usage log: cost receipts and CSV export', () => {
  it('the relay wrote the rows the test is about: 3 usage rows, errors 429 × 2 and 503 × 1', () => {
    expect(usage).toHaveLength(3);
    expect(errorRows.map((row) => JSON.parse(row.other).status_code).sort()).toEqual([429, 429, 503]);
  });

  it('English: filter to errors with status 429, export CSV — the file holds exactly those rows', async () => {
    const t = (key: string, values: Record<string, string> = {}) => text('en', 'logs', key, values);
    const context = await newLanguageContext(stand.browser, 'en');
    const { page, errors } = await openPage(context);
    await openLogsPage(page, stand.server.url, 'en', '/log', 'usageLog.title');
    await filterTo429(page, 'en');

    const { records, bytes, filename } = await exportCsv(page, 'en');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(records.map((record) => Number(record['id']))).toEqual(status429().map((row) => row.id));
    for (const record of records) {
      expect(record).toMatchObject({ type: '5', model_name: 'gpt-4o-mini', token_name: 'export-e2e', quota: '0' });
      expect(JSON.parse(record['other']!)).toMatchObject({ status_code: 429 });
    }
    await page.getByText(t('usageLog.export.done', { rows: '2', filename }), { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("English: a usage row's receipt says where its tokens came from, the arithmetic and the settlement", async () => {
    const t = (key: string, values: Record<string, string | number> = {}) =>
      text('en', 'logs', key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
    const context = await newLanguageContext(stand.browser, 'en');
    const { page, errors } = await openPage(context);
    await openLogsPage(page, stand.server.url, 'en', '/log', 'usageLog.title');
    // The newest usage row is the one the upstream sent no usage for.
    const estimated = usage[0]!;
    const other = JSON.parse(estimated.other) as { prompt_source: string; reserved_quota: number };
    expect(other.prompt_source).toBe('estimated');
    const filters = page.getByRole('search', { name: t('usageLog.filters.label') });
    await chooseOption(page, filters.getByRole('combobox', { name: t('usageLog.filters.type') }), text('en', 'common', 'logType.consume'));
    await filters.getByRole('button', { name: t('usageLog.filters.search') }).click();
    await expect.poll(() => miniRows(page).count(), { timeout: 60_000 }).toBe(2);
    await miniRows(page).first().click();
    const receipt = page.getByTestId(`log-details-${estimated.id}`).getByTestId('billing-process');
    const source = (kind: string, tokens: number, origin: string) =>
      t(`usageLog.billing.source.${kind}`, { tokens, source: t(`usageLog.billing.sourceKind.${origin}`) });
    await receipt
      .getByText(
        t('usageLog.billing.sources', {
          prompt: source('prompt', estimated.prompt_tokens, 'estimated'),
          completion: source('completion', estimated.completion_tokens, 'estimated'),
        }),
        { exact: true },
      )
      .waitFor({ timeout: 45_000 });
    await receipt.getByText(t('usageLog.billing.total', { quota: money(estimated.quota) }), { exact: true }).waitFor();
    await receipt.getByText(new RegExp(`^= [\\d.]+ quota, rounded to ${estimated.quota}$`)).waitFor();
    const settled = t('usageLog.billing.settlementReturned', {
      reserved: money(other.reserved_quota),
      charged: money(estimated.quota),
      returned: money(other.reserved_quota - estimated.quota),
    });
    await receipt.getByText(settled, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Chinese at 390 px: the same export and a receipt from the upstream's counts, without sideways scrolling", async () => {
    const t = (key: string, values: Record<string, string | number> = {}) =>
      text('zh', 'logs', key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
    const context = await newLanguageContext(stand.browser, 'zh', 390);
    const { page, errors } = await openPage(context);
    await openLogsPage(page, stand.server.url, 'zh', '/log', 'usageLog.title');
    await filterTo429(page, 'zh');
    const { records } = await exportCsv(page, 'zh');
    // The column keys stay English in every language (ADR 0041).
    expect(Object.keys(records[0]!).slice(0, 4)).toEqual(['id', 'created_at', 'time', 'type']);
    expect(records.map((record) => Number(record['id']))).toEqual(status429().map((row) => row.id));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`${stand.server.url}/log`);
    const upstreamRow = usage.find((row) => row.model_name === 'gpt-4o')!;
    await page.getByText('gpt-4o', { exact: true }).first().waitFor({ timeout: 60_000 });
    await page
      .getByRole('row')
      .filter({ has: page.getByText('gpt-4o', { exact: true }) })
      .first()
      .click();
    const receipt = page.getByTestId(`log-details-${upstreamRow.id}`).getByTestId('billing-process');
    const source = (kind: string, tokens: number) => t(`usageLog.billing.source.${kind}`, { tokens, source: t('usageLog.billing.sourceKind.upstream') });
    await receipt
      .getByText(
        t('usageLog.billing.sources', { prompt: source('prompt', upstreamRow.prompt_tokens), completion: source('completion', upstreamRow.completion_tokens) }),
        { exact: true },
      )
      .waitFor({ timeout: 45_000 });
    await receipt.getByText(t('usageLog.billing.total', { quota: money(upstreamRow.quota) }), { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
