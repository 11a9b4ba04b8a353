/**
 * Keyset paging of the usage log (ADR 0042) end to end, in Chromium against the real server (fresh SQLite): with 1,100 rows
 * in today's usage log, /log pages forward with the keyset cursor — each Next sends `before_id` = the
 * last id of the page shown, with `p` — and the rows it shows are the ones `p` alone would list. The
 * footer says the total is a lower bound ("more than 1,000 rows", growing as one pages on) and offers
 * no last page; Previous falls back to `p` alone. English at 1280 px, Chinese at 390 px (LOG-027).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { text, type Language } from './support/messages.ts';
import { newLanguageContext, openLogsPage, seedLogRows, startUsageStand, type UsageStand } from './support/usage-stand.ts';

type ListAnswer = { items: Array<{ id: number; token_name: string }>; page: number; total: number; total_capped: boolean };

const SEEDED = 1_100;
const PAGE_SIZE = 10;

let stand: UsageStand;

beforeAll(async () => {
  stand = await startUsageStand({ tokenName: 'paging-e2e' });
  const now = Math.floor(Date.now() / 1000);
  const rows = Array.from({ length: SEEDED }, (_, index) => ({
    user_id: 1,
    username: 'root',
    created_at: now,
    type: 2,
    model_name: 'gpt-4o-mini',
    token_name: `paging-${index}`,
    quota: 10,
    prompt_tokens: 3,
    completion_tokens: 2,
    other: '{}',
  }));
  await seedLogRows(stand, rows);
}, 120_000);

afterAll(async () => {
  await stand?.stop();
});

const isList = (request: Request, p: number) => {
  const url = new URL(request.url());
  return url.pathname === '/api/log/' && url.searchParams.get('p') === String(p);
};

/** The footer's capped range, as the console formats it (the numbers grouped in both languages). */
function cappedRange(language: Language, page: number, total: number): string {
  const start = String(page * PAGE_SIZE + 1);
  const end = String((page + 1) * PAGE_SIZE);
  return text(language, 'common', 'pagination.rangeCapped', { start, end, total: total.toLocaleString('en-US'), count: String(total) });
}

/** Clicks a page button; answers the list request it caused and the server's answer to it. */
async function turnPage(
  page: Page,
  language: Language,
  button: 'nextPage' | 'previousPage',
  p: number,
): Promise<{ sent: URLSearchParams; answer: ListAnswer }> {
  const request = page.waitForRequest((sent) => isList(sent, p), { timeout: 90_000 });
  const response = page.waitForResponse((answered) => isList(answered.request(), p), { timeout: 90_000 });
  await page.getByRole('button', { name: text(language, 'common', `pagination.${button}`) }).click();
  const sent = new URL((await request).url()).searchParams;
  const answer = ((await (await response).json()) as { data: ListAnswer }).data;
  return { sent, answer };
}

/** The same page asked by `p` alone, as an API client would. */
async function byOffset(sent: URLSearchParams): Promise<ListAnswer> {
  const query = new URLSearchParams(sent);
  query.delete('before_id');
  return stand.admin.call<ListAnswer>('GET', `/api/log/?${query}`);
}

async function pageForward(language: Language, width: number): Promise<void> {
  const context = await newLanguageContext(stand.browser, language, width);
  const { page, errors } = await openPage(context);
  const firstAnswer = page.waitForResponse((answered) => isList(answered.request(), 0), { timeout: 60_000 });
  await openLogsPage(page, stand.server.url, language, '/log', 'usageLog.title');
  let shown = ((await (await firstAnswer).json()) as { data: ListAnswer }).data;
  expect(shown).toMatchObject({ total: 1_000, total_capped: true });
  await page.getByText(cappedRange(language, 0, 1_000), { exact: true }).waitFor({ timeout: 60_000 });
  expect(await page.getByRole('button', { name: text(language, 'common', 'pagination.lastPage') }).count()).toBe(0);

  // The console counts pages from 0, the server from 1: page index n is asked as p = n + 1.
  for (const index of [1, 2]) {
    const { sent, answer } = await turnPage(page, language, 'nextPage', index + 1);
    expect(sent.get('before_id')).toBe(String(shown.items.at(-1)!.id));
    expect(sent.get('page_size')).toBe(String(PAGE_SIZE));
    expect(answer).toMatchObject({ page: index + 1, total: index * PAGE_SIZE + 1_000, total_capped: true });
    expect(answer.items.map((row) => row.id)).toEqual((await byOffset(sent)).items.map((row) => row.id));
    await page.getByText(cappedRange(language, index, answer.total), { exact: true }).waitFor({ timeout: 60_000 });
    shown = answer;
  }
  expect(await page.getByRole('button', { name: text(language, 'common', 'pagination.nextPage') }).isEnabled()).toBe(true);

  // The second page (p=2) was reached with a cursor; going back asks it by p alone.
  const { sent } = await turnPage(page, language, 'previousPage', 2);
  expect(sent.has('before_id')).toBe(false);
  await page.getByText(cappedRange(language, 1, 1_010), { exact: true }).waitFor({ timeout: 60_000 });
  expect(errors).toEqual([]);
  await context.close();
}

describe('usage log: keyset paging and the capped total (ADR 0042)', () => {
  it(`the stand holds ${SEEDED} rows: the first page's total stops at the 1,000-row window`, async () => {
    const first = await stand.admin.call<ListAnswer>('GET', `/api/log/?p=0&page_size=${PAGE_SIZE}`);
    expect(first).toMatchObject({ total: 1_000, total_capped: true });
  });

  it('English: Next sends before_id with p, shows the rows p would list and "more than n rows"; Previous sends p alone', async () => {
    await pageForward('en', 1280);
  });

  it('Chinese at 390 px: the same paging and the capped total in Chinese', async () => {
    await pageForward('zh', 390);
  });
});
