import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { LogType } from '@gateway/domain';
import {
  addChannel,
  balances,
  foreignRequests,
  freshWorldEachTest,
  mockReply,
  relay,
  waitForLogs,
  type FakeUpstream,
  type RelayWorld,
} from './relay-support.ts';

const REDIRECTS = [301, 302, 303, 307, 308] as const;
const chat = (stream: boolean) => ({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream });

/**
 * The redirect rule of ADR 0016 in the relay: an upstream redirecting a relayed call to another origin
 * never receives the channel key there, and the caller gets a clear upstream error — not a 200
 * carrying the foreign answer; a redirect that would turn the POST into a GET is refused.
 */
describeEachDialect('relay: upstream redirects', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));
  beforeEach(async () => {
    foreignRequests.length = 0;
  });

  it.each(REDIRECTS.flatMap((status) => [[status, 'plain'] as const, [status, 'streamed'] as const]))(
    'a %s to another origin fails the %s chat completion with a clear 502; no request reaches the other origin',
    async (status, mode) => {
      await addChannel(getDb(), { base_url: `${upstream.url}/redirect-${status}/away`, key: 'sk-channel-secret' });
      const before = await balances(getDb(), world);
      const response = await relay(world, '/v1/chat/completions', chat(mode === 'streamed'));
      expect(response.status).toBe(502);
      const body = (await response.json()) as { error: { message: string; code: string } };
      expect(body.error.code).toBe('upstream_redirect_refused');
      expect(body.error.message).toMatch(
        new RegExp(`^The upstream \\(HTTP ${status}\\) redirected the request to another origin; the gateway does not follow it`),
      );
      // The message never shows the channel's base URL or where the upstream pointed.
      expect(body.error.message).not.toMatch(/127\.0\.0\.1/);
      expect(foreignRequests).toEqual([]);
      // Refunded, with one error row and no consumption.
      await waitForLogs(getDb(), world, 1);
      const after = await balances(getDb(), world);
      expect([after.quota, after.tokenRemain, after.usedQuota]).toEqual([before.quota, before.tokenRemain, before.usedQuota]);
      expect(after.logs.map((row) => Number(row.type))).toEqual([LogType.Error]);
    },
  );

  it.each([301, 302, 303])('a same-origin %s answering the relayed POST is refused, never turned into a GET', async (status) => {
    await addChannel(getDb(), { base_url: `${upstream.url}/redirect-${status}/here`, key: 'sk-channel-secret' });
    const response = await relay(world, '/v1/chat/completions', chat(false));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/would turn the request into a GET/);
    expect(upstream.requests).toEqual([]);
  });

  it.each([307, 308])('a same-origin %s keeps the POST, its body and the key (plain and streamed)', async (status) => {
    await addChannel(getDb(), { base_url: `${upstream.url}/redirect-${status}/here`, key: 'sk-channel-secret' });
    const plain = await relay(world, '/v1/chat/completions', chat(false));
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as { choices: Array<{ message: { content: string } }> }).choices[0]!.message.content).toBe(mockReply('gpt-4o-mini'));
    const streamed = await relay(world, '/v1/chat/completions', chat(true));
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toContain('data: [DONE]');
    expect(upstream.requests.map((request) => [request.path, request.authorization, (request.body as { model?: string }).model])).toEqual([
      ['/v1/chat/completions', 'Bearer sk-channel-secret', 'gpt-4o-mini'],
      ['/v1/chat/completions', 'Bearer sk-channel-secret', 'gpt-4o-mini'],
    ]);
  });
});
