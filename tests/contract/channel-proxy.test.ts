import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectProxy, type ConnectProxy } from '../fixtures/connect-proxy/connect-proxy.ts';
import { mockReply, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { setUpAndSignIn, type ConsoleSession } from './support/console-api.ts';

/**
 * A channel's `setting.proxy` (a per-channel HTTP proxy, as in new-api) is honoured by the relay and by the
 * channel's admin calls on the real server: the requests travel through the proxy, not around it.
 */
describe('channel proxy (setting.proxy) on the real server', () => {
  let upstream: MockUpstream;
  let proxy: ConnectProxy;
  let server: RunningServer;
  let admin: ConsoleSession;
  let client: OpenAI;
  let channelId: number;

  beforeAll(async () => {
    upstream = await startMockUpstream();
    proxy = await startConnectProxy();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'gpt-4o-mini': 0.075 }) });
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: {
        name: 'proxied',
        type: 1,
        key: 'sk-upstream',
        base_url: upstream.url,
        models: 'gpt-4o-mini',
        group: 'default',
        setting: JSON.stringify({ proxy: proxy.url }),
      },
    });
    const channels = await admin.call<{ items: Array<{ id: number }> }>('GET', '/api/channel/?p=0&page_size=10');
    channelId = channels.items[0]!.id;
    const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
      name: 'proxy',
      unlimited_quota: true,
      remain_quota: 0,
      expired_time: -1,
    });
    client = new OpenAI({ apiKey: `sk-${token!.key}`, baseURL: `${server.url}/v1`, maxRetries: 0 });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.stop();
    await upstream?.stop();
  });

  it('relayed requests (plain and streamed) go through the channel proxy', async () => {
    const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(completion.choices[0]!.message.content).toBe(mockReply('gpt-4o-mini'));
    const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    expect(text).toBe(mockReply('gpt-4o-mini'));

    const upstreamHost = new URL(upstream.url).host;
    expect(proxy.targets.some((target) => target === upstreamHost || target.startsWith(`${upstream.url}/`))).toBe(true);
    expect(proxy.traffic().match(/POST \/v1\/chat\/completions/g)?.length).toBe(2);
  });

  it('the channel test goes through the proxy too', async () => {
    const before = proxy.traffic().match(/POST \/v1\/chat\/completions/g)?.length ?? 0;
    const result = await admin.call<unknown>('GET', `/api/channel/test/${channelId}?model=gpt-4o-mini`);
    expect(result).toBeDefined();
    expect(proxy.traffic().match(/POST \/v1\/chat\/completions/g)?.length).toBe(before + 1);
  });
});
