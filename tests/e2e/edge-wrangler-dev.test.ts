/**
 * The edge deployment end to end: workers/gateway under `wrangler dev` (workerd, local D1, Durable Objects, Queues) serves
 * the console and the relay. In Chromium: setup, sign in, a channel to the mock upstream through the channel
 * editor and a token through the tokens drawer; then relayed calls (stream and non-stream) through the official
 * openai client with that token, billed into the log.
 */
import OpenAI from 'openai';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiSession, field, signInThroughForm } from './support/console-session.ts';
import { text } from './support/messages.ts';
import { keyControls } from './support/token-key.ts';
import type { RunningServer } from './support/server.ts';
import { startWranglerDev } from './support/wrangler-dev.ts';

const ROOT = { username: 'root', password: 'edge-password-1' };
const MODEL = 'gpt-4o-mini';

let edge: RunningServer;
let upstream: MockUpstream;
let browser: Browser;

beforeAll(async () => {
  [edge, upstream, browser] = await Promise.all([startWranglerDev(), startMockUpstream(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await edge?.stop();
  await upstream?.stop();
});

/** The channels remote's "add" editor: OpenAI type (the default), the mock upstream, one model typed in. */
async function addChannelThroughEditor(page: Page, upstreamUrl: string): Promise<void> {
  const t = (key: string, values: Record<string, string> = {}) => text('en', 'channels', key, values);
  await page.goto(`${edge.url}/channel`);
  await page.getByRole('heading', { level: 1, name: t('list.title') }).waitFor({ timeout: 90_000 });
  await page.getByRole('button', { name: t('toolbar.add') }).click();
  await page.waitForURL('**/channel/add');
  const editor = page.locator('form').filter({ has: page.getByRole('heading', { name: t('editor.createTitle') }) });
  await field(editor, t('editor.fields.name')).fill('mock');
  await field(editor, t('editor.fields.key')).fill('sk-upstream');
  await field(editor, t('editor.fields.baseUrl')).fill(upstreamUrl);
  await field(editor, t('editor.fields.customModels')).fill(MODEL);
  await field(editor, t('editor.fields.customModels')).press('Enter');
  await editor
    .locator('.MuiChip-label', { hasText: new RegExp(`^${MODEL}$`) })
    .first()
    .waitFor();
  await editor.getByRole('button', { name: t('editor.create') }).click();
  await page
    .getByText(t('messages.created', { count: '1' }))
    .first()
    .waitFor({ timeout: 90_000 });
  await page.waitForURL((url) => url.pathname === '/channel');
  await page
    .getByRole('row')
    .filter({ has: page.getByText('mock', { exact: true }) })
    .waitFor();
}

/** The tokens page's drawer: a token by name (the form's defaults), its full key read from the revealed field. */
async function createTokenThroughDrawer(page: Page, name: string): Promise<string> {
  await page.goto(`${edge.url}/token`);
  await page.getByRole('heading', { level: 1, name: text('en', 'tokens_wallet', 'tokens.title') }).waitFor({ timeout: 90_000 });
  await page.getByRole('button', { name: text('en', 'tokens_wallet', 'tokens.actions.create') }).click();
  const drawer = page.getByRole('dialog');
  await field(drawer, text('en', 'tokens_wallet', 'tokens.form.name')).fill(name);
  await drawer.getByRole('button', { name: text('en', 'common', 'actions.save') }).click();
  await page
    .getByText(text('en', 'tokens_wallet', 'tokens.messages.created', { count: '1' }))
    .first()
    .waitFor();
  const holder = await keyControls(page, name, 'en');
  await holder.getByRole('button', { name: text('en', 'tokens_wallet', 'tokens.actions.reveal') }).click();
  const key = (await holder.getByTestId('token-key').textContent()) ?? '';
  expect(key).toMatch(/^sk-[0-9A-Za-z]{48}$/);
  return key;
}

describe('edge gateway under wrangler dev', () => {
  it('setup, sign in, a channel and a token in Chromium, then the openai client relays with that token', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const { page } = await openPage(context);
    await page.goto(`${edge.url}/`);
    await page.waitForURL('**/setup', { timeout: 90_000 });
    await field(page, text('en', 'shell', 'setup.username')).fill(ROOT.username);
    await field(page, text('en', 'shell', 'setup.password')).fill(ROOT.password);
    await field(page, text('en', 'shell', 'setup.confirmPassword')).fill(ROOT.password);
    await page.getByRole('button', { name: text('en', 'shell', 'setup.submit') }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/setup'), { timeout: 90_000 });
    await signInThroughForm(page, edge.url, ROOT);

    await addChannelThroughEditor(page, upstream.url);
    const key = await createTokenThroughDrawer(page, 'edge-e2e');

    const client = new OpenAI({ apiKey: key, baseURL: `${edge.url}/v1`, maxRetries: 0 });
    const answer = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(answer.choices[0]?.message.content).toContain('gpt-4o-mini');
    const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true });
    let streamed = '';
    for await (const chunk of stream) streamed += chunk.choices[0]?.delta?.content ?? '';
    expect(streamed).toContain('gpt-4o-mini');
    const admin = await apiSession(edge.url, ROOT);
    await expect.poll(async () => ((await admin('GET', '/api/log/?p=0&page_size=10&type=2')).data as { total: number }).total, { timeout: 60_000 }).toBe(2);
    await context.close();
  });
});
