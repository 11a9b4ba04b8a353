import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, balances, freshWorldEachTest, MINI_COST, relay, waitForLogs, type FakeUpstream, type RelayWorld } from './relay-support.ts';

/** The data payloads of an SSE body, in order. */
function events(text: string): string[] {
  return text
    .split('\n\n')
    .map((event) => event.trim())
    .filter((event) => event.startsWith('data: '))
    .map((event) => event.slice('data: '.length));
}

const streamed = (extra: Record<string, unknown> = {}) => ({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'hi' }], ...extra });

describeEachDialect('relay: streaming policy', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world } = fresh));
  beforeEach(async () => {
    await addChannel(getDb(), { base_url: upstream.url });
  });

  it('include_usage asked by the client: every event forwarded with the usage chunk, billed exactly', async () => {
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/chat/completions', streamed({ stream_options: { include_usage: true } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('X-Oneapi-Request-Id')).toBeTruthy();
    const payloads = events(await response.text());
    expect(payloads.at(-1)).toBe('[DONE]');
    const chunks = payloads.slice(0, -1).map((payload) => JSON.parse(payload) as { usage?: unknown; choices: Array<{ delta: { content?: string } }> });
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe('Hello from gpt-4o-mini');
    expect(chunks.at(-1)!.usage).toEqual({ prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 });
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.consumed).toBe(MINI_COST);
    expect(after.usedQuota - before.usedQuota).toBe(MINI_COST);
    expect(before.quota - after.quota).toBe(MINI_COST);
    expect(before.tokenRemain - after.tokenRemain).toBe(MINI_COST);
    expect(Boolean(after.logs[0]!.is_stream)).toBe(true);
  });

  it('include_usage not asked: usage is still asked upstream and billed, but never reaches the client', async () => {
    const before = await balances(getDb(), world);
    const response = await relay(world, '/v1/chat/completions', streamed());
    const text = await response.text();
    expect(text).not.toContain('"usage"');
    expect(events(text).at(-1)).toBe('[DONE]');
    expect((upstream.requests.at(-1)!.body as { stream_options: unknown }).stream_options).toEqual({ include_usage: true });
    await waitForLogs(getDb(), world, 1);
    const after = await balances(getDb(), world);
    expect(after.consumed).toBe(MINI_COST);
    expect(before.quota - after.quota).toBe(MINI_COST);
  });
});
