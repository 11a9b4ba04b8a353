/**
 * The pricing editors of /setting end to end, in Chromium against the real server on a fresh SQLite
 * database and the mock upstream: root changes a model's ratio in the visual price editor and a
 * relayed request is billed with it (the usage-log row's quota is computeCost with the new ratio);
 * a fixed price disables the ratio inputs; an enabled model without a price leaves the unset list
 * once its price is saved; the model ratio reset asks first. Then Chinese on a 390 px phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import OpenAI from 'openai';
import { computeCost, defaultModelRatio, formatQuota, modelPricingFor, quotaPriceSheet, readPricingTables } from '@gateway/domain';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiSession, setUpRoot, signInThroughForm, type ApiCall } from './support/console-session.ts';
import { noticeAfter } from './support/fresh-notice.ts';
import { text, type Language } from './support/messages.ts';
import { startServer, type RunningServer } from './support/server.ts';

const ROOT = { username: 'root', password: 'root-password-1' };
const WAIT = { timeout: 90_000 };
/** Models of the mock channel: each test prices its own. */
const MODELS = ['ratio-e2e', 'fixed-e2e', 'unset-e2e', 'phone-e2e', 'unset-zh-e2e'];

let server: RunningServer;
let upstream: MockUpstream;
let browser: Browser;
let api: ApiCall;
let client: OpenAI;

async function call<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const answer = await api(method, path, payload);
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.data as T;
}

async function storedOptions(): Promise<Record<string, string>> {
  const entries = await call<{ key: string; value: string }[]>('GET', '/api/option/');
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}

beforeAll(async () => {
  upstream = await startMockUpstream();
  server = await startServer();
  browser = await launchBrowser();
  await setUpRoot(server.url, ROOT);
  api = await apiSession(server.url, ROOT);
  await call('POST', '/api/channel/', {
    mode: 'single',
    channel: { name: 'mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: MODELS.join(','), group: 'default' },
  });
  await call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'ratio-e2e': 1, 'fixed-e2e': 2, 'phone-e2e': 1 }) });
  await call('PUT', '/api/option/', { key: 'ModelPrice', value: '{}' });
  await call('PUT', '/api/option/', { key: 'CompletionRatio', value: JSON.stringify({ 'fixed-e2e': 3 }) });
  const [token] = await call<Array<{ key: string }>>('POST', '/api/token/', { name: 'ratio-e2e', unlimited_quota: true, remain_quota: 0, expired_time: -1 });
  client = new OpenAI({ apiKey: `sk-${token!.key}`, baseURL: `${server.url}/v1`, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await upstream?.stop();
});

const t = (language: Language, key: string, values: Record<string, string> = {}) => text(language, 'settings', key, values);

async function newContext(language: Language, width = 1280): Promise<BrowserContext> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    isMobile: phone,
    hasTouch: phone,
  });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  return context;
}

/** Signs root in and opens a ratio tab of /setting. */
async function openRatioTab(page: Page, language: Language, tab: 'model' | 'visual' | 'unset_models'): Promise<void> {
  await signInThroughForm(page, server.url, ROOT, language);
  await page.goto(`${server.url}/setting?tab=operation&ratio=${tab}`);
  await page.getByRole('tab', { name: t(language, `ratioSettings.tabs.${tab}`), selected: true }).waitFor(WAIT);
}

/** The in-place input of a column of a model in the visual editor. */
function cell(page: Page, language: Language, column: 'price' | 'ratio' | 'completionRatio', model: string): Locator {
  return page.getByLabel(t(language, 'ratioSettings.visual.cellLabel', { column: t(language, `ratioSettings.visual.columns.${column}`), model }), {
    exact: true,
  });
}

/** How an in-place input's box is painted: its background and its outline's style. */
async function boxLook(input: Locator): Promise<{ background: string; outline: string }> {
  return input.evaluate((element) => {
    const root = element.closest('.MuiInputBase-root')!;
    const outline = root.querySelector('.MuiOutlinedInput-notchedOutline')!;
    return { background: getComputedStyle(root).backgroundColor, outline: getComputedStyle(outline).borderTopStyle };
  });
}

async function search(page: Page, language: Language, model: string): Promise<void> {
  await page.getByLabel(t(language, 'ratioSettings.visual.search')).fill(model);
  await cell(page, language, 'ratio', model).waitFor(WAIT);
}

/** The usage-log row of the first relayed request for `model`, once the batch wrote it. */
async function usageRow(model: string): Promise<{ quota: number; prompt_tokens: number; completion_tokens: number }> {
  type Row = { quota: number; prompt_tokens: number; completion_tokens: number; model_name: string };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const rows = (await call<{ items: Row[] }>('GET', `/api/log/?p=0&page_size=10&type=2&model_name=${model}`)).items;
    const row = rows.find((entry) => entry.model_name === model);
    if (row !== undefined) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no usage row for ${model}`);
}

describe('pricing editors (/setting?tab=operation&ratio=…)', () => {
  it('SET-029 / SET-031 / SET-032: a ratio changed in the visual editor bills the next relayed request (log quota = computeCost with the new ratio)', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await openRatioTab(page, 'en', 'visual');
    await search(page, 'en', 'ratio-e2e');
    await cell(page, 'en', 'ratio', 'ratio-e2e').fill('2500');
    await cell(page, 'en', 'completionRatio', 'ratio-e2e').fill('3');
    // What a user pays, shown beside the row, is computeCost's: 2500 × $2 per 1M input tokens.
    const pricing = { kind: 'ratio' as const, modelRatio: 2500, completionRatio: 3, cacheRatio: 1, quotaPerUnit: 500000 };
    const sheet = quotaPriceSheet(pricing, 1);
    const shown = (quota: number) => formatQuota(quota, { quotaPerUnit: 500000, displayInCurrency: true }, { language: 'en' });
    if (sheet.kind !== 'tokens') throw new Error('a ratio model is priced per token');
    await expect.poll(() => page.locator('[data-user-price="ratio-e2e"]').textContent(), WAIT).toContain(shown(sheet.inputPerMillion));
    await expect.poll(() => page.locator('[data-user-price="ratio-e2e"]').textContent(), WAIT).toContain(shown(sheet.outputPerMillion));
    await noticeAfter(page, text('en', 'common', 'messages.updateSucceeded'), () =>
      page.getByRole('button', { name: t('en', 'ratioSettings.visual.save') }).click(),
    );

    const options = await storedOptions();
    expect(JSON.parse(options['ModelRatio']!)).toMatchObject({ 'ratio-e2e': 2500 });
    expect(JSON.parse(options['CompletionRatio']!)).toMatchObject({ 'ratio-e2e': 3 });
    await client.chat.completions.create({ model: 'ratio-e2e', messages: [{ role: 'user', content: 'hi' }] });
    const row = await usageRow('ratio-e2e');
    const billedWith = modelPricingFor('ratio-e2e', readPricingTables(options))!;
    expect(billedWith).toMatchObject({ kind: 'ratio', modelRatio: 2500, completionRatio: 3 });
    expect(row.quota).toBe(computeCost({ promptTokens: row.prompt_tokens, completionTokens: row.completion_tokens }, billedWith, 1));
    expect(row.quota).toBe(computeCost({ promptTokens: row.prompt_tokens, completionTokens: row.completion_tokens }, pricing, 1));
    expect(row.quota).toBe((row.prompt_tokens + row.completion_tokens * 3) * 2500);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SET-034 / SET-035: a fixed price clears the ratios and disables their inputs, and the relay then bills per request', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await openRatioTab(page, 'en', 'visual');
    await search(page, 'en', 'fixed-e2e');
    expect(await cell(page, 'en', 'ratio', 'fixed-e2e').isDisabled()).toBe(false);
    await cell(page, 'en', 'price', 'fixed-e2e').fill('0.25');
    await expect.poll(() => cell(page, 'en', 'ratio', 'fixed-e2e').isDisabled(), WAIT).toBe(true);
    expect(await cell(page, 'en', 'completionRatio', 'fixed-e2e').isDisabled()).toBe(true);
    expect(await cell(page, 'en', 'ratio', 'fixed-e2e').inputValue()).toBe('');
    // A disabled ratio input looks disabled: filled and dashed, unlike the enabled price input beside it.
    const enabledLook = await boxLook(cell(page, 'en', 'price', 'fixed-e2e'));
    for (const column of ['ratio', 'completionRatio'] as const) {
      const look = await boxLook(cell(page, 'en', column, 'fixed-e2e'));
      expect(look.background).not.toBe(enabledLook.background);
      expect([look.outline, enabledLook.outline]).toEqual(['dashed', 'solid']);
    }
    await noticeAfter(page, text('en', 'common', 'messages.updateSucceeded'), () =>
      page.getByRole('button', { name: t('en', 'ratioSettings.visual.save') }).click(),
    );
    // After a reload the model still shows its price, with the ratio inputs disabled.
    await page.reload();
    await search(page, 'en', 'fixed-e2e');
    expect(await cell(page, 'en', 'price', 'fixed-e2e').inputValue()).toBe('0.25');
    expect(await cell(page, 'en', 'ratio', 'fixed-e2e').isDisabled()).toBe(true);

    const options = await storedOptions();
    expect(JSON.parse(options['ModelPrice']!)).toEqual({ 'fixed-e2e': 0.25 });
    expect(JSON.parse(options['ModelRatio']!)).not.toHaveProperty('fixed-e2e');
    await client.chat.completions.create({ model: 'fixed-e2e', messages: [{ role: 'user', content: 'hi' }] });
    expect((await usageRow('fixed-e2e')).quota).toBe(0.25 * 500000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SET-043 / SET-044: an enabled model without a price is listed until its price is saved', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await openRatioTab(page, 'en', 'unset_models');
    const table = page.getByRole('table', { name: t('en', 'ratioSettings.unset.tableLabel') });
    const setPrice = (model: string) => table.getByRole('button', { name: t('en', 'ratioSettings.unset.setPriceOf', { model }) });
    await setPrice('unset-e2e').waitFor(WAIT);
    expect(await setPrice('ratio-e2e').count()).toBe(0);
    await setPrice('unset-e2e').click();
    const dialog = page.getByRole('dialog', { name: t('en', 'ratioSettings.unset.dialogTitle', { model: 'unset-e2e' }) });
    await dialog.getByLabel(t('en', 'ratioSettings.form.ratio'), { exact: true }).fill('0.5');
    await noticeAfter(page, text('en', 'common', 'messages.updateSucceeded'), () =>
      dialog.getByRole('button', { name: t('en', 'ratioSettings.unset.save') }).click(),
    );
    await expect.poll(() => setPrice('unset-e2e').count(), WAIT).toBe(0);
    await setPrice('unset-zh-e2e').waitFor(WAIT);
    expect(JSON.parse((await storedOptions())['ModelRatio']!)).toMatchObject({ 'unset-e2e': 0.5 });
    await page.reload();
    await setPrice('unset-zh-e2e').waitFor(WAIT);
    expect(await setPrice('unset-e2e').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SET-028: resetting the model ratios asks ("irreversible") and restores the built-in table', async () => {
    const before = await storedOptions();
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await openRatioTab(page, 'en', 'model');
    const form = page.getByRole('form', { name: t('en', 'ratioSettings.model.title') });
    await form.getByRole('button', { name: t('en', 'ratioSettings.model.reset') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'ratioSettings.model.resetTitle') });
    await dialog.getByText(/irreversible/).waitFor(WAIT);
    await noticeAfter(page, t('en', 'ratioSettings.model.resetDone'), () =>
      dialog.getByRole('button', { name: t('en', 'ratioSettings.model.resetConfirm') }).click(),
    );
    const after = await storedOptions();
    expect(JSON.parse(after['ModelRatio']!)).toEqual(defaultModelRatio);
    expect(after['ModelPrice']).toBe(before['ModelPrice']);
    await expect
      .poll(async () => JSON.parse(await form.getByLabel(t('en', 'ratioSettings.model.fields.ModelRatio.label'), { exact: true }).inputValue()), WAIT)
      .toEqual(defaultModelRatio);
    // Put the test's ratios back for the tests after this one.
    await call('PUT', '/api/option/', { key: 'ModelRatio', value: before['ModelRatio'] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SET-035 / SET-036 / SET-044: in Chinese on a 390 px phone the rows are cards, a bad number is refused, and an unset model is priced', async () => {
    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await openRatioTab(page, 'zh', 'visual');
    await search(page, 'zh', 'phone-e2e');
    const table = page.getByRole('table', { name: t('zh', 'ratioSettings.visual.tableLabel') });
    expect(await table.locator('xpath=ancestor::*[@data-layout][1]').getAttribute('data-layout')).toBe('cards');
    await cell(page, 'zh', 'ratio', 'phone-e2e').fill('abc');
    await page.getByText(t('zh', 'ratioSettings.visual.cellErrors.notANumber')).first().waitFor(WAIT);
    await noticeAfter(page, t('zh', 'ratioSettings.visual.checkInput', { count: '1' }), () =>
      page.getByRole('button', { name: t('zh', 'ratioSettings.visual.save') }).click(),
    );
    await cell(page, 'zh', 'price', 'phone-e2e').fill('0.1');
    await expect.poll(() => cell(page, 'zh', 'ratio', 'phone-e2e').isDisabled(), WAIT).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: t('zh', 'ratioSettings.visual.discard') }).click();
    await expect.poll(() => cell(page, 'zh', 'ratio', 'phone-e2e').inputValue(), WAIT).toBe('1');

    await page.getByRole('tab', { name: t('zh', 'ratioSettings.tabs.unset_models') }).click();
    const unset = page.getByRole('table', { name: t('zh', 'ratioSettings.unset.tableLabel') });
    const setPrice = unset.getByRole('button', { name: t('zh', 'ratioSettings.unset.setPriceOf', { model: 'unset-zh-e2e' }) });
    await setPrice.click();
    const dialog = page.getByRole('dialog', { name: t('zh', 'ratioSettings.unset.dialogTitle', { model: 'unset-zh-e2e' }) });
    await dialog.getByRole('radio', { name: t('zh', 'ratioSettings.form.perRequest') }).check();
    await dialog.getByLabel(t('zh', 'ratioSettings.form.price'), { exact: true }).fill('0.02');
    await noticeAfter(page, text('zh', 'common', 'messages.updateSucceeded'), () =>
      dialog.getByRole('button', { name: t('zh', 'ratioSettings.unset.save') }).click(),
    );
    await expect.poll(() => setPrice.count(), WAIT).toBe(0);
    expect(JSON.parse((await storedOptions())['ModelPrice']!)).toMatchObject({ 'unset-zh-e2e': 0.02 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
