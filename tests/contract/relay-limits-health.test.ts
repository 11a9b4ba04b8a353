import OpenAI, { AuthenticationError, RateLimitError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockReply, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession, type LimitedCaller } from './support/console-api.ts';

/**
 * Relay limits and channel health against the real apps/server (Node transport) and the mock upstream:
 * the model request rate limit with the official client, keep-alive pings on the socket stream,
 * and a channel disabled after a 401 no longer routed.
 */
describe('contract: rate limit, keep-alive pings, channel health', () => {
  let upstream: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let caller: LimitedCaller;
  let client: OpenAI;
  const setOption = (key: string, value: string) => admin.call('PUT', '/api/option/', { key, value });

  async function addChannel(name: string, model: string, options: { mapTo?: string; priority?: number } = {}): Promise<number> {
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: {
        name,
        type: 1,
        key: 'sk-upstream',
        base_url: upstream.url,
        models: model,
        group: 'default',
        priority: options.priority ?? 0,
        model_mapping: options.mapTo === undefined ? '' : JSON.stringify({ [model]: options.mapTo }),
      },
    });
    const channels = await admin.call<{ items: Array<{ id: number; name: string }> }>('GET', '/api/channel/?p=0&page_size=100');
    return channels.items.find((channel) => channel.name === name)!.id;
  }

  beforeAll(async () => {
    upstream = await startMockUpstream();
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await setOption('ModelRatio', JSON.stringify({ 'gpt-4o-mini': 0.075, 'pausing-model': 1, 'dead-model': 1 }));
    await addChannel('mock', 'gpt-4o-mini');
    // One word, then 1.3 s of silence before each further event: longer than a 1 s ping interval.
    await addChannel('pausing', 'pausing-model', { mapTo: 'pausing-model+words=1;chunk-delay=1300' });
    caller = await createLimitedCaller(server.url, admin, { username: 'limits', quota: 50_000_000 });
    client = new OpenAI({ apiKey: caller.apiKey, baseURL: `${server.url}/v1`, maxRetries: 0 });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  it('SET-048: 30 concurrent requests against ModelRequestRateLimitCount 7 → exactly 7 pass, the rest are RateLimitErrors', async () => {
    await setOption('ModelRequestRateLimitCount', '7');
    await setOption('ModelRequestRateLimitEnabled', 'true');
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, () => client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })),
      );
      const passed = results.filter((result) => result.status === 'fulfilled');
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
      expect(passed).toHaveLength(7);
      expect(refused).toHaveLength(23);
      expect(refused.every((error) => error instanceof RateLimitError)).toBe(true);
      expect((refused[0] as RateLimitError).message).toContain('total request limit: at most 7 requests within 1 minute');
    } finally {
      await setOption('ModelRequestRateLimitEnabled', 'false');
    }
  });

  it('SET-052: a silent upstream gets `: PING` lines on the socket; the official client reads through them', async () => {
    await setOption('general_setting.ping_interval_seconds', '1');
    await setOption('general_setting.ping_interval_enabled', 'true');
    try {
      const raw = await fetch(`${server.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${caller.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'pausing-model', messages: [{ role: 'user', content: 'hi' }], stream: true }),
      });
      const text = await raw.text();
      expect(text).toContain(': PING\n\n');
      expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);

      const stream = await client.chat.completions.create({ model: 'pausing-model', messages: [{ role: 'user', content: 'hi' }], stream: true });
      let content = '';
      for await (const chunk of stream) content += chunk.choices[0]?.delta.content ?? '';
      expect(content).toBe('word1');
    } finally {
      await setOption('general_setting.ping_interval_enabled', 'false');
    }
  });

  it('CH-010: with AutomaticDisableChannelEnabled a 401 disables the channel (reason shown), and the next request goes elsewhere', async () => {
    await setOption('AutomaticDisableChannelEnabled', 'true');
    const dead = await addChannel('dead', 'dead-model', { mapTo: 'dead-model+status=401', priority: 10 });
    await addChannel('backup', 'dead-model', { mapTo: 'gpt-4o-mini' });
    await expect(client.chat.completions.create({ model: 'dead-model', messages: [{ role: 'user', content: 'hi' }] })).rejects.toBeInstanceOf(
      AuthenticationError,
    );
    let channel: { status: number; other_info: string } | undefined;
    // The status write happens off the response path.
    for (let attempt = 0; attempt < 50 && channel?.status !== 3; attempt += 1) {
      channel = await admin.call<{ status: number; other_info: string }>('GET', `/api/channel/${dead}`);
      if (channel.status !== 3) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(channel!.status).toBe(3);
    expect(JSON.parse(channel!.other_info)).toMatchObject({ status_reason: expect.stringContaining('status 401') });
    const completion = await client.chat.completions.create({ model: 'dead-model', messages: [{ role: 'user', content: 'hi' }] });
    expect(completion.choices[0]!.message.content).toBe(mockReply('gpt-4o-mini'));
  });
});
