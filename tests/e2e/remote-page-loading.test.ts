/**
 * How a remote's page arrives, in Chromium against the real server: after signing in, the browser
 * fetches every remote's entry while idle; hovering a sidebar link fetches the page behind it before
 * the click; and a console page whose remote is still on its way shows the top bar, the sidebar and
 * a skeleton of the page, replaced by the page once the remote's entry arrives (held back here by
 * route interception). Only order and state are asserted: the timings live in `npm run bench:console`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { CONTRACT_ROOT, setUpAndSignIn } from '../contract/support/console-api.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { signInThroughForm } from './support/console-session.ts';
import { text } from './support/messages.ts';

let server: RunningServer;
let browser: Browser;

const CHANNEL = 'loading-order channel';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const admin = await setUpAndSignIn(server.url);
  await admin.call('POST', '/api/channel/', {
    mode: 'single',
    channel: { name: CHANNEL, type: 1, key: 'sk-upstream', base_url: 'http://127.0.0.1:9', models: 'gpt-4o-mini', group: 'default' },
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Manifest = { metaData: { remoteEntry: { name: string } }; exposes: { path: string; assets: { js: { async: string[] } } }[] };

/** The channels remote's entry and the chunks its `./routes` loads on demand (the pages), as paths. */
async function channelsFiles(): Promise<{ entry: string; pageChunks: string[] }> {
  const manifest = (await (await fetch(`${server.url}/remotes/channels/mf-manifest.json`)).json()) as Manifest;
  const routes = manifest.exposes.find((expose) => expose.path === './routes')!;
  return { entry: `/remotes/channels/${manifest.metaData.remoteEntry.name}`, pageChunks: routes.assets.js.async.map((file) => `/remotes/channels/${file}`) };
}

/** Every request the page makes, in order, with whether the test had clicked yet. */
function recordRequests(page: Page): { paths: string[]; before: (path: string) => boolean; markClick: () => void } {
  const seen: { path: string; afterClick: boolean }[] = [];
  let clicked = false;
  page.on('request', (request: Request) => seen.push({ path: new URL(request.url()).pathname, afterClick: clicked }));
  return {
    get paths() {
      return seen.map((entry) => entry.path);
    },
    before: (path) => seen.some((entry) => entry.path === path && !entry.afterClick),
    markClick: () => {
      clicked = true;
    },
  };
}

function sidebarLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: text('en', 'shell', 'sidebar.label') }).getByRole('link', { name, exact: true });
}

describe('remote pages load ahead of the click and show their frame at once', () => {
  it('after sign-in the idle browser fetches the channels remote’s entry; hovering Channels fetches its page before the click', async () => {
    const { page, errors } = await openPage(await browser.newContext({ viewport: { width: 1440, height: 900 } }));
    const requests = recordRequests(page);
    const files = await channelsFiles();
    await signInThroughForm(page, server.url, CONTRACT_ROOT);
    const channels = sidebarLink(page, text('en', 'channels', 'nav.channels'));
    await channels.waitFor();
    // The landing page is /token: the channels remote's entry came while the browser was idle.
    expect(requests.before(files.entry)).toBe(true);
    const pageChunksBeforeHover = files.pageChunks.filter((chunk) => requests.paths.includes(chunk));

    await channels.hover();
    await expect.poll(() => files.pageChunks.filter((chunk) => requests.paths.includes(chunk)).length).toBeGreaterThan(pageChunksBeforeHover.length);
    const fetchedOnHover = files.pageChunks.filter((chunk) => requests.paths.includes(chunk) && !pageChunksBeforeHover.includes(chunk));
    requests.markClick();
    await channels.click();
    await page.getByRole('heading', { level: 1, name: text('en', 'channels', 'list.title') }).waitFor();
    await page.getByText(CHANNEL).first().waitFor();
    for (const chunk of fetchedOnHover) expect(requests.before(chunk)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the top bar, the sidebar and the page skeleton show while the remote’s entry is held back; the page replaces the skeleton once it arrives', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, errors } = await openPage(context);
    await signInThroughForm(page, server.url, CONTRACT_ROOT);
    const files = await channelsFiles();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    // Routing also turns the HTTP cache off, so the entry the landing page fetched is fetched again.
    await context.route(`**${files.entry}`, async (route: Route) => {
      held += 1;
      await released;
      await route.continue();
    });

    await page.goto(`${server.url}/channel`);
    const skeleton = page.getByRole('status', { name: text('en', 'shell', 'page.loading') });
    await skeleton.waitFor();
    await expect.poll(() => held).toBeGreaterThan(0);
    // The sidebar itself comes with the console's chunk, which does not wait for the remote.
    await page.getByRole('navigation', { name: text('en', 'shell', 'sidebar.label') }).waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await skeleton.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: text('en', 'channels', 'list.title') }).count()).toBe(0);

    release();
    await page.getByRole('heading', { level: 1, name: text('en', 'channels', 'list.title') }).waitFor();
    await page.getByText(CHANNEL).first().waitFor();
    await skeleton.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
