/**
 * Issue 14 end to end: workers/gateway under `wrangler dev` (workerd, local D1, Durable Objects, Queues) serves
 * the console and the relay. In Chromium: setup, sign in, the token page; a channel to the mock upstream and a
 * token; then relayed calls (stream and non-stream) through the official openai client, billed into the log.
 */
import OpenAI from 'openai';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiSession, field, signInThroughForm } from './support/console-session.ts';
import { text } from './support/messages.ts';
import type { RunningServer } from './support/server.ts';
import { startWranglerDev } from './support/wrangler-dev.ts';

const ROOT = { username: 'root', password: 'edge-password-1' };

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

describe('edge gateway under wrangler dev', () => {
  it('setup and sign in in Chromium, then the openai client relays through a channel and a token', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const { page } = await openPage(context);
    await page.goto(`${edge.url}/`);
    await page.waitForURL('**/setup', { timeout: 30_000 });
    await field(page, text('en', 'shell', 'setup.username')).fill(ROOT.username);
    await field(page, text('en', 'shell', 'setup.password')).fill(ROOT.password);
    await field(page, text('en', 'shell', 'setup.confirmPassword')).fill(ROOT.password);
    await page.getByRole('button', { name: text('en', 'shell', 'setup.submit') }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/setup'), { timeout: 30_000 });
    await signInThroughForm(page, edge.url, ROOT);

    const admin = await apiSession(edge.url, ROOT);
    const channel = await admin('POST', '/api/channel/', { mode: 'single', channel: { name: 'mock', type: 1, key: 'sk-upstream', base_url: upstream.url, models: 'gpt-4o-mini', group: 'default' } });
    expect(channel.success, channel.message).toBe(true);
    const token = await admin('POST', '/api/token/', { name: 'edge-e2e', remain_quota: 0, unlimited_quota: true, expired_time: -1 });
    expect(token.success, token.message).toBe(true);
    const [created] = token.data as Array<{ key: string }>;

    await page.reload();
    await page.getByText('edge-e2e').first().waitFor({ timeout: 30_000 });

    const client = new OpenAI({ apiKey: `sk-${created!.key}`, baseURL: `${edge.url}/v1`, maxRetries: 0 });
    const answer = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(answer.choices[0]?.message.content).toContain('gpt-4o-mini');
    const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true });
    let streamed = '';
    for await (const chunk of stream) streamed += chunk.choices[0]?.delta?.content ?? '';
    expect(streamed).toContain('gpt-4o-mini');
    await expect.poll(async () => ((await admin('GET', '/api/log/?p=0&page_size=10&type=2')).data as { total: number }).total, { timeout: 60_000 }).toBe(2);
    await context.close();
  });
});
