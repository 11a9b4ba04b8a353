import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, balances, freshWorldEachTest, MINI_COST, relay, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';

const message = (extra: Record<string, unknown> = {}) => ({ model: 'gpt-4o-mini', max_tokens: 64, messages: [{ role: 'user', content: 'hi' }], ...extra });

describeEachDialect('relay: /v1/messages (Anthropic API) on an OpenAI-format channel', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));
  beforeEach(async () => {
    await addChannel(getDb(), { base_url: upstream.url });
  });

  it('non-stream: converted to chat upstream, answered as an Anthropic message, billed exactly', async () => {
    const response = await relay(world, '/v1/messages', message());
    expect(response.status).toBe(200);
    expect(upstream.requests.at(-1)!.path).toBe('/v1/chat/completions');
    const body = (await response.json()) as {
      type: string;
      content: Array<{ type: string; text: string }>;
      usage: { input_tokens: number; output_tokens: number };
    };
    expect(body.type).toBe('message');
    expect(body.content[0]).toEqual({ type: 'text', text: 'Hello from gpt-4o-mini' });
    expect(body.usage).toMatchObject({ input_tokens: 5, output_tokens: 3 });
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.consumed).toBe(MINI_COST);
    expect(1_000_000 - after.quota).toBe(MINI_COST);
  });

  it('stream: Anthropic events with their usage, billed exactly', async () => {
    const response = await relay(world, '/v1/messages', message({ stream: true }));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('event: message_start');
    expect(text).toContain('event: content_block_delta');
    expect(text).toContain('event: message_stop');
    expect(text).toContain('"output_tokens":3');
    expect(text).not.toContain('[DONE]');
    await waitForLogs(getDb(), world, 1);
    expect((await balances(getDb(), world)).consumed).toBe(MINI_COST);
  });

  it('errors use the Anthropic envelope', async () => {
    const response = await relay(world, '/v1/messages', { model: 'gpt-4o-mini', max_tokens: 10 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
  });
});
