import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBinDir, startPostgresCluster, type PostgresCluster } from '@gateway/db/testing';
import { MOCK_MODELS, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { setUpAndSignIn, type ConsoleSession } from './support/console-api.ts';

/**
 * Upstream redirects never carry credentials to another origin (ADR 0016), on the real server — the Node platform's undici relay transport and
 * global fetch — with two mock upstreams on 127.0.0.1: the channel's own ("home") answers 301, 302,
 * 303, 307 or 308, pointing at a second one on another port ("foreign", another origin) that
 * records every request it receives. For each server-side fetch (relay plain and streamed, channel
 * test, fetch_models, balance): no credential ever reaches the foreign origin and the outcome is a
 * clear error; same-origin redirects still work. On SQLite and on PostgreSQL.
 */
const REDIRECTS = [301, 302, 303, 307, 308] as const;
const CHANNEL_KEY = 'sk-channel-secret';
const CREDENTIAL_HEADERS = ['authorization', 'x-api-key', 'x-goog-api-key', 'api-key', 'cookie', 'proxy-authorization'];
const postgresAvailable = (await findPostgresBinDir()) !== undefined;

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`contract: no credential crosses origins on an upstream redirect [${dialect}]`, () => {
    let home: MockUpstream;
    let foreign: MockUpstream;
    let cluster: PostgresCluster | null = null;
    let server: RunningServer;
    let admin: ConsoleSession;
    let apiKey: string;
    let channelId: number;

    beforeAll(async () => {
      home = await startMockUpstream();
      foreign = await startMockUpstream();
      if (dialect === 'postgres') cluster = await startPostgresCluster();
      server = await startServer(cluster === null ? {} : { DATABASE_URL: cluster.url });
      admin = await setUpAndSignIn(server.url);
      await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'gpt-4o-mini': 0.075 }) });
      await admin.call('POST', '/api/channel/', {
        mode: 'single',
        channel: { name: 'redirecting', type: 1, key: CHANNEL_KEY, base_url: home.url, models: 'gpt-4o-mini', group: 'default' },
      });
      channelId = (await admin.call<{ items: Array<{ id: number }> }>('GET', '/api/channel/?p=0&page_size=10')).items[0]!.id;
      const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
        name: 'redirects',
        unlimited_quota: true,
        remain_quota: 0,
        expired_time: -1,
      });
      apiKey = `sk-${token!.key}`;
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await cluster?.stop();
      await home?.stop();
      await foreign?.stop();
    });

    const pointChannelAt = (baseUrl: string) => admin.call('PUT', '/api/channel/', { id: channelId, base_url: baseUrl, status: 1 });
    const foreignPort = () => new URL(foreign.url).port;

    async function relayChat(stream: boolean): Promise<{ status: number; text: string }> {
      const response = await fetch(`${server.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream }),
      });
      return { status: response.status, text: await response.text() };
    }

    /** The console's server-side fetches of the channel; each rejects with the server's message when it fails. */
    const consoleCalls = (baseUrl: string) => ({
      'channel test': () => admin.call('GET', `/api/channel/test/${channelId}?model=gpt-4o-mini`),
      'fetch_models (stored channel)': () => admin.call('GET', `/api/channel/fetch_models/${channelId}`),
      'fetch_models (unsaved form)': () => admin.call('POST', '/api/channel/fetch_models', { base_url: baseUrl, type: 1, key: CHANNEL_KEY }),
      balance: () => admin.call('GET', `/api/channel/update_balance/${channelId}`),
    });

    it.each(REDIRECTS)(
      'a %s to another origin: relay (plain, streamed), test, fetch_models and balance fail clearly; no credential reaches the other origin',
      async (status) => {
        const baseUrl = `${home.url}/redirect-${status}/to-${foreignPort()}`;
        await pointChannelAt(baseUrl);
        const homeBefore = home.requests.length;
        for (const stream of [false, true]) {
          const answer = await relayChat(stream);
          expect(answer.status, `stream ${stream}`).toBe(502);
          const error = (JSON.parse(answer.text) as { error: { code: string; message: string } }).error;
          expect(error.code).toBe('upstream_redirect_refused');
          expect(error.message).toMatch(new RegExp(`^The upstream \\(HTTP ${status}\\) redirected the request to another origin`));
        }
        for (const [name, call] of Object.entries(consoleCalls(baseUrl))) {
          await expect(call(), name).rejects.toThrow(new RegExp(`redirected \\(${status}\\) to another origin, http://127\\.0\\.0\\.1:${foreignPort()}`));
        }
        expect(foreign.requests.flatMap((request) => CREDENTIAL_HEADERS.filter((header) => request.headers[header] !== undefined))).toEqual([]);
        expect(foreign.requests.map((request) => request.path)).toEqual([]);
        // Each call reached the channel's own origin once, with the key: that is where it belongs.
        const reachedHome = home.requests.slice(homeBefore);
        expect(reachedHome).toHaveLength(6);
        expect(reachedHome.every((request) => request.authorization === `Bearer ${CHANNEL_KEY}`)).toBe(true);
      },
    );

    it.each(REDIRECTS)('a %s on the same origin: fetch_models and balance (GET) follow it with the key', async (status) => {
      const baseUrl = `${home.url}/redirect-${status}/here`;
      await pointChannelAt(baseUrl);
      const calls = consoleCalls(baseUrl);
      expect(await calls['fetch_models (stored channel)']()).toEqual(MOCK_MODELS);
      expect(await calls['fetch_models (unsaved form)']()).toEqual(MOCK_MODELS);
      expect(await calls.balance()).toEqual({ balance: 74.5 });
      const followed = home.requests.filter((request) => !request.path.startsWith('/redirect-')).slice(-4);
      expect(followed.map((request) => [request.method, request.path, request.authorization])).toEqual([
        ['GET', '/v1/models', `Bearer ${CHANNEL_KEY}`],
        ['GET', '/v1/models', `Bearer ${CHANNEL_KEY}`],
        ['GET', '/v1/dashboard/billing/subscription', `Bearer ${CHANNEL_KEY}`],
        ['GET', expect.stringMatching(/^\/v1\/dashboard\/billing\/usage\?/), `Bearer ${CHANNEL_KEY}`],
      ]);
      expect(foreign.requests).toEqual([]);
    });

    it.each([307, 308])('a %s on the same origin: the relay (plain, streamed) and the channel test keep POST, body and key', async (status) => {
      await pointChannelAt(`${home.url}/redirect-${status}/here`);
      const plain = await relayChat(false);
      expect(plain.status).toBe(200);
      expect((JSON.parse(plain.text) as { choices: Array<{ message: { content: string } }> }).choices[0]!.message.content).toBe('Hello from gpt-4o-mini');
      const streamed = await relayChat(true);
      expect(streamed.status).toBe(200);
      expect(streamed.text).toContain('data: [DONE]');
      expect(await admin.call<{ time: number }>('GET', `/api/channel/test/${channelId}?model=gpt-4o-mini`)).toMatchObject({ time: expect.any(Number) });
      const followed = home.requests.filter((request) => !request.path.startsWith('/redirect-')).slice(-3);
      expect(followed.map((request) => [request.method, request.path, request.authorization, (request.body as { model?: string }).model])).toEqual([
        ['POST', '/v1/chat/completions', `Bearer ${CHANNEL_KEY}`, 'gpt-4o-mini'],
        ['POST', '/v1/chat/completions', `Bearer ${CHANNEL_KEY}`, 'gpt-4o-mini'],
        ['POST', '/v1/chat/completions', `Bearer ${CHANNEL_KEY}`, 'gpt-4o-mini'],
      ]);
    });

    it.each([301, 302, 303])('a %s on the same origin answering a POST: the relay and the channel test fail clearly, never resent as a GET', async (status) => {
      await pointChannelAt(`${home.url}/redirect-${status}/here`);
      const homeBefore = home.requests.length;
      const answer = await relayChat(false);
      expect(answer.status).toBe(502);
      expect((JSON.parse(answer.text) as { error: { message: string } }).error.message).toMatch(/would turn the request into a GET/);
      await expect(admin.call('GET', `/api/channel/test/${channelId}?model=gpt-4o-mini`)).rejects.toThrow(
        new RegExp(`answered ${status} \\(a redirect that turns POST into GET\\)`),
      );
      expect(home.requests.slice(homeBefore).map((request) => request.method)).toEqual(['POST', 'POST']);
    });
  });
}
