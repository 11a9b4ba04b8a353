import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '@gateway/db/testing';
import { addChannel, freshWorldEachTest, relay, scriptedUpstream, type FakeUpstream, type FreshWorld, type RelayWorld } from './relay-support.ts';

const PING = ': PING\n\n';

function event(content: string, finish: string | null = null): string {
  const chunk = {
    id: 'chatcmpl-slow',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta: finish === null ? { content } : {}, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** An upstream that thinks for `pauseMilliseconds` between its first and second event. */
function slowUpstream(pauseMilliseconds: number): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(event('Hello')));
      await new Promise((resolve) => setTimeout(resolve, pauseMilliseconds));
      controller.enqueue(encoder.encode(event(' world') + event('', 'stop') + 'data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describeEachDialect('relay: stream keep-alive pings (SET-052/053)', (getDb, dialect) => {
  let upstream: FakeUpstream;
  let world: RelayWorld;
  let build: FreshWorld['build'];
  freshWorldEachTest(getDb, dialect, (fresh) => ({ upstream, world, build } = fresh));
  afterAll(() => {
    scriptedUpstream.answer = null;
  });
  beforeEach(() => {
    scriptedUpstream.answer = () => slowUpstream(1_600);
  });

  it('a 1 s ping interval sends `: PING` while the upstream is silent for 1.6 s, between whole events', async () => {
    world = await build({ options: { 'general_setting.ping_interval_enabled': 'true', 'general_setting.ping_interval_seconds': '1' } });
    await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
    const response = await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true });
    expect(response.status).toBe(200);
    const text = await response.text();
    // One ping at ~1 s (a second one only if the machine stalls the upstream's 1.6 s timer past 2 s).
    expect(text.split(PING).length - 1).toBeGreaterThanOrEqual(1);
    const kinds = text
      .split('\n\n')
      .filter((part) => part !== '')
      .map((part) => (part.startsWith(':') ? 'ping' : part.startsWith('data: [DONE]') ? 'done' : 'data'));
    // Pings sit between the first content event and the second: every event stays whole.
    expect(kinds.filter((kind, index) => kind !== 'ping' || kinds[index - 1] !== 'ping')).toEqual(['data', 'ping', 'data', 'data', 'done']);
  });

  it('no ping when general_setting.ping_interval_enabled is off', async () => {
    world = await build({ options: { 'general_setting.ping_interval_seconds': '1' } });
    await addChannel(getDb(), { base_url: `${upstream.url}/scripted` });
    const response = await relay(world, '/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true });
    const text = await response.text();
    expect(text).not.toContain(': PING');
    expect(text).toContain('data: [DONE]');
  });
});
