/**
 * The playground (/playground) end to end, in Chromium against the real server on a
 * fresh SQLite database and the mock upstream: a user chats with a streamed reply whose cost equals
 * the usage log's row, stops a long reply midway (the log row bills what streamed), reloads and finds
 * the conversation; a reply full of hostile HTML executes nothing; a user without an enabled token is
 * sent to /token; the page in Chinese on a 390 px phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatQuota } from '@gateway/domain';
import { startMockUpstream, mockReply, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession, type LimitedCaller } from '../contract/support/console-api.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { signInThroughForm } from './support/console-session.ts';
import { text, type Language } from './support/messages.ts';

type Log = { id: number; model_name: string; prompt_tokens: number; completion_tokens: number; quota: number; content: string; token_name: string };

const PASSWORD = 'caller-password-1';
let server: RunningServer;
let upstream: MockUpstream;
let browser: Browser;
let admin: ConsoleSession;
let alice: LimitedCaller;
let carol: LimitedCaller;

const t = (language: Language, key: string, values: Record<string, string> = {}) => text(language, 'pricing_playground', key, values);
const shown = (quota: number, language: Language) => formatQuota(quota, { quotaPerUnit: 500000, displayInCurrency: true }, { language });

beforeAll(async () => {
  upstream = await startMockUpstream();
  server = await startServer();
  browser = await launchBrowser();
  admin = await setUpAndSignIn(server.url);
  await admin.call('POST', '/api/channel/', {
    mode: 'single',
    channel: { name: 'mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: 'gpt-4o-mini,gpt-4o', group: 'default' },
  });
  // A ratio large enough that every answer costs whole cents.
  await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'gpt-4o-mini': 5000, 'gpt-4o': 5000 }) });
  alice = await createLimitedCaller(server.url, admin, { username: 'alice', quota: 500_000_000 });
  carol = await createLimitedCaller(server.url, admin, { username: 'carol', quota: 500_000_000 });
  // Bob has quota but no token at all.
  await admin.call('POST', '/api/user/', { username: 'bob', password: PASSWORD });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await upstream?.stop();
});

async function newContext(language: Language, width = 1280, options: { bypassCSP?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: language === 'zh' ? 'zh-CN' : 'en-US', ...options });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  return context;
}

async function openPlayground(page: Page, username: string, language: Language): Promise<void> {
  await signInThroughForm(page, server.url, { username, password: PASSWORD }, language);
  await page.goto(`${server.url}/playground`);
  await page.getByRole('heading', { level: 1, name: t(language, 'playground.title') }).waitFor({ timeout: 90_000 });
}

function lastReply(page: Page, language: Language): Locator {
  return page.getByRole('article', { name: t(language, 'playground.message.assistant') }).last();
}

async function send(page: Page, language: Language, message: string): Promise<void> {
  await page.getByLabel(t(language, 'playground.composer.label'), { exact: true }).fill(message);
  await page.getByRole('button', { name: t(language, 'playground.composer.send') }).click();
}

/** The user's consume rows, newest first, once there are `count` of them (usage rows are written in batches, ADR 0011). */
async function consumeRows(caller: LimitedCaller, count: number): Promise<Log[]> {
  let rows: Log[] = [];
  await expect
    .poll(
      async () => {
        rows = (await caller.session.call<{ items: Log[] }>('GET', '/api/log/self/?p=0&page_size=20&type=2')).items;
        return rows.length;
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return rows;
}

describe('playground (/playground)', () => {
  it('PP-024…026 / API-PG-001/002: a streamed reply priced like its log row; Stop midway bills what streamed; a reload finds the conversation', async () => {
    const context = await newContext('en');
    const { page, errors } = await openPage(context);
    await openPlayground(page, alice.username, 'en');
    await expect.poll(() => page.getByRole('combobox', { name: t('en', 'playground.model.label') }).inputValue(), { timeout: 90_000 }).toBe('gpt-4o-mini');

    await send(page, 'en', 'Hello there');
    await expect.poll(() => lastReply(page, 'en').getAttribute('data-status'), { timeout: 90_000 }).toBe('complete');
    await lastReply(page, 'en').getByText(mockReply('gpt-4o-mini')).waitFor();
    const [chat] = await consumeRows(alice, 1);
    expect(chat!.token_name).toBe('playground-default');
    const usage = `${t('en', 'playground.usage.tokens', { prompt: String(chat!.prompt_tokens), completion: String(chat!.completion_tokens) })} · ${t('en', 'playground.usage.cost')} ${shown(chat!.quota, 'en')}`;
    await expect.poll(() => lastReply(page, 'en').getByTestId('answer-usage').textContent()).toBe(usage);

    // A long, slow reply (400 words, 50 ms apart) stopped after a few words.
    upstream.script.next(1, { words: 400, chunkDelayMs: 50 });
    await send(page, 'en', 'Tell me a long story');
    await lastReply(page, 'en')
      .getByText(/word8\b/)
      .waitFor({ timeout: 90_000 });
    await page.getByRole('button', { name: t('en', 'playground.composer.stop') }).click();
    await lastReply(page, 'en').getByText(t('en', 'playground.message.stopped')).waitFor();
    const cut = upstream.requests.filter((request) => request.path === '/v1/chat/completions').at(-1)!;
    expect(await cut.ended).toBe('closed-early');
    const [stopped] = await consumeRows(alice, 2);
    expect(stopped!.content).toContain('client disconnected');
    expect(stopped!.completion_tokens).toBeGreaterThan(0);
    expect(stopped!.completion_tokens).toBeLessThan(400);
    expect(stopped!.quota).toBeGreaterThan(0);
    const streamedWords = (await lastReply(page, 'en').getByTestId('reply-markdown').textContent())!.split(' ').length;
    expect(streamedWords).toBeLessThan(400);

    await page.reload();
    await page.getByText('Tell me a long story').waitFor({ timeout: 90_000 });
    await page.getByText('Hello there', { exact: true }).waitFor();
    await lastReply(page, 'en').getByText(t('en', 'playground.message.stopped')).waitFor();
    await page
      .getByRole('article', { name: t('en', 'playground.message.assistant') })
      .getByText(mockReply('gpt-4o-mini'))
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reply with <img onerror>, <script>, javascript: links and hostile reasoning executes nothing (CSP bypassed: the sanitizer alone)', async () => {
    const context = await newContext('en', 1280, { bypassCSP: true });
    const { page } = await openPage(context);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await context.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
    const hit = 'window.__xss+=1';
    const reply = [
      `Look: <img src=x onerror="${hit}"> and <script>${hit}</script>`,
      '',
      `<a href="javascript:${hit}">raw link</a> [md link](javascript:${hit}) <svg onload="${hit}"></svg> <iframe src="javascript:${hit}"></iframe>`,
      '',
      `![pic](x" onerror="${hit}) <details open ontoggle="${hit}">x</details> <style>body{display:none}</style>`,
      '',
      '```js',
      'const answer = 42;',
      '```',
    ].join('\n');
    upstream.script.next(1, { reply, reasoning: `<img src=y onerror="${hit}">thinking` });
    await openPlayground(page, carol.username, 'en');
    await send(page, 'en', 'be evil');
    const answer = lastReply(page, 'en');
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 90_000 }).toBe('complete');
    const markdown = answer.getByTestId('reply-markdown');
    // The highlighter loaded (lazily) and coloured the code block.
    await markdown.locator('pre code .hljs-keyword').first().waitFor({ timeout: 90_000 });
    await answer.getByRole('button', { name: t('en', 'playground.message.reasoning') }).click();
    await answer
      .getByTestId('reply-reasoning')
      .getByText(/thinking/)
      .waitFor();
    await answer.getByText('md link').click();
    await answer.getByText('raw link', { exact: false }).first().click();
    // Inside what the model wrote: the rendered reply and its reasoning (the buttons around them carry MUI's SVG icons).
    const dom = await answer.evaluate((root) => {
      const all = [...root.querySelectorAll('[data-testid="reply-markdown"] *, [data-testid="reply-reasoning"] *')];
      return {
        dangerous: all.filter((element) => ['IMG', 'SCRIPT', 'SVG', 'IFRAME', 'STYLE'].includes(element.tagName.toUpperCase())).length,
        handlers: all.filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith('on'))).length,
        scriptLinks: all.filter(
          (element) => /^\s*javascript:/i.test(element.getAttribute('href') ?? '') || /^\s*javascript:/i.test(element.getAttribute('src') ?? ''),
        ).length,
        xss: (window as unknown as { __xss: number }).__xss,
      };
    });
    expect(dom).toEqual({ dangerous: 0, handlers: 0, scriptLinks: 0, xss: 0 });
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/playground');
    // What the model wrote as HTML reads as text.
    await markdown.getByText(/<script>window\.__xss\+=1<\/script>/).waitFor();
    await context.close();
  });

  it('PP-029…031: a user with no enabled token is told and sent to /token', async () => {
    const context = await newContext('en');
    const { page } = await openPage(context);
    await openPlayground(page, 'bob', 'en');
    await page.getByText(text('en', 'pricing_playground', 'enabledToken.none')).waitFor({ timeout: 90_000 });
    await page.waitForURL(/\/token$/, { timeout: 90_000 });
    // The error explains the move, so it belongs to /token and is still there on arrival (ADR 0021 addendum).
    await page.getByRole('heading', { level: 1, name: text('en', 'tokens_wallet', 'tokens.title') }).waitFor({ timeout: 90_000 });
    expect(
      await page
        .locator('[data-notices]')
        .getByText(text('en', 'pricing_playground', 'enabledToken.none'))
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('PP-022 / PP-024: on a 390 px phone with the settings open, the conversation ends above the composer, never under it', async () => {
    const context = await newContext('en', 390);
    const { page, errors } = await openPage(context);
    await openPlayground(page, alice.username, 'en');
    await page.getByRole('button', { name: t('en', 'playground.clear') }).click();
    await page.getByRole('button', { name: t('en', 'playground.panel.show') }).click();
    const panel = page.getByRole('form', { name: t('en', 'playground.panel.label') });
    await expect.poll(() => panel.getByRole('combobox', { name: t('en', 'playground.model.label') }).inputValue(), { timeout: 90_000 }).toBe('gpt-4o-mini');
    for (const message of ['first question', 'second question']) {
      await send(page, 'en', message);
      await expect.poll(() => lastReply(page, 'en').getAttribute('data-status'), { timeout: 90_000 }).toBe('complete');
    }
    // The page followed the replies: the newest one ends on screen, above the composer.
    const composer = page.getByLabel(t('en', 'playground.composer.label'), { exact: true });
    const composerTop = await composer.evaluate((element) => element.closest('.MuiPaper-root')!.getBoundingClientRect().top);
    const reply = (await lastReply(page, 'en').boundingBox())!;
    expect(reply.y + reply.height).toBeLessThanOrEqual(composerTop);
    // Scrolled back up, the composer stays at the screen's bottom edge and nothing of the conversation shows beneath it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const beneath = () => page.evaluate(() => document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 2)?.closest('[data-composer]') !== null);
    await expect.poll(beneath).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('PP-022 / PP-014…020: in Chinese on a 390 px phone the panel hides behind its toggle, a reply streams, nothing overflows', async () => {
    const context = await newContext('zh', 390);
    const { page, errors } = await openPage(context);
    await openPlayground(page, carol.username, 'zh');
    await page.getByRole('button', { name: t('zh', 'playground.clear') }).click();
    const panel = page.getByRole('form', { name: t('zh', 'playground.panel.label') });
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: t('zh', 'playground.panel.show') }).click();
    await panel.waitFor();
    await expect.poll(() => panel.getByRole('combobox', { name: t('zh', 'playground.model.label') }).inputValue(), { timeout: 90_000 }).toBe('gpt-4o-mini');
    await panel.getByText(t('zh', 'playground.temperature.default'), { exact: true }).waitFor();
    await page.getByRole('button', { name: t('zh', 'playground.panel.hide') }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByText(t('zh', 'playground.greeting.assistant')).waitFor();

    await send(page, 'zh', '你好');
    await expect.poll(() => lastReply(page, 'zh').getAttribute('data-status'), { timeout: 90_000 }).toBe('complete');
    await lastReply(page, 'zh').getByText(mockReply('gpt-4o-mini')).waitFor();
    await lastReply(page, 'zh').getByTestId('answer-usage').getByText(t('zh', 'playground.usage.cost'), { exact: false }).waitFor({ timeout: 90_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
